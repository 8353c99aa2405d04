import { expect, test } from '@playwright/test';
import { signIn } from './support/portal';

test('signing out ends the session and returns to the sign-in page, and the next person signs in as themselves', async ({ page }) => {
  await signIn(page, 'Ava Nguyen', '/printing');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of the School IT Portal?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  // Back at the portal with no account: it asks who is signing in, with nothing of Ava's left.
  await expect(page.getByRole('heading', { name: 'Sign in to the School IT Portal' })).toBeVisible();
  // MSAL's cache (in session storage) holds nothing of Ava's account any more: no account, no token.
  const cached = await page.evaluate(() =>
    Object.entries(window.sessionStorage)
      .filter(([key, value]) => `${key} ${value}`.includes('ava.nguyen'))
      .map(([key]) => key),
  );
  expect(cached).toEqual([]);
  await page.getByLabel('Username').fill('leo.martin@school.example');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Leo Martin')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Ava Nguyen')).toHaveCount(0);
});
