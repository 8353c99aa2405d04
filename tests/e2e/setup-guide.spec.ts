import { expect, test } from '@playwright/test';
import { nextStepButton, osSwitch, partCounter, setupGuideParts, openSignedIn, stepCounter } from './support/portal';

test("one Next walks each part's steps and then the parts, to Complete; every part passed, the Setup Guide is done and home says so", async ({
  page,
}) => {
  test.slow(); // Every step of every part: 24 screens.
  await openSignedIn(page, 'Ava Nguyen', '/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'BYOD Device Setup Guide' })).toBeVisible();
  const nav = setupGuideParts(page);
  // Each part with its number of steps (a single page is one screen).
  const parts: [name: string, steps: number][] = [
    ['WiFi Connect', 6],
    ['Office', 4],
    ['OneDrive', 4],
    ['Outlook', 3],
    ['Printing', 1],
    ['Adobe', 5],
    ['Help', 1],
  ];
  for (const [i, [name, steps]] of parts.entries()) {
    await expect(partCounter(page, i + 1)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const previous = i > 0 ? `Previous: ${parts[i - 1]![0]}` : null;
    const onward = i < parts.length - 1 ? `Next: ${parts[i + 1]![0]}` : 'Complete';
    for (let step = 1; step <= steps; step++) {
      if (steps > 1) await expect(stepCounter(page, step, steps)).toBeVisible();
      // One row of buttons: Previous Step or the part before, and Next Step or the part after.
      const names = [step > 1 ? 'Previous Step' : previous, step < steps ? 'Next Step' : onward].filter((n) => n !== null);
      await expect(nav.getByRole('button')).toHaveText(names.map((n) => new RegExp(`^\\W*${n}\\W*$`)));
      await nav.getByRole('button', { name: names.at(-1), exact: true }).click();
    }
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You've finished the Setup Guide: every part is done." })).toBeAttached();
  await expect(
    page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link', { name: /^Setup Guide\s*✓?\s*Done$/ }),
  ).toBeVisible();
});

test('the Setup Guide leaves out Adobe for a student who is not licensed for it', async ({ page }) => {
  await openSignedIn(page, 'Leo Martin', '/guide?item=5');
  await expect(page.getByRole('heading', { level: 2, name: 'Printing' })).toBeVisible();
  await expect(setupGuideParts(page).getByRole('button', { name: 'Next: Help', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'All parts' }).getByRole('link', { name: 'Adobe' })).toHaveCount(0);
});

test('each Setup Guide item keeps its own steps; a jump from the list leaves the part not done; Previous and Back return to the previous item', async ({
  page,
}) => {
  await openSignedIn(page, 'Ava Nguyen', '/guide');
  // The first day starts with WiFi: nothing else on a new laptop works until it is online.
  await expect(page.getByRole('heading', { level: 2, name: 'WiFi Connect' })).toBeVisible();
  await expect(stepCounter(page, 1, 6)).toBeVisible();
  await nextStepButton(page).click();
  await expect(page).toHaveURL(/\/guide\?step=2$/);
  await page.getByRole('navigation', { name: 'All parts' }).getByRole('link', { name: 'Office', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\?item=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Microsoft Office' })).toBeFocused();
  // The jump skipped WiFi's last steps: it is not done.
  const parts = page.getByRole('navigation', { name: 'All parts' });
  await expect(parts.getByRole('link', { name: 'WiFi Connect', exact: true })).toBeVisible();
  await expect(parts.getByRole('link', { name: /\(done\)$/ })).toHaveCount(0);
  // On a part's first step, Previous goes back to the last step of the part before.
  await setupGuideParts(page).getByRole('button', { name: 'Previous: WiFi Connect', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\?item=1&step=6$/);
  await expect(stepCounter(page, 6, 6)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Microsoft Office' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'WiFi Connect' })).toBeVisible();
  await expect(stepCounter(page, 2, 6)).toBeVisible();
});

test('the Setup Guide says which device its steps are for, and a student setting up another one chooses it there', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/guide');
  await expect(stepCounter(page, 1, 6)).toBeVisible();
  await expect(page.getByText('These steps are for a Windows computer.')).toBeVisible();
  const another = page.getByRole('button', { name: 'Setting up another device?' });
  await expect(another).toHaveAttribute('aria-expanded', 'false');
  await another.click();
  const choices = page.getByRole('list', { name: 'Steps for' });
  await expect(choices.getByRole('button', { name: 'Windows' })).toHaveAttribute('aria-pressed', 'true');
  await choices.getByRole('button', { name: 'Mac' }).click();
  // A Mac's WiFi has nine steps; the choice is the header's too, and focus goes back to the question.
  await expect(stepCounter(page, 1, 9)).toBeVisible();
  await expect(page.getByText('These steps are for a Mac.')).toBeVisible();
  await expect(another).toBeFocused();
  await expect(choices).toBeHidden();
  await expect(osSwitch(page)).toBeChecked();
});
