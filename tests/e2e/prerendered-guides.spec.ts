/**
 * A public guide's address answers with its first screen already drawn (the build prerenders it), so a
 * phone on a weak network reads the step before the app's code has arrived; the app then takes over the
 * same screen. Here the app's code is held back, as a slow network would, to see what shows meanwhile.
 */
import { expect, test, type Page } from '@playwright/test';
import { PLATFORMS, demoAccount, prerenderedScreen, settled, signInPage, stepHeading } from './support/portal';

/** The header's Windows/Mac switch that shows (the page holds one screen per device, one shown). */
const osSwitch = (page: Page) => page.getByRole('switch', { name: 'Instructions for Mac' });

/** Holds the app's entry script until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a public guide's first step shows before the app has loaded, and the app then takes it over", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/cant-sign-in', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: "Can't sign in?" })).toBeVisible();
  await expect(stepHeading(page)).toHaveText("What's happening?");
  await expect(main.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await expect(prerenderedScreen(page)).toHaveCount(1);
  await expect(page).toHaveTitle(/^Can't sign in\? - /);
  // Windows, as the browser says: one screen shows, not one per device.
  await expect(osSwitch(page)).not.toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Search guides' })).toBeVisible();

  release();
  await settled(page, "Can't sign in?");
  await expect(stepHeading(page)).toHaveText("What's happening?");
  // The app's own screen now: its buttons work.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signInPage(page)).toBeVisible();
});

test.describe('on a Mac', () => {
  test.use(PLATFORMS.Mac);

  test("the prerendered screen is the Mac's", async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/password', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(osSwitch(page)).toBeChecked();
    release();
    await settled(page, 'Change Password');
    await expect(osSwitch(page)).toBeChecked();
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("a public guide still reads, as the school's first device's steps", async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'IT Help' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});

test("a tab that holds an account is shown its own portal, not a prerendered visitor's screen", async ({ page }) => {
  // Signed in, the same address: the page shows no prerendered screen (its header would be a visitor's).
  await page.goto('/office');
  await expect(signInPage(page)).toBeVisible();
  await page.getByLabel('Username').fill(demoAccount('Ava Nguyen').username);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await settled(page, 'Microsoft Office');
  const release = await holdTheApp(page);
  await page.goto('/help', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'none');
  await expect(page.getByRole('heading', { level: 1, name: 'IT Help' })).toBeHidden();
  release();
  await settled(page, 'IT Help');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
});
