import { expect, test } from '@playwright/test';
import { appRole, DEMO_ACCOUNTS, openSignedIn } from './support/portal';

const ALWAYS = ['NAPLAN', 'Printing', 'OneDrive', 'Vivi', 'Change Password', 'Links', 'Help', 'WiFi Connect'];
const NOT_BASIC_VIEW = ['Setup Guide', 'Office', 'Outlook', 'Grammarly', 'Adobe', 'Video Analysis', 'Minecraft', 'Windows Hello'];
const STAFF_ONLY = ['Screen Recording', 'Reset Student Password', 'Guide Health'];

// The spec's tile rules, by role: every demo account (James Wilson is Staff without the Entra admin role,
// and still gets the staff tiles; the page itself tells him he cannot reset).
function expectedTiles(role: string): string[] {
  if (role === 'BasicView') return ALWAYS;
  if (role === 'Staff') return [...ALWAYS, ...NOT_BASIC_VIEW, ...STAFF_ONLY];
  return [...ALWAYS, ...NOT_BASIC_VIEW];
}

const EXPECTED: [name: string, tiles: string[]][] = DEMO_ACCOUNTS.map((a) => [a.displayName, expectedTiles(appRole(a))]);

for (const [account, labels] of EXPECTED) {
  test(`${account} sees ${labels.length} tiles`, async ({ page }) => {
    await openSignedIn(page, account);
    const nav = page.getByRole('navigation', { name: 'Guides and tools' });
    const names = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.textContent?.trim() ?? ''));
    expect(names.sort()).toEqual([...labels].sort());
    for (const label of labels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  });
}

test('an external tile opens its site in a new tab and says so', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  const tile = page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link', { name: 'Screen Recording', exact: true });
  await expect(tile).toHaveAttribute('href', 'https://record.school.example');
  await expect(tile).toHaveAttribute('target', '_blank');
  await expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(tile).toHaveAccessibleDescription('Opens in a new tab');
});

test('a tile opens its guide', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen');
  await page.getByRole('link', { name: 'OneDrive', exact: true }).click();
  await expect(page).toHaveURL(/\/onedrive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'OneDrive' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
});

test('the Reset Student Password tile opens the staff tool', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  await page.getByRole('link', { name: 'Reset Student Password', exact: true }).click();
  await expect(page).toHaveURL(/\/resetstudpass$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Student Password' })).toBeVisible();
});
