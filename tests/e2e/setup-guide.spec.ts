import { expect, test } from '@playwright/test';
import { nextStepButton, setupGuideParts, openSignedIn, stepCounter } from './support/portal';

test('the Setup Guide runs from the first item to Complete and then home', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'BYOD Device Setup Guide' })).toBeVisible();
  const names = ['Office', 'OneDrive', 'Outlook', 'Printing', 'Adobe', 'Help'];
  for (let i = 0; i < names.length; i++) {
    await expect(page).toHaveURL(i === 0 ? /\/guide(\?item=1)?$/ : new RegExp(`/guide\\?item=${i + 1}$`));
    const previous = i > 0 ? names[i - 1]! : null;
    const next = i < names.length - 1 ? names[i + 1]! : 'Complete';
    const nav = setupGuideParts(page);
    if (previous) await expect(nav.getByRole('button', { name: previous, exact: true })).toBeVisible();
    await expect(nav.getByRole('button')).toHaveCount(previous ? 2 : 1);
    await nav.getByRole('button', { name: next, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
});

test('the Setup Guide leaves out Adobe for a student who is not licensed for it', async ({ page }) => {
  await openSignedIn(page, 'Leo Martin', '/guide?item=4');
  await expect(page.getByRole('heading', { level: 2, name: 'Printing' })).toBeVisible();
  await expect(setupGuideParts(page).getByRole('button', { name: 'Help', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adobe', exact: true })).toHaveCount(0);
});

test('each Setup Guide item keeps its own steps, and Back returns to the previous item', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/guide');
  await expect(stepCounter(page, 1, 4)).toBeVisible();
  await nextStepButton(page).click();
  await expect(page).toHaveURL(/\/guide\?step=2$/);
  await setupGuideParts(page).getByRole('button', { name: 'OneDrive', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\?item=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'OneDrive' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Office' })).toBeVisible();
  await expect(stepCounter(page, 2, 4)).toBeVisible();
});
