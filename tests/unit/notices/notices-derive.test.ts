import { describe, expect, it } from 'vitest';
import { bannerNotices, canDismiss, guideNotices, noticesFor } from '../../../packages/engine/src/shared/content/derive/notices';
import { parseCondition } from '../../../packages/engine/src/shared/content/schema/condition-parse';
import type { Notice } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { Condition } from '../../../packages/engine/src/shared/content/schema/condition';

const condition = (text: string): Condition => {
  const parsed = parseCondition(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.condition;
};

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 2, 0, 0);

/** A notice current from an hour ago for a day, for everyone, unless `over` says otherwise. */
const notice = (id: string, over: Partial<Notice> = {}): Notice => ({
  id,
  text: [id],
  severity: 'info',
  startsAt: NOW - HOUR,
  endsAt: NOW + 24 * HOUR,
  ...over,
});

const YEAR4 = { roles: ['Year4'], platform: 'windows' as const };
const STAFF = { roles: ['Staff'], platform: 'windows' as const };
const MAC_STAFF = { roles: ['Staff'], platform: 'mac' as const };
const ids = (notices: readonly Notice[]) => notices.map((n) => n.id);

describe('which notices a viewer sees', () => {
  it.each([
    ['a notice current now', [notice('a')], YEAR4, NOW, ['a']],
    ['not before its start', [notice('a', { startsAt: NOW + 1 })], YEAR4, NOW, []],
    ['from the moment it starts', [notice('a', { startsAt: NOW })], YEAR4, NOW, ['a']],
    ['not from the moment it ends', [notice('a', { endsAt: NOW })], YEAR4, NOW, []],
    ['until just before it ends', [notice('a', { endsAt: NOW + 1 })], YEAR4, NOW, ['a']],
    ['an expired one never', [notice('old', { startsAt: Date.UTC(2001, 0, 1), endsAt: Date.UTC(2001, 0, 20) })], STAFF, NOW, []],
    ['inside its audience', [notice('a', { audience: condition('Year3-Year5') })], YEAR4, NOW, ['a']],
    ['not outside its audience', [notice('a', { audience: condition('Year3-Year5') })], STAFF, NOW, []],
    ['a "not" audience leaves people out', [notice('a', { audience: condition('not Staff') })], STAFF, NOW, []],
    ['on its platform', [notice('a', { platforms: ['mac'] })], MAC_STAFF, NOW, ['a']],
    ['not on another platform', [notice('a', { platforms: ['mac'] })], STAFF, NOW, []],
    [
      'most severe first, then in the order written',
      [notice('i1'), notice('w', { severity: 'warning' }), notice('o', { severity: 'outage' }), notice('i2')],
      STAFF,
      NOW,
      ['o', 'w', 'i1', 'i2'],
    ],
  ])('%s', (_, notices, viewer, now, expected) => {
    expect(ids(noticesFor(notices, viewer, now))).toEqual(expected);
  });

  it('judges a notice again as time passes: shown while current, gone once it ends', () => {
    const notices = [notice('a', { startsAt: NOW + HOUR, endsAt: NOW + 2 * HOUR })];
    expect(ids(noticesFor(notices, STAFF, NOW))).toEqual([]);
    expect(ids(noticesFor(notices, STAFF, NOW + HOUR))).toEqual(['a']);
    expect(ids(noticesFor(notices, STAFF, NOW + 2 * HOUR))).toEqual([]);
  });
});

describe('the banner', () => {
  const notices = [notice('info'), notice('warn', { severity: 'warning' }), notice('down', { severity: 'outage' })];

  it.each([
    ['with nothing dismissed, every current notice', [], ['down', 'warn', 'info']],
    ['without the notices dismissed', ['info', 'warn'], ['down']],
    ['with an outage, even when its id was dismissed', ['down'], ['down', 'warn', 'info']],
    ['ignoring ids of other notices', ['gone-long-ago'], ['down', 'warn', 'info']],
  ])('shows, %s', (_, dismissed, expected) => {
    expect(ids(bannerNotices(notices, STAFF, NOW, new Set(dismissed)))).toEqual(expected);
  });

  it.each([
    ['info', true],
    ['warning', true],
    ['outage', false],
  ] as const)('lets a reader dismiss a notice of severity %s: %s', (severity, dismissible) => {
    expect(canDismiss({ severity })).toBe(dismissible);
  });
});

describe('the notices at the top of a guide', () => {
  const notices = [
    notice('printing', { guides: ['printing'] }),
    notice('both', { guides: ['wifi', 'printing'], audience: condition('Staff') }),
    notice('everywhere'),
    notice('later', { guides: ['printing'], startsAt: NOW + HOUR }),
  ];

  it.each([
    ['printing', STAFF, ['printing', 'both']],
    ['printing', YEAR4, ['printing']],
    ['wifi', STAFF, ['both']],
    ['wifi', YEAR4, []],
    ['office', STAFF, []],
  ])('on %s, for %j', (guide, viewer, expected) => {
    expect(ids(guideNotices(notices, viewer, NOW, guide))).toEqual(expected);
  });
});
