import { expect, test } from '@playwright/test';
import { osSwitch, PLATFORMS, openSignedIn, stepCounter, USER_AGENTS } from './support/portal';

test('the OS toggle, labelled, switches between Windows and Mac with the switch or either logo, and is remembered after reload', async ({
  page,
}) => {
  await openSignedIn(page, 'Ava Nguyen');
  const toggle = osSwitch(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Instructions for', { exact: true })).toBeVisible();
  const windowsLogo = banner.getByRole('img', { name: 'Windows Logo' });
  const appleLogo = banner.getByRole('img', { name: 'Apple Logo' });
  await expect(windowsLogo).toBeVisible();
  await expect(appleLogo).toBeVisible();
  await expect(toggle).not.toBeChecked();
  // Each logo chooses its side; choosing the side already chosen changes nothing.
  await appleLogo.click();
  await expect(toggle).toBeChecked();
  await appleLogo.click();
  await expect(toggle).toBeChecked();
  await windowsLogo.click();
  await expect(toggle).not.toBeChecked();
  await windowsLogo.click();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
  await toggle.press('Space');
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();
});

test.describe('on a Mac', () => {
  test.use(PLATFORMS.Mac);

  test('the toggle starts on the Apple side', async ({ page }) => {
    await openSignedIn(page, 'Zoe Patel');
    await expect(osSwitch(page)).toBeChecked();
  });
});

test.describe('on an iPad in desktop mode, which the demo school does not cover', () => {
  // iPadOS says Macintosh, as a Mac's Safari does; only its touch points tell it apart.
  test.use({ userAgent: USER_AGENTS.mac, hasTouch: true, viewport: { width: 1024, height: 1366 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 }));
  });

  test('is told its iPad is not covered, never shown Mac steps as its own, and keeps the two-way switch', async ({ page }) => {
    await openSignedIn(page, 'Zoe Patel', '/office');
    const covered = page.getByRole('region', { name: 'Your iPad isn’t covered here' });
    await expect(covered).toBeVisible();
    await expect(covered).toContainText('The school’s guides are for Windows and Mac');
    await expect(stepCounter(page)).toHaveCount(0);
    await expect(osSwitch(page)).toBeVisible();
    // Setting up a Mac from the iPad: its steps, from the switch's Apple side.
    await page.getByRole('banner').getByRole('img', { name: 'Apple Logo' }).click();
    await expect(osSwitch(page)).toBeChecked();
    await expect(covered).toHaveCount(0);
    await expect(stepCounter(page, 1)).toBeVisible();
  });
});
