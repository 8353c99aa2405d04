/** Support codes: every screen of a school (the demo and a second school) has one, and reading it back gives that screen. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeSupportCode,
  deviceOf,
  encodeSupportCode,
  viewerOn,
  SUPPORT_CODE_EXAMPLE,
  supportScreenPath,
  type SupportScreen,
} from '../../../packages/engine/src/shared/content/derive/support-code';
import { visibleSteps } from '../../../packages/engine/src/shared/content/derive/steps';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { readingDevices } from '../../../packages/engine/src/shared/user/devices';
import { everyAudience } from '../../../packages/engine/src/shared/user/roles';
import { BANKSIA_SCHOOL, DEMO_SCHOOL, manifestOf } from './load-fixture';

let manifest: ContentManifest;
let banksia: ContentManifest;
const guide = (id: string): GuideEntry => manifest.guides.find((g) => g.id === id)!;
beforeAll(async () => {
  [manifest, banksia] = await Promise.all([manifestOf(DEMO_SCHOOL), manifestOf(BANKSIA_SCHOOL)]);
}, 30_000);
/** The demo's roles with other guides: what a code is read against after a guide is added or removed. */
const withGuides = (guides: GuideEntry[]) => ({ roles: manifest.roles, devices: manifest.devices, guides });

const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Every screen of the fixture a code can name: each guide's steps for each device, variant and kind of user. */
function everyScreen(school: ContentManifest = manifest): SupportScreen[] {
  const screens: SupportScreen[] = [];
  for (const g of school.guides.filter((g) => g.layout !== 'tool')) {
    for (const device of readingDevices(school.devices)) {
      for (const variant of g.variants?.map((v) => v.id) ?? [undefined]) {
        for (const roles of everyAudience(school.roles)) {
          const viewer = viewerOn(device, school.devices, roles);
          const total = g.layout === 'page' ? 1 : visibleSteps(g, viewer, variant).length;
          for (let step = 1; step <= total; step++) screens.push({ guideId: g.id, step, device, variant, roles });
        }
      }
    }
  }
  return screens;
}

