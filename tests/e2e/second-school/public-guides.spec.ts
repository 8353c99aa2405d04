/**
 * The second fixture school's public guides (`public: true`), read as a parent or a student who cannot sign
 * in would, on a Chromebook: opened in a new tab with no account, home for visitors with those tiles only,
 * search over them only, and Sign in back to the same page. Which guides are public is Banksia's content.
 */
import { expect, test } from '@playwright/test';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { BANKSIA_SCHOOL } from '../../support/paths';
import { contentManifest, demoAccount, homeLink, settled, signInPage, USER_AGENTS } from '../support/portal';

test.use({ userAgent: USER_AGENTS.chromebook });

let manifest: ContentManifest;
let open: GuideEntry[];
test.beforeAll(async () => {
  manifest = await contentManifest(BANKSIA_SCHOOL);
  open = manifest.guides.filter((g) => g.public);
  // A second school that differs from the demo: it has public guides of its own.
  expect(open.length).toBeGreaterThan(0);
});

test('a visitor reads each public guide without signing in, and home and search offer only those', async ({ page }) => {
  for (const guide of open) {
    await page.goto(guide.route);
    await settled(page, guide.title);
    await expect(signInPage(page)).toHaveCount(0);
  }
  await homeLink(page).click();
  await settled(page, 'Welcome');
  const tiles = page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link');
  const labels = open.filter((g) => g.tile).map((g) => g.tile!.label);
  await expect(tiles).toHaveCount(labels.length);
  for (const label of labels) await expect(tiles.filter({ hasText: label })).toHaveCount(1);

  // A private guide's words find nothing for a visitor: WiFi is Banksia's, and not public.
  const wifi = manifest.guides.find((g) => g.id === 'wifi')!;
  expect(wifi.public).toBeFalsy();
  const box = page.getByRole('combobox', { name: 'Search guides' });
  if (!(await box.isVisible()))
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
  await box.fill('wifi');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: wifi.title })).toHaveCount(0);
});

test('Sign in from a public guide comes back to it, signed in', async ({ page }) => {
  const guide = open[0]!;
  await page.goto(guide.route);
  await settled(page, guide.title);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signInPage(page)).toBeVisible();
  await page.getByLabel('Username').fill(demoAccount('Ava Nguyen').username);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await settled(page, guide.title);
  expect(new URL(page.url()).pathname).toBe(guide.route);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
});

test("each public guide's first screen shows before the app has loaded, as the Chromebook's, and the app takes it over", async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const prerendered = open.filter((g) => g.layout !== 'tool');
  expect(prerendered.length).toBeGreaterThan(0);
  for (const guide of prerendered) {
    await page.goto(guide.route, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: guide.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${guide.title} - ${manifest.school.portal.name}`);
    await expect(page.getByRole('combobox', { name: 'Instructions for' })).toHaveValue('chromebook');
  }
  release();
  await settled(page, prerendered.at(-1)!.title);
  await expect(page.getByRole('combobox', { name: 'Instructions for' })).toHaveValue('chromebook');
});
