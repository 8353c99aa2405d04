import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

test('the OS toggle switches between Windows and Mac and is remembered after reload', async ({ page }) => {
  await signIn(page, 'Ava Nguyen');
  const toggle = page.getByRole('switch', { name: 'Mac instructions' });
  await expect(page.getByRole('img', { name: 'Windows Logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Apple Logo' })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mac instructions' })).toBeChecked();
  await page.getByRole('switch', { name: 'Mac instructions' }).press('Space');
  await expect(page.getByRole('switch', { name: 'Mac instructions' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mac instructions' })).not.toBeChecked();
});

test.describe('on a Mac', () => {
  test.use({ userAgent: MAC_UA });

  test('the toggle starts on the Apple side', async ({ page }) => {
    await signIn(page, 'Zoe Patel');
    await expect(page.getByRole('switch', { name: 'Mac instructions' })).toBeChecked();
  });
});
