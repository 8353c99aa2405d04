import { expect, test } from '@playwright/test';
import { osSwitch, PLATFORMS, openSignedIn } from './support/portal';

test('the OS toggle switches between Windows and Mac and is remembered after reload', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen');
  const toggle = osSwitch(page);
  await expect(page.getByRole('img', { name: 'Windows Logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Apple Logo' })).toBeVisible();
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
