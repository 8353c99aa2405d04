import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn } from './support/portal';

test.describe('signing in through the demo tenant', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.displayName} signs in and sees their name and ${account.hasPhoto ? 'photo' : 'the silhouette'}`, async ({ page }) => {
      await signIn(page, account);
      const banner = page.getByRole('banner');
      await expect(banner.getByText(account.displayName, { exact: true })).toBeVisible();
      if (account.hasPhoto) {
        const photo = banner.getByRole('img', { name: 'Profile photo', exact: true });
        await expect(photo).toBeVisible();
        await expect(photo).toHaveAttribute('src', /^data:image\//);
        await expect(photo).toHaveAttribute('width', '48');
      } else {
        await expect(banner.getByRole('img', { name: 'No profile photo' })).toBeVisible();
        await expect(banner.getByRole('img', { name: 'Profile photo', exact: true })).toHaveCount(0);
      }
      await expect(banner.getByRole('link', { name: 'School IT Portal home' })).toHaveAttribute('href', '/');
      await expect(banner.getByRole('img', { name: 'School IT Portal home' })).toHaveAttribute('height', '40');
      await expect(banner.getByRole('note', { name: 'Demo tenant: not connected to a real school' })).toHaveText('Demo');
    });
  }

  test('the sign-in page picks a demo account from its list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Leo Martin/ }).click();
    await expect(page.getByRole('banner').getByText('Leo Martin')).toBeVisible();
  });

  test('an unknown username gets a clear error on the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('nobody@school.example');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'There is no demo account called "nobody@school.example". Pick one of the demo accounts below.',
    );
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  test('visiting /printing signed out returns to /printing after sign-in', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/printing');
    await expect(page).toHaveURL(/\/printing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Printing' })).toBeVisible();
  });

  test('a deep link keeps its query through sign-in', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/office?step=3');
    await expect(page).toHaveURL(/\/office\?step=3$/);
  });

  for (const hostile of ['//evil.example/printing', '/%2F%2Fevil.example', '/%5Cevil.example', '/javascript:alert(1)', '/admin']) {
    test(`a hostile return path (${hostile}) lands on the home page`, async ({ page, baseURL }) => {
      await signIn(page, 'Ava Nguyen', `${baseURL}${hostile}`);
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
    });
  }

  test('reloading keeps the visitor signed in without the sign-in page', async ({ page }) => {
    await signIn(page, 'Olivia Chen', '/help');
    await expect(page).toHaveURL(/\/help$/);
    await page.reload();
    await expect(page.getByRole('banner').getByText('Olivia Chen')).toBeVisible();
    await expect(page).toHaveURL(/\/help$/);
  });
});

test('an encoded line break in a deep link (/printing%0A) goes home after sign-in, and is Not found once signed in', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'Ava Nguyen', '/printing%0A');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  for (const path of ['/printing%0A', '/printing%0D%0A', '/office%E2%80%A8']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
});

test('an unknown route shows "Page not found" with a link home', async ({ page }) => {
  await signIn(page, 'Ava Nguyen');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
});
