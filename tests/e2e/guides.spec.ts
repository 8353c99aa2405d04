import { expect, test, type Page } from '@playwright/test';
import { signIn, type DemoAccount } from './support/sign-in';

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function useMac(page: Page) {
  const toggle = page.getByRole('switch', { name: 'Mac instructions' });
  if (!(await toggle.isChecked())) await toggle.click();
  await expect(toggle).toBeChecked();
}

/** Walks Next Step from step 1 to the end, checking the counter and which buttons show on each step. */
async function walkToEnd(page: Page, total: number) {
  const previous = page.getByRole('button', { name: 'Previous Step', exact: true });
  const next = page.getByRole('button', { name: 'Next Step', exact: true });
  for (let step = 1; step <= total; step++) {
    await expect(page.getByText(`Step ${step} of ${total}`, { exact: true })).toBeVisible();
    // The step is in the URL (step 1 may be implied); other parameters, such as WiFi's variant, may sit beside it.
    await expect.poll(() => new URL(page.url()).searchParams.get('step') ?? (step === 1 ? '1' : null)).toBe(String(step));
    await expect(previous).toHaveCount(step > 1 ? 1 : 0);
    await expect(next).toHaveCount(step < total ? 1 : 0);
    if (step < total) await next.click();
  }
}

const WALKS: [title: string, route: string, account: DemoAccount['name'], windows: number | null, mac: number | null][] = [
  ['Adobe Creative Cloud', '/adobe', 'Ethan Lee', 5, 5],
  ['Grammarly', '/grammarly', 'Ethan Lee', 6, 6],
  ['Windows Hello', '/hello', 'Ava Nguyen', 8, null],
  ['Office', '/office', 'Ava Nguyen', 4, 3],
  ['OneDrive', '/onedrive', 'Ava Nguyen', 4, 4],
  ['Outlook', '/outlook', 'Ava Nguyen', 3, 3],
  ['Minecraft Education', '/minecraft', 'Ava Nguyen', 3, 3],
  ['Vivi', '/vivi', 'Ava Nguyen', 6, 6],
  ['WiFi', '/wifi', 'Ava Nguyen', 6, 9],
];

test.describe('walking each guide with Next Step', () => {
  for (const [title, route, account, windows, mac] of WALKS) {
    for (const [platform, total] of [['Windows', windows], ['Mac', mac]] as const) {
      if (total === null) continue;
      test(`${route} on ${platform} has ${total} steps`, async ({ page }) => {
        await signIn(page, account, route);
        if (platform === 'Mac') await useMac(page);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(' ')[0]!);
        await walkToEnd(page, total);
      });
    }
  }
});

test('Windows Hello on a Mac shows only the platform message', async ({ page }) => {
  await signIn(page, 'Ava Nguyen', '/hello');
  await useMac(page);
  await expect(page.getByText('These instructions only apply to Windows devices.')).toBeVisible();
  await expect(page.getByText(/^Step \d+ of \d+$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
});

test('Adobe shows only the licence message to a student outside years 7-12', async ({ page }) => {
  await signIn(page, 'Leo Martin', '/adobe');
  await expect(page.getByText('Only students in years 7 - 12 are licensed to use Adobe Creative Cloud.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
});

test('a deep link to ?step=3 opens step 3, and Back returns to it after moving on', async ({ page }) => {
  await signIn(page, 'Ava Nguyen', '/office?step=3');
  await expect(page.getByText('Step 3 of 4', { exact: true })).toBeVisible();
  const heading3 = await page.getByRole('heading', { level: 2 }).textContent();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/office\?step=4$/);
  await expect(page.getByText('Step 4 of 4', { exact: true })).toBeVisible();
  // Focus moves to the new step's heading.
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/office\?step=3$/);
  await expect(page.getByText('Step 3 of 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(heading3!);
});

for (const [raw, clamped] of [['99', '4'], ['0', '1'], ['junk', '1']]) {
  test(`?step=${raw} is corrected to step ${clamped}`, async ({ page }) => {
    await signIn(page, 'Ava Nguyen', `/office?step=${raw}`);
    await expect(page).toHaveURL(new RegExp(`/office\\?step=${clamped}$`));
    await expect(page.getByText(`Step ${clamped} of 4`, { exact: true })).toBeVisible();
  });
}

test('the WiFi toggle switches between the laptop and iOS steps', async ({ page }) => {
  await signIn(page, 'Ava Nguyen', '/wifi');
  await expect(page.getByText('Step 1 of 6', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show iOS Steps' }).click();
  await expect(page.getByRole('button', { name: 'Show Laptop Steps' })).toBeVisible();
  await walkToEnd(page, 6);
  // The variant and step are in the address: a reload keeps both, and the iOS steps are the same on a Mac.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show Laptop Steps' })).toBeVisible();
  await useMac(page);
  await expect(page.getByText('Step 6 of 6', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show Laptop Steps' }).click();
  await expect(page.getByText('Step 1 of 9', { exact: true })).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });

  test('WiFi starts on the iOS steps', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/wifi');
    await expect(page.getByRole('button', { name: 'Show Laptop Steps' })).toBeVisible();
    await walkToEnd(page, 6);
  });
});

test.describe('single-page guides', () => {
  test('printing shows the username and the printer table of 11 rooms', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/printing');
    await expect(page.getByRole('heading', { level: 1, name: 'Printing' })).toBeVisible();
    await expect(page.getByText('ava.nguyen').first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Printer email addresses by room' });
    await expect(table.getByRole('row')).toHaveCount(12);
    await expect(page.getByText(/^Step \d+ of/)).toHaveCount(0);
  });

  test('links are grouped as Learning Tools, Administration and Productivity, with platform-aware app downloads', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/links');
    const groups = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(groups).toHaveText(['Learning Tools', 'Administration', 'Productivity']);
    await expect(page.getByRole('link', { name: /Seesaw/ })).toHaveAttribute('href', 'https://app.seesaw.me');
    await expect(page.getByRole('link', { name: /Student Cafe/ })).toBeVisible();
    await expect(page.getByText('your timetable and reports')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download LEGO SPIKE App' })).toHaveAttribute('href', /SPIKE-App\.msi$/);
    await useMac(page);
    await expect(page.getByRole('link', { name: 'Download LEGO SPIKE App' })).toHaveAttribute('href', /SPIKE-App\.dmg$/);
  });

  test('password change asks Windows users about Ctrl+Alt+Delete and gives each answer', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/password');
    const question = page.getByRole('group', { name: 'Do you press Ctrl+Alt+Delete to sign in?' });
    await question.getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByText('Change a password', { exact: false }).first()).toBeVisible();
    await question.getByRole('radio', { name: 'No' }).check();
    await expect(page.getByRole('link', { name: /mysignins\.microsoft\.com/ })).toBeVisible();
  });

  test('password change skips the question on a Mac and gives the online answer', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/password');
    await useMac(page);
    await expect(page.getByRole('group', { name: 'Do you press Ctrl+Alt+Delete to sign in?' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /mysignins\.microsoft\.com/ })).toBeVisible();
  });
});
