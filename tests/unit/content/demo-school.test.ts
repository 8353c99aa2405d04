/** The demo school's content (frozen), derived for every guide x platform x representative user, against the spec. */
import { beforeAll, describe, expect, it } from 'vitest';
import { guideAccess } from '../../../packages/engine/src/shared/content/derive/access';
import { setupGuideItems } from '../../../packages/engine/src/shared/content/derive/setup-guide';
import { visibleSteps } from '../../../packages/engine/src/shared/content/derive/steps';
import { homeTiles } from '../../../packages/engine/src/shared/content/derive/tiles';
import { contentIndex } from '../../../packages/engine/src/shared/content/content-index';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { DeviceName as PlatformName } from '../../../packages/engine/src/shared/user/devices';
import { manifestOf, DEMO_SCHOOL, USERS } from './load-fixture';
import { settingAt } from '../../../packages/engine/src/shared/content/settings-path';

let manifest: ContentManifest;
beforeAll(async () => {
  manifest = await manifestOf(DEMO_SCHOOL);
}, 30_000);

/** Step totals per guide (and variant) and platform, as the guides were written. */
const TOTALS: [id: string, variant: string | undefined, windows: number, mac: number][] = [
  ['adobe', undefined, 5, 5],
  ['grammarly', undefined, 6, 6],
  ['office', undefined, 4, 3],
  ['onedrive', undefined, 4, 4],
  ['outlook', undefined, 3, 3],
  ['minecraft', undefined, 3, 3],
  ['vivi', undefined, 6, 6],
  ['wifi', 'laptop', 6, 9],
  ['wifi', 'ios', 6, 6],
  ['hello', undefined, 8, 8],
];

/** Who is licensed for each guide with a licence: Adobe for years 7-12 and Staff, Grammarly for years 6-12. */
const LICENSED: Record<string, readonly (keyof typeof USERS)[]> = {
  adobe: ['Year8', 'Year12', 'Staff'],
  grammarly: ['Year6', 'Year8', 'Year12'],
};

describe('step totals', () => {
  for (const [id, variant, windows, mac] of TOTALS) {
    for (const [platform, total] of [
      ['windows', windows],
      ['mac', mac],
    ] as [PlatformName, number][]) {
      for (const [user, roles] of Object.entries(USERS)) {
        const name = `${id}${variant ? ` (${variant})` : ''} on ${platform} for ${user}`;
        it(name, () => {
          const guide = manifest.guides.find((g) => g.id === id)!;
          const access = guideAccess(guide, { platform, roles });
          if (id === 'hello' && platform === 'mac') {
            expect(access).toEqual({ kind: 'unsupported-platform', message: 'These instructions only apply to Windows devices.' });
          } else if (LICENSED[id] && !LICENSED[id].includes(user as keyof typeof USERS)) {
            expect(access.kind).toBe('unlicensed');
          } else {
            expect(access).toEqual({ kind: 'ok' });
            expect(visibleSteps(guide, { platform, roles }, variant)).toHaveLength(total);
          }
        });
      }
    }
  }

  it('gives the Adobe licence message to users who are not licensed', () => {
    const adobe = manifest.guides.find((g) => g.id === 'adobe')!;
    expect(guideAccess(adobe, { platform: 'windows', roles: ['Year4'] })).toEqual({
      kind: 'unlicensed',
      message: 'Only students in years 7 - 12 are licensed to use Adobe Creative Cloud.',
    });
  });

  it('starts iPhone users on the WiFi iOS steps, with the toggle labelled as the spec says', () => {
    const wifi = manifest.guides.find((g) => g.id === 'wifi')!;
    expect(wifi.variants?.map((v) => [v.id, v.showLabel, v.defaultFor])).toEqual([
      ['laptop', 'Show Laptop Steps', undefined],
      ['ios', 'Show iOS Steps', ['iphone']],
    ]);
  });
});

describe('home tiles', () => {
  const ALWAYS = ['NAPLAN', 'Printing', 'OneDrive', 'Vivi', 'Change Password', "Can't Sign In?", 'Links', 'Help', 'WiFi Connect'];
  const NOT_BASIC_VIEW = ['Setup Guide', 'Office', 'Outlook', 'Grammarly', 'Adobe', 'Video Analysis', 'Minecraft', 'Windows Hello'];
  const STAFF_ONLY = ['Screen Recording', 'Reset Student Password', 'Give a Temporary Access Pass', 'Guide Health'];
  it.each([
    ['Year8', [...ALWAYS, ...NOT_BASIC_VIEW]],
    ['Year4', [...ALWAYS, ...NOT_BASIC_VIEW]],
    ['BasicView', ALWAYS],
    ['Staff', [...ALWAYS, ...NOT_BASIC_VIEW, ...STAFF_ONLY]],
    ['no roles', [...ALWAYS, ...NOT_BASIC_VIEW]],
  ] as const)('for %s', (user, labels) => {
    expect(
      homeTiles(contentIndex(manifest), USERS[user])
        .map((t) => t.label)
        .sort(),
    ).toEqual([...labels].sort());
  });

  it('opens the two external sites from settings', () => {
    const external = homeTiles(contentIndex(manifest), ['Staff']).filter((t) => t.external);
    expect(external.map((t) => [t.label, t.href])).toEqual([
      ['Video Analysis', settingAt(manifest.settings, 'externalTiles.videoAnalysisUrl')],
      ['Screen Recording', settingAt(manifest.settings, 'externalTiles.screenRecordingUrl')],
    ]);
  });
});

describe('Setup Guide', () => {
  // The spec's parts, in its order (it shows the list "only partly"); the demo starts with WiFi, as a
  // first day must: nothing else on a new laptop works until it is online.
  it('runs WiFi, then Office, OneDrive, Outlook, Printing, Adobe, Help for Adobe-eligible users', () => {
    expect(setupGuideItems(manifest, { roles: ['Year8'] }).map((i) => i.guide.id)).toEqual([
      'wifi',
      'office',
      'onedrive',
      'outlook',
      'printing',
      'adobe',
      'help',
    ]);
  });

  it('drops Adobe for users who are not Adobe-eligible', () => {
    expect(setupGuideItems(manifest, { roles: ['Year4'] }).map((i) => i.guide.id)).toEqual([
      'wifi',
      'office',
      'onedrive',
      'outlook',
      'printing',
      'help',
    ]);
  });
});

describe('settings', () => {
  it('lists 11 printer rooms', () => {
    expect(settingAt(manifest.settings, 'printing.rooms')).toHaveLength(11);
  });
});
