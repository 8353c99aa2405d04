import { expect, test, type Page } from '@playwright/test';
import { goInApp, osSwitch, partCounter, resetTool, openSignedIn, stepCounter } from './support/portal';

const NOT_FOR_YOU = 'This guide is not for your account';

async function tileCount(page: Page): Promise<number> {
  return page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link').count();
}

async function previewAs(page: Page, who: string, device: string): Promise<void> {
  await page.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
  await dialog.getByLabel('Who').selectOption({ label: who });
  await dialog.getByLabel('Device').selectOption({ label: device });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog).toBeHidden();
}

test("a guide's audience hides its address and its Setup Guide too, not only its tile", async ({ page }) => {
  await openSignedIn(page, 'Mia Brown', '/adobe');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOR_YOU })).toBeVisible();
  await expect(page).toHaveTitle(/^Not available/);
  for (const path of ['/guide', '/hello', '/resetstudpass']) {
    await goInApp(page, path, NOT_FOR_YOU);
  }
  // Nothing of the guide itself, and a way home.
  await expect(page.getByRole('searchbox', { name: 'Student name' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  expect(await tileCount(page)).toBe(9);
  await goInApp(page, '/printing', 'Printing');
});

test('staff preview the portal as a Year 4 student on a Mac and as a BasicView user, and tools stay theirs', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  // The staff tiles too: Screen Recording, Reset Student Password, Give a Temporary Access Pass, Guide Health.
  expect(await tileCount(page)).toBe(21);
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);

  await previewAs(page, 'A Year 4 student', 'Mac');
  const banner = page.getByRole('region', { name: 'Preview' });
  await expect(banner).toContainText('Previewing as a Year 4 student on a Mac.');
  await expect(osSwitch(page)).toBeChecked();
  expect(await tileCount(page)).toBe(17);
  await expect(page.getByRole('link', { name: 'Reset Student Password' })).toHaveCount(0);
  // A Mac's WiFi steps; the Setup Guide without Adobe (years 7-12 only).
  await goInApp(page, '/wifi', 'WiFi Connect');
  await expect(stepCounter(page, 1, 9)).toBeVisible();
  await goInApp(page, '/guide', 'BYOD Device Setup Guide');
  await expect(partCounter(page, 1)).toHaveText('Part 1 of 6');
  await goInApp(page, '/adobe', 'Adobe Creative Cloud');
  await expect(page.getByText('Only students in years 7 - 12 are licensed to use Adobe Creative Cloud.')).toBeVisible();

  // The preview lasts across a reload of the tab.
  await page.reload();
  await expect(banner).toContainText('Previewing as a Year 4 student on a Mac.');

  // On a phone the banner is compact, and Preview as… is in the header's menu.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(60);
  await page.getByRole('banner').getByRole('button', { name: 'Olivia Chen: profile and settings' }).click();
  await previewAs(page, 'A BasicView user', 'As the Windows/Mac switch says');
  await expect(banner).toContainText('Previewing as a BasicView user.');
  await page.setViewportSize(desktop);
  await goInApp(page, '/', 'Welcome, Olivia');
  expect(await tileCount(page)).toBe(9);
  await goInApp(page, '/guide', NOT_FOR_YOU);
  // Previewing never lends the staff tool to the audience being previewed, nor takes the account's own.
  await goInApp(page, '/resetstudpass', NOT_FOR_YOU);

  await banner.getByRole('button', { name: 'Stop previewing' }).click();
  await expect(banner).toHaveCount(0);
  await goInApp(page, '/resetstudpass', 'Reset Student Password');
  await expect(resetTool(page).search).toBeVisible();
});

test('only staff are offered the preview', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen');
  await expect(page.getByRole('heading', { name: 'Welcome, Ava' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview as…' })).toHaveCount(0);
});

test("staff preview whose device it is: a student's own laptop gets Windows Hello's message, a school one its steps", async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  await page.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
  await dialog.getByLabel('Who').selectOption({ label: 'A Year 8 student' });
  await dialog.getByLabel('Device').selectOption({ label: 'Windows' });
  await dialog.getByLabel('Owned by').selectOption({ label: 'Them (their own device)' });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const banner = page.getByRole('region', { name: 'Preview' });
  await expect(banner).toContainText('Previewing as a Year 8 student on Windows, on their own device.');
  await goInApp(page, '/hello', 'Windows Hello');
  await expect(page.getByRole('main').getByRole('note')).toContainText('Windows Hello is set up on school-leased laptops only.');
  await expect(page.getByText(/^Step 1 of \d+$/)).toHaveCount(0);

  // Changing the answer changes the preview only: the staff member's own browser still says a school device.
  await page.getByRole('button', { name: 'Change whose device it is' }).click();
  await expect(banner).toContainText('Previewing as a Year 8 student on Windows.');
  await expect(stepCounter(page, 1, 8)).toBeVisible();
});
