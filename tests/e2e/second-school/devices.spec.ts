/**
 * The second fixture school (Banksia Primary: iPads, Chromebooks and Android, no Windows or Mac) on each of
 * its devices, as its students hold them: home, a guide, the Setup Guide, search and print show that
 * device's steps and no other's; a device the school does not cover is told so, with whom to ask.
 */
import { devices, expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { visibleSteps } from '../../../packages/engine/src/shared/content/derive/steps';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { DeviceName } from '../../../packages/engine/src/shared/user/devices';
import { BANKSIA_SCHOOL } from '../../support/paths';
import {
  contentManifest,
  IPAD_DESKTOP_MODE,
  openSignedIn,
  partCounter,
  settled,
  stepCounter,
  USER_AGENTS,
  withTouchPoints,
} from '../support/portal';

const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
const PIXEL: BrowserContextOptions = { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch };

/** Each device as a browser context, with the words its WiFi steps say and another device's. */
interface Profile {
  name: string;
  device: DeviceName;
  use: BrowserContextOptions;
  touchPoints?: number;
  /** Words of WiFi's step 2 on this device, and on another. */
  ownWords: RegExp;
  otherWords: RegExp;
  /** A word only this device's WiFi steps use, and one only another device's use. */
  ownWord: string;
  otherWord: string;
}

const PROFILES: Profile[] = [
  {
    name: 'an iPad in desktop mode',
    device: 'ipad',
    use: IPAD_DESKTOP_MODE,
    touchPoints: 5,
    ownWords: /Open the Settings app/,
    otherWords: /Select the clock/,
    ownWord: 'cog',
    otherWord: 'swipe',
  },
  {
    name: 'a Chromebook',
    device: 'chromebook',
    use: {
      userAgent: USER_AGENTS.chromebook,
      viewport: { width: 1366, height: 768 },
    },
    ownWords: /Select the clock/,
    otherWords: /Open the Settings app/,
    ownWord: 'clock',
    otherWord: 'cog',
  },
  {
    name: 'an Android phone',
    device: 'android',
    use: PIXEL,
    ownWords: /Swipe down from the top of the screen/,
    otherWords: /Open the Settings app/,
    ownWord: 'swipe',
    otherWord: 'cog',
  },
];

let manifest: ContentManifest;
test.beforeAll(async () => {
  manifest = await contentManifest(BANKSIA_SCHOOL);
});

const wifiSteps = (device: DeviceName) =>
  visibleSteps(
    manifest.guides.find((g) => g.id === 'wifi')!,
    { platform: device, roles: ['Year6'] },
  ).map((s) => s.title);

/** The header's choice of device; on a phone, in the menu behind the person's photo. */
async function deviceChoice(page: Page) {
  const picker = page.getByRole('combobox', { name: 'Instructions for' });
  if (!(await picker.isVisible())) await page.getByRole('button', { name: /profile and settings$/ }).click();
  return picker;
}

for (const profile of PROFILES) {
  test.describe(`on ${profile.name}`, () => {
    test.use(profile.use);
    if (profile.touchPoints) {
      test.beforeEach(({ page }) => withTouchPoints(page, profile.touchPoints));
    }

    test("home, a guide, the Setup Guide, search and print show this device's steps", async ({ page }) => {
      const own = wifiSteps(profile.device);
      await openSignedIn(page, 'Ava Nguyen');
      await settled(page, 'Welcome, Ava');
      await expect(page.getByRole('heading', { name: /isn.t covered here/ })).toHaveCount(0);
      await expect(await deviceChoice(page)).toHaveValue(profile.device);
      await expect(page.getByRole('link', { name: /School WiFi/ })).toBeVisible();

      // A guide: this device's number of steps, and its words at step 2.
      await page.goto('/wifi?step=2');
      await settled(page, 'Connect to the School WiFi');
      await expect(stepCounter(page, 2, own.length)).toBeVisible();
      await expect(page.getByRole('main')).toContainText(profile.ownWords);
      await expect(page.getByRole('main')).not.toContainText(profile.otherWords);

      // Print: every step of this device, and only this device's words.
      await page.emulateMedia({ media: 'print' });
      for (const [index, title] of own.entries()) {
        await expect(page.getByRole('heading', { level: 2, name: `Step ${index + 1} of ${own.length}: ${title}` })).toBeVisible();
      }
      await expect(page.getByRole('main')).not.toContainText(profile.otherWords);
      await page.emulateMedia({ media: 'screen' });

      // The Setup Guide starts with WiFi, in this device's steps.
      await page.goto('/start');
      await settled(page, 'Your first day');
      // The tests' people are on school devices (answered for them), so the part for devices from home is left out.
      await expect(page.getByRole('region', { name: 'Whose device is this?' })).toHaveCount(0);
      await expect(partCounter(page, 1)).toHaveText(`Part 1 of ${manifest.setupGuide.sequence.length - 1}`);
      await expect(page.getByText(new RegExp(`^Step \\d+ of ${own.length}$`))).toBeVisible();
      // A student who said wrongly changes the answer there: their own device gets every part.
      await expect(page.getByText('You said this is a school device.')).toBeVisible();
      await page.getByRole('button', { name: 'Change whose device it is' }).click();
      const question = page.getByRole('region', { name: 'Whose device is this?' });
      await question.getByRole('button', { name: 'My own device', exact: true }).click();
      await expect(partCounter(page, 1)).toHaveText(`Part 1 of ${manifest.setupGuide.sequence.length}`);
      await expect(page.getByText('You said this is your own device.')).toBeVisible();

      // Search finds this device's words, and not another device's.
      const box = page.getByRole('combobox', { name: 'Search guides' });
      if (!(await box.isVisible()))
        await page
          .getByRole('button', { name: /search/i })
          .first()
          .click();
      const wifi = page
        .getByRole('listbox', { name: 'Search results' })
        .getByRole('group', { name: 'Connect to the School WiFi', exact: true });
      await box.fill(profile.ownWord);
      await expect(wifi).toBeVisible();
      await box.fill(profile.otherWord);
      await expect(wifi).toHaveCount(0);
    });
  });
}

test.describe('on a Windows laptop, which the school does not cover', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  });

  test('a student is told so, with whom to ask, and no other device’s steps until they choose one', async ({ page }) => {
    await openSignedIn(page, 'Ava Nguyen');
    await settled(page, 'Welcome, Ava');
    const covered = page.getByRole('region', { name: 'Your Windows computer isn’t covered here' });
    await expect(covered).toBeVisible();
    await expect(covered).toContainText('The school’s guides are for iPad, Chromebook and Android');
    await expect(covered.getByRole('link', { name: manifest.school.help.email })).toBeVisible();

    await page.goto('/wifi');
    await settled(page, 'Connect to the School WiFi');
    await expect(page.getByRole('region', { name: 'Your Windows computer isn’t covered here' })).toBeVisible();
    await expect(stepCounter(page)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Instructions for' })).toHaveValue('choose');

    // Someone setting up a Chromebook on this computer chooses it, and is remembered.
    await page
      .getByRole('region', { name: 'Your Windows computer isn’t covered here' })
      .getByRole('button', { name: 'Chromebook' })
      .click();
    await expect(stepCounter(page, 1, wifiSteps('chromebook').length)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Instructions for' })).toHaveValue('chromebook');
    await page.reload();
    await settled(page, 'Connect to the School WiFi');
    await expect(stepCounter(page, 1, wifiSteps('chromebook').length)).toBeVisible();
  });
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark', userAgent: devices['iPad (gen 7)'].userAgent });

  test("the picker's drawing of the device stands out from the header (at least 3:1)", async ({ page }) => {
    await page.goto('/cant-sign-in');
    await settled(page, "Can't sign in?");
    await expect(page.getByRole('combobox', { name: 'Instructions for' })).toHaveValue('ipad');
    // The drawing is decorative (hidden from screen readers, no role or name): it is found beside the picker
    // by its place in the header, and its outline's colour as drawn is read.
    const drawing = page.getByRole('banner').locator('.device-picker svg rect');
    const [stroke, behind] = await drawing.evaluate((rect) => [
      getComputedStyle(rect).stroke,
      getComputedStyle(rect.closest('header')!).backgroundColor,
    ]);
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(stroke!), luminance(behind!)].sort((a, b) => b - a);
    expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(3);
  });
});
