import { expect, test } from '@playwright/test';
import { osSwitch, PLATFORMS, openSignedIn } from './support/portal';

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