/** The valid code of a screen; fails the test if it has none. */
function codeOf(screen: SupportScreen, school: ContentManifest = manifest): string {
  const code = encodeSupportCode(school, screen);
  if (!code) throw new Error(`No code for ${JSON.stringify(screen)}`);
  return code;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const wifiMacStep3: SupportScreen = { guideId: 'wifi', step: 3, device: 'mac', variant: 'laptop', roles: ['Staff'] };

describe('support codes', () => {
  it.each([
    ['the demo school', () => manifest],
    ['a second school, with its own roles', () => banksia],
  ])('reads back every step of every guide of %s, for every device, variant and kind of user, as its screen', (_, school) => {
    const screens = everyScreen(school());
    expect(screens.length).toBeGreaterThan(200);
    const codes = new Set<string>();
    for (const screen of screens) {
      const code = codeOf(screen, school());
      expect(code).toMatch(CODE_SHAPE);
      codes.add(code);
      const reading = decodeSupportCode(school(), code);
      expect(
        reading.ok && {
          guideId: reading.guideId,
          step: reading.step,
          device: reading.device,
          variant: reading.variant,
          roles: reading.roles,
        },
      ).toEqual({
        ...screen,
        roles: [...screen.roles],
      });
    }
    // No two screens share a code.
    expect(codes.size).toBe(screens.length);
  });

  it('keeps a guide its codes when other guides are added or removed (a hash of its id, not its place)', () => {
    const code = codeOf(wifiMacStep3);
    const fewer = manifest.guides.filter((g) => g.id !== 'adobe' && g.id !== 'office');
    const more = [{ ...guide('help'), id: 'aaa-first-of-all', route: '/aaa-first-of-all' }, ...manifest.guides];
    expect(encodeSupportCode(withGuides(fewer), wifiMacStep3)).toBe(code);
    expect(encodeSupportCode(withGuides(more), wifiMacStep3)).toBe(code);
  });

  it('reads a code however it is typed: lower case, spaces instead of the dash, O for 0 and I or L for 1', () => {
    const code = codeOf(wifiMacStep3);
    const typed = code.toLowerCase().replace('-', ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(decodeSupportCode(manifest, ` ${typed} `)).toMatchObject({
      ok: true,
      guideId: 'wifi',
      step: 3,
      device: 'mac',
      variant: 'laptop',
    });
  });

  it("opens the step on the guide's own address with its variant, and a single page at its address", () => {
    const wifi = decodeSupportCode(manifest, codeOf(wifiMacStep3));
    expect(wifi.ok && supportScreenPath(wifi)).toBe('/wifi?step=3&variant=laptop');
    const printing = decodeSupportCode(manifest, codeOf({ guideId: 'printing', step: 1, device: 'windows', roles: ['Year8'] }));
    expect(printing.ok && supportScreenPath(printing)).toBe('/printing');
  });

  it('names the device a viewer sees steps for: a Mac, else an iPhone, else Windows', () => {
    const school = ['windows', 'mac'] as const;
    expect(deviceOf({ platform: 'mac', inHand: null }, school)).toBe('mac');
    expect(deviceOf({ platform: 'mac', inHand: 'iphone' }, school)).toBe('mac');
    expect(deviceOf({ platform: 'windows', inHand: 'iphone' }, school)).toBe('iphone');
    expect(deviceOf({ platform: 'windows', inHand: null }, school)).toBe('windows');
  });

  it("names the kind of user, never more, by the school's precedence whatever the claim's order", () => {
    const read = (roles: string[], school = manifest) => {
      const screen = school === manifest ? wifiMacStep3 : everyScreen(school)[0]!;
      const reading = decodeSupportCode(school, codeOf({ ...screen, roles }, school));
      return reading.ok ? reading.roles : reading.message;
    };
    // Staff before a year level before another role; of several years, the highest; unknown roles count for nothing.
    expect(read(['Year8', 'Staff'])).toEqual(['Staff']);
    expect(read(['BasicView', 'Year4', 'Year8'])).toEqual(['Year8']);
    expect(read(['Year8', 'Year4'])).toEqual(['Year8']);
    expect(read(['SomethingElse', 'BasicView'])).toEqual(['BasicView']);
    expect(read(['SomethingElse'])).toEqual(['']);
    // At a school whose staff are Teachers and whose years start at Foundation.
    expect(read(['Foundation', 'Year2'], banksia)).toEqual(['Year2']);
    expect(read(['Foundation'], banksia)).toEqual(['Foundation']);
    expect(read(['Year8', 'Teacher'], banksia)).toEqual(['Teacher']);
    expect(read(['Staff'], banksia)).toEqual(['']);
  });

  it('has no code for a tool, a step past the 63rd or a variant the guide does not have', () => {
    expect(encodeSupportCode(manifest, { guideId: 'resetstudpass', step: 1, device: 'windows', roles: ['Staff'] })).toBeNull();
    expect(encodeSupportCode(manifest, { ...wifiMacStep3, step: 64 })).toBeNull();
    expect(encodeSupportCode(manifest, { ...wifiMacStep3, variant: 'android' })).toBeNull();
    expect(encodeSupportCode(manifest, { ...wifiMacStep3, variant: undefined })).toBeNull();
  });
});

describe('support codes that cannot be read', () => {
  const message = (typed: string) => {
    const reading = decodeSupportCode(manifest, typed);
    return reading.ok ? `opened ${reading.guideId} step ${reading.step}` : reading.message;
  };

  it.each(['', 'WF3-M2K', '4KQ7-M2XB-9', 'UUUU-UUUU', '4KQ7_M2X!'])('says what a support code looks like for "%s"', (typed) => {
    expect(message(typed)).toBe(
      `A support code has 8 letters and digits, such as ${SUPPORT_CODE_EXAMPLE}. Check the code with the student.`,
    );
  });

  it('catches any one mistyped character, wherever it is', () => {
    const code = codeOf(wifiMacStep3).replace('-', '');
    for (let at = 0; at < code.length; at++) {
      for (const other of ALPHABET) {
        if (other === code[at]) continue;
        const typo = `${code.slice(0, at)}${other}${code.slice(at + 1)}`;
        expect(message(typo), typo).toBe(
          'That code has a mistake in it: a letter or digit was misheard or mistyped. Read it back to the student and try again.',
        );
      }
    }
  });

  it('catches nearly every pair of neighbours swapped', () => {
    let caught = 0;
    let swaps = 0;
    for (const screen of everyScreen().slice(0, 300)) {
      const code = codeOf(screen).replace('-', '');
      for (let at = 0; at + 1 < code.length; at++) {
        if (code[at] === code[at + 1]) continue;
        swaps++;
        const swapped = `${code.slice(0, at)}${code[at + 1]}${code[at]}${code.slice(at + 2)}`;
        if (!decodeSupportCode(manifest, swapped).ok) caught++;
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.95);
  });

  it('says when no guide has the code (a guide since removed)', () => {
    const code = codeOf(wifiMacStep3);
    const withoutWifi = manifest.guides.filter((g) => g.id !== 'wifi');
    expect(decodeSupportCode(withGuides(withoutWifi), code)).toEqual({
      ok: false,
      message: 'No guide of the portal has that code: it may have been removed. Ask the student which guide they are on.',
    });
  });

  it('says when the guide no longer has the step, for that device and kind of user', () => {
    const code = codeOf({ ...wifiMacStep3, step: 9 });
    const shorter = manifest.guides.map((g) => (g.id === 'wifi' ? { ...g, steps: g.steps.filter((s) => s.number !== 8) } : g));
    expect(message(code)).toBe('opened wifi step 9');
    expect(decodeSupportCode(withGuides(shorter), code)).toEqual({
      ok: false,
      message:
        'That code is for step 9 of WiFi Connect, which now has 8 steps for them. Ask the student to read the code on their screen again.',
    });
  });

  it('says when the guide no longer has the variant the code names', () => {
    const code = codeOf({ ...wifiMacStep3, variant: 'ios', device: 'iphone', step: 1 });
    const oneVariant = manifest.guides.map((g) => (g.id === 'wifi' ? { ...g, variants: g.variants!.slice(0, 1) } : g));
    expect(decodeSupportCode(withGuides(oneVariant), code)).toEqual({
      ok: false,
      message: 'That code names WiFi Connect, but no screen of it. Check the code with the student.',
    });
  });
});
