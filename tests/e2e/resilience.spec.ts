import { expect, test, type Page } from '@playwright/test';
import { nextStepButton, openSignedIn, stepCounter, homeLink, PORTAL_NAME } from './support/portal';

/** The Office guide's own chunk (its steps), whatever hash the build gave it, with or without a query. */
const OFFICE_CHUNK = /\/assets\/office-[\w-]+\.js(\?.*)?$/;

const officeStep1 = (page: Page) => stepCounter(page, 1, 4);
const guideAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'This guide could not be loaded' });

test.describe('a guide whose chunk cannot be downloaded', () => {
  test('shows a retry in place of the guide, and Try again loads it', async ({ page }) => {
    await page.route(OFFICE_CHUNK, (route) => route.abort('internetdisconnected'));
    await openSignedIn(page, 'Ava Nguyen', '/office');
    await expect(guideAlert(page)).toContainText('Check your internet connection, then try again.');
    await expect(page.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
    await expect(officeStep1(page)).toHaveCount(0);

    await page.unroute(OFFICE_CHUNK);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(officeStep1(page)).toBeVisible();
    await expect(guideAlert(page)).toHaveCount(0);
    await nextStepButton(page).click();
    await expect(stepCounter(page, 2, 4)).toBeVisible();
  });

  test('still missing after a retry (a new version was deployed), it offers to reload the page', async ({ page }) => {
    await page.route(OFFICE_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await openSignedIn(page, 'Ava Nguyen', '/office?step=2');
    await expect(guideAlert(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(guideAlert(page)).toBeVisible();
    const reload = page.getByRole('button', { name: 'Reload the page' });
    await expect(reload).toBeVisible();

    // The new version is now what the server has.
    await page.unroute(OFFICE_CHUNK);
    await reload.click();
    await expect(stepCounter(page, 2, 4)).toBeVisible();
  });
});

test.describe('going offline', () => {
  test('shows a notice while offline; a guide that failed offline loads with Try again once back online', async ({ page, context }) => {
    await openSignedIn(page, 'Ava Nguyen', '/onedrive');
    await expect(stepCounter(page, 1, 4)).toBeVisible();
    await homeLink(page).click();
    const offline = page.getByRole('status').filter({ hasText: "You're offline" });
    await expect(offline).toHaveCount(0);

    await context.setOffline(true);
    await expect(offline).toBeVisible();
    await page.getByRole('link', { name: 'Office' }).click();
    await expect(guideAlert(page)).toContainText("because you're offline");

    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(officeStep1(page)).toBeVisible();
  });

  test('a screen that cannot be downloaded offline shows the error screen, with the header, and loads once back online', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'Ava Nguyen');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Setup Guide' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'BYOD Device Setup Guide' })).toBeVisible();
  });
});

test('a screen that fails while rendering shows a friendly error with a way home, and keeps the header', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A guide chunk whose every step throws while rendering: a bug, not a download problem.
  await page.route(OFFICE_CHUNK, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export const steps = new Proxy({}, { get: () => () => { throw new Error("A broken step") } }); export const images = {};',
    }),
  );
  await openSignedIn(page, 'Ava Nguyen', '/office');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Sorry, this page stopped working.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  await expect(page).toHaveTitle(`Something went wrong - ${PORTAL_NAME}`);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the notices' stylesheet failing to download leaves the notices out, not the page", async ({ page }) => {
  // Offline just after a page came: the notices' chunk is cached but its stylesheet is not. In a build the
  // bundler loads the stylesheet before the chunk, outside any handler written on the import itself.
  const NOTICES_STYLESHEET = /\/assets\/Notices-[\w-]+\.css(\?.*)?$/;
  let refused = 0;
  await page.route(NOTICES_STYLESHEET, (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });
  await openSignedIn(page, 'Ava Nguyen');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Printing/ })).toBeVisible();
  await page.getByRole('link', { name: /Printing/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Printing' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  // The build did ask for the stylesheet: the test saw the failure it is about.
  expect(refused).toBeGreaterThan(0);
});
