/**
 * `npm start` as a technician uses it: the dev server (React's StrictMode, sources served as they are) on a
 * scratch copy of the demo school (E2E_DEV_CONTENT_DIR, made by the Playwright config), which this test
 * edits as a technician would in their editor.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { goInApp, previewAs, signIn, stepCounter } from '../support/portal';

const contentDir = process.env.E2E_DEV_CONTENT_DIR!;
const step = join(contentDir, 'guides/office/01-sign-in.mdx');
const school = join(contentDir, 'school.yaml');
const EDIT_URL = 'https://github.com/example-school/portal/edit/main';

test('a technician previews as a student, then edits a step and sees it at once, mistakes and all', async ({ page }) => {
  // The dev server compiles each module on first use: the first visit is slow.
  test.setTimeout(180_000);
  const original = readFileSync(step, 'utf8');
  const originalSchool = readFileSync(school, 'utf8');
  try {
    await signIn(page, 'Olivia Chen');

    // Preview as… stays open under StrictMode, and previews.
    await page.getByRole('button', { name: 'Preview as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(500);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await previewAs(page, { who: 'Year4', device: 'mac' });
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Previewing as a Year 4 student on a Mac.');

    await goInApp(page, '/office', 'Microsoft Office');
    await expect(stepCounter(page, 1, 3)).toBeVisible();

    // A saved edit shows in place, without a reload (the preview and the step stay).
    const marker = await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    writeFileSync(step, original.replace('free while you', 'free for as long as you'));
    await expect(page.getByText(/free for as long as you're at the school/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(marker);

    // A mistake shows over the page with its file and line, and what to write.
    writeFileSync(step, original.replace('Select **Sign in**.', 'Select <Buton>Sign in</Buton>.'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('guides/office/01-sign-in.mdx:5: <Buton> is not a component of the kit');

    // Put right, the overlay goes and the step is back, still previewed.
    writeFileSync(step, original);
    await expect(overlay).toHaveCount(0);
    await expect(page.getByText(/free while you're at the school/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('a Year 4 student on a Mac');

    // With the repository's edit address in school.yaml, each screen links staff to the file behind it.
    writeFileSync(school, `${originalSchool}\nediting:\n  editUrl: ${EDIT_URL}\n`);
    const editLink = (name: string) => page.getByRole('link', { name: new RegExp(`^${name}, .* on GitHub \\(opens in a new tab\\)$`) });
    // A change to school.yaml is checked with all the content, then the page reloads: slow on a busy machine.
    await expect(editLink('Edit this step')).toHaveAttribute('href', `${EDIT_URL}/content/guides/office/01-sign-in.mdx`, {
      timeout: 60_000,
    });
    await expect(editLink("Edit this guide's settings")).toHaveAttribute('href', `${EDIT_URL}/content/guides/office/guide.yaml`);
    await goInApp(page, '/guide', 'BYOD Device Setup Guide');
    await expect(editLink("Edit the Setup Guide's parts")).toHaveAttribute('href', `${EDIT_URL}/content/setup-guide.yaml`);
  } finally {
    writeFileSync(step, original);
    writeFileSync(school, originalSchool);
  }
});
