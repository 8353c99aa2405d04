import { expect, test, type Page } from '@playwright/test';
import { MAC_UA, tabTo } from './support/a11y';
import { signIn } from './support/sign-in';

// Everything here is done with the keyboard alone: Tab, Shift+Tab, Enter, Space and the arrow keys.

const stepHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('a guide is opened from its tile and completed with the keyboard, focus moving to each new step heading', async ({ page }) => {
  await signIn(page, 'Ava Nguyen');
  await tabTo(page, page.getByRole('link', { name: 'Outlook', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Outlook' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next Step', exact: true });
  const previous = page.getByRole('button', { name: 'Previous Step', exact: true });
  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();

  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  await expect(stepHeading(page)).toBeFocused();

  await tabTo(page, previous);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await expect(stepHeading(page)).toBeFocused();

  for (const step of [2, 3]) {
    await tabTo(page, next);
    await page.keyboard.press('Space');
    await expect(page.getByText(`Step ${step} of 3`, { exact: true })).toBeVisible();
    await expect(stepHeading(page)).toBeFocused();
  }
  await expect(next).toHaveCount(0);
  // Back to the start of the page with Shift+Tab: the skip link is the first stop.
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), { backwards: true });
});

test('the Setup Guide runs to Complete with the keyboard, focus moving to each item heading', async ({ page }) => {
  await signIn(page, 'Ava Nguyen');
  await tabTo(page, page.getByRole('link', { name: 'Setup Guide', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'BYOD Device Setup Guide' })).toBeVisible();
  const nav = page.locator('.item-nav');
  const names = ['Office', 'OneDrive', 'Outlook', 'Printing', 'Adobe', 'Help'];
  for (let i = 1; i < names.length; i++) {
    await tabTo(page, nav.getByRole('button', { name: names[i], exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: names[i] })).toBeFocused();
  }
  // Back one item with the previous button (reached with Shift+Tab from the heading's content), then on again.
  await tabTo(page, nav.getByRole('button', { name: 'Adobe', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Adobe' })).toBeFocused();
  await tabTo(page, nav.getByRole('button', { name: 'Help', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Help' })).toBeFocused();
  await tabTo(page, nav.getByRole('button', { name: 'Complete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
});

test('the Windows/Mac switch is reached with Tab and flipped with Space', async ({ page }) => {
  await signIn(page, 'Ava Nguyen', '/office');
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Mac instructions' });
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
});

test.describe('on a Mac', () => {
  test.use({ userAgent: MAC_UA });

  test('the WiFi variant toggle works with the keyboard and starts the other steps at step 1', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/wifi?step=9');
    await expect(page.getByText('Step 9 of 9', { exact: true })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Show iOS Steps' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 1 of 6', { exact: true })).toBeVisible();
    // The old step is gone from the address; the chosen variant is in it, so a reload keeps it.
    await expect(page).toHaveURL(/\/wifi\?variant=ios$/);
    const back = page.getByRole('button', { name: 'Show Laptop Steps' });
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 1 of 9', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show iOS Steps' })).toBeFocused();
  });
});

test('the reset tool: search, choose with the arrow keys and Enter, then No, with the keyboard alone', async ({ page }) => {
  await signIn(page, 'Olivia Chen', '/resetstudpass');
  const search = page.getByRole('searchbox', { name: 'Student name' });
  await tabTo(page, search);
  await page.keyboard.type('lucas');
  const results = page.getByRole('list', { name: 'Matching students' }).getByRole('button');
  await expect(results.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  const name = (await results.first().textContent())!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Reset the password for ${name}?` })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'No', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Reset the password for / })).toHaveCount(0);
  await expect(search).toBeFocused();
});
