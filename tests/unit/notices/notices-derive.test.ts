import { describe, expect, it } from 'vitest';
import {
  bannerNotices,
  canDismiss,
  guideNotices,
  noticeName,
  noticesFor,
  showsOnEveryScreen,
} from '../../../packages/engine/src/shared/content/derive/notices';
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

/** A notice current from an hour ago for a day, for everyone, dismissible, on every screen, unless `over` says otherwise. */
const notice = (id: string, over: Partial<Notice> = {}): Notice => ({
  id,
  text: [id],
  severity: 'info',
  dismissible: true,
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

describe('the banner on every screen', () => {
  const notices = [
    notice('info'),
    notice('warn', { severity: 'warning' }),
    notice('down', { severity: 'outage' }),
    notice('kept', { severity: 'outage', dismissible: false }),
  ];

  it.each([
    ['with nothing dismissed, every current notice', [], ['down', 'kept', 'warn', 'info']],
    ['without the notices dismissed', ['info', 'warn'], ['down', 'kept']],
    ['without an outage that was dismissed: an outage is dismissible too', ['down'], ['kept', 'warn', 'info']],
    ['with a notice marked dismissible: false, even when its id was dismissed', ['kept'], ['down', 'kept', 'warn', 'info']],
    ['ignoring ids of other notices', ['gone-long-ago'], ['down', 'kept', 'warn', 'info']],
  ])('shows, %s', (_, dismissed, expected) => {
    expect(ids(bannerNotices(notices, STAFF, NOW, new Set(dismissed)))).toEqual(expected);
  });

  it.each([
    ['info', true, true],
    ['warning', true, true],
    ['outage', true, true],
    ['outage', false, false],
    ['info', false, false],
  ] as const)('lets a reader dismiss a notice of severity %s with dismissible: %s: %s', (severity, dismissible, expected) => {
    expect(canDismiss(notice('a', { severity, dismissible }))).toBe(expected);
  });

  it.each([
    ['a notice about no guide', {}, true],
    ['a notice about some guides', { guides: ['printing'] }, false],
    ['a notice about some guides that says everywhere: true', { guides: ['printing'], everywhere: true }, true],
    ['a notice about some guides that says everywhere: false', { guides: ['printing'], everywhere: false }, false],
  ])('shows %s on every screen: %s', (_, over, expected) => {
    expect(showsOnEveryScreen(notice('a', over))).toBe(expected);
    expect(ids(bannerNotices([notice('a', over)], STAFF, NOW, new Set()))).toEqual(expected ? ['a'] : []);
  });
});

describe('the notices at the top of a guide', () => {
  const notices = [
    notice('printing', { guides: ['printing'] }),
    notice('both', { guides: ['wifi', 'printing'], audience: condition('Staff') }),
    notice('everywhere'),
    notice('later', { guides: ['printing'], startsAt: NOW + HOUR }),
    notice('mac-wifi', { guides: ['wifi'], platforms: ['mac'] }),
    notice('wifi-too', { guides: ['wifi'], everywhere: true }),
  ];

  it.each([
    ['printing', STAFF, ['printing', 'both']],
    ['printing', YEAR4, ['printing']],
    ['wifi', STAFF, ['both', 'wifi-too']],
    ['wifi', MAC_STAFF, ['both', 'mac-wifi', 'wifi-too']],
    ['wifi', YEAR4, ['wifi-too']],
    ['office', STAFF, []],
  ])('on %s, for %j', (guide, viewer, expected) => {
    expect(ids(guideNotices(notices, viewer, NOW, guide, new Set()))).toEqual(expected);
  });

  it('leaves out a notice once dismissed, in the guide or the banner, unless it is marked dismissible: false', () => {
    const withKept = [...notices, notice('kept', { guides: ['printing'], severity: 'outage', dismissible: false })];
    expect(ids(guideNotices(withKept, STAFF, NOW, 'printing', new Set(['printing', 'kept'])))).toEqual(['kept', 'both']);
  });

  it('is where a notice about a guide shows, not the banner: the home screen has none of them', () => {
    expect(ids(bannerNotices(notices, MAC_STAFF, NOW, new Set()))).toEqual(['everywhere', 'wifi-too']);
  });
});

describe("a Dismiss button's name for its notice", () => {
  it.each([
    ['its first sentence', [{ strong: ['The library printers are down.'] }, ' Print from another room.'], 'The library printers are down.'],
    ['the words of a link, not its address', ['Ask at ', { href: '/help', children: ['IT Help'] }, ' today'], 'Ask at IT Help today'],
    [
      'a long sentence cut at a word',
      ['The staff WiFi changes on Monday morning, so connect again with your school email address and the new password before then.'],
      'The staff WiFi changes on Monday morning, so connect again with your school…',
    ],
  ])('is %s', (_, text, expected) => {
    expect(noticeName(notice('a', { text: text as Notice['text'] }))).toBe(expected);
  });
});
