import { expect, test, type Page } from '@playwright/test';
import { demoAccount, homeLink, settled, signInPage } from './support/portal';

/**
 * Public guides (`public: true`: the demo's Help and Change Password) open without signing in, in a new
 * tab with no account: the student who cannot sign in is the one who needs them. Everything else still
 * signs in first and comes back to the page asked for.
 */

const header = (page: Page) => page.getByRole('banner');
const signInButton = (page: Page) => header(page).getByRole('button', { name: 'Sign in', exact: true });

/** The demo sign-in page, as a person fills it in. */
async function signInAs(page: Page, name: string): Promise<void> {
  await expect(signInPage(page)).toBeVisible();
  await page.getByLabel('Username').fill(demoAccount(name).username);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a new tab with no account opens a public guide, searches the public guides only, and reaches home for visitors', async ({ page }) => {
  await page.goto('/help');
  await settled(page, 'IT Help');
  await expect(signInPage(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/help');
  await expect(signInButton(page)).toBeVisible();
  // A report to IT needs an account: the visitor is told whom to ask instead.
  await page.getByText('This page didn’t work?').click();
  await expect(page.getByRole('main').getByText(/^Ask at .* or email/)).toBeVisible();

  // Search finds the public guides, and nothing that needs signing in.
  const box = page.getByRole('combobox', { name: 'Search guides' });
  await box.fill('password');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Change Password', exact: true })).toBeVisible();
  await expect(results.getByRole('group', { name: 'Reset Student Password' })).toHaveCount(0);
  await box.fill('office');
  await expect(results.getByRole('group', { name: 'Microsoft Office' })).toHaveCount(0);
  await box.fill('');

  // Home for visitors: the public guides' tiles only, and a way to sign in.
  await homeLink(page).click();
  await settled(page, 'Welcome');
  const tiles = page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link');
  await expect(tiles).toHaveText([/^Change Password/, /^Can.t Sign In\?/, /^Help/]);
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // "Can't sign in?": its first step, then the case of a new phone, with the support code to read out.
  await tiles.filter({ hasText: "Can't Sign In?" }).click();
  await settled(page, "Can't sign in?");
  await expect(page.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await page.getByRole('link', { name: /new phone/ }).click();
  await expect(page.getByText(/^Step 3 of \d+$/)).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/support code/i)
      .first(),
  ).toBeVisible();
  await expect(signInPage(page)).toHaveCount(0);
  await homeLink(page).click();
  await settled(page, 'Welcome');
  await tiles.filter({ hasText: 'Change Password' }).click();
  await settled(page, 'Change Password');
  await expect(signInPage(page)).toHaveCount(0);
  // A reload stays a visitor's page, home included.
  await page.goto('/');
  await settled(page, 'Welcome');
  await expect(signInPage(page)).toHaveCount(0);
});

test('"Sign in" on a public page signs in and comes back to it', async ({ page }) => {
  await page.goto('/password');
  await settled(page, 'Change Password');
  await signInButton(page).click();
  await signInAs(page, 'Ava Nguyen');
  await expect(page).toHaveURL(/\/password$/);
  await settled(page, 'Change Password');
  await expect(
    header(page)
      .getByText('Ava Nguyen')
      .or(header(page).getByRole('button', { name: /^Ava Nguyen: profile/ }))
      .first(),
  ).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);
});

test("a private guide's address still signs in first and comes back to it, in a new tab and from a visitor's tab", async ({ page }) => {
  await page.goto('/office?step=2');
  await signInAs(page, 'Ava Nguyen');
  await expect(page).toHaveURL(/\/office\?step=2$/);
  await settled(page, 'Microsoft Office');

  // A visitor's tab that goes to a private address signs in first too, and home then signs in as usual.
  const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, ignoreHTTPSErrors: true });
  const tab = await visitor.newPage();
  await tab.goto('/help');
  await settled(tab, 'IT Help');
  await tab.goto('/outlook');
  await signInAs(tab, 'Leo Martin');
  await expect(tab).toHaveURL(/\/outlook$/);
  await settled(tab, 'Outlook');
  await visitor.close();
});

test('a new tab at home signs in as it always did, and the sign-in page links to "Can\'t sign in?", which opens without signing in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(signInPage(page)).toBeVisible();
  await page.getByRole('link', { name: /Can.t sign in\?/ }).click();
  await settled(page, "Can't sign in?");
  expect(new URL(page.url()).pathname).toBe('/cant-sign-in');
  await expect(signInButton(page)).toBeVisible();
});
