import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo } from '../../packages/engine/sweep/support/a11y';
import {
  goInApp,
  nextStepButton,
  osSwitch,
  partCounter,
  PLATFORMS,
  previousStepButton,
  setupGuideParts,
  openSignedIn,
  signIn,
  stepCounter,
  stepHeading,
  signInPage,
} from './support/portal';

// Each test is a fresh browser, so a fresh person: no progress until they move through a guide.

const stepList = (page: Page) => page.getByRole('navigation', { name: 'All steps' });
const checklist = (page: Page) => page.getByRole('navigation', { name: 'All parts' });
/** "Continuing at step N of M, where you left off." (announced politely). */
const resumed = (page: Page, step: number, total: number) =>
  page.getByRole('status').filter({ hasText: `Continuing at step ${step} of ${total}, where you left off.` });
const startAgain = (page: Page) => page.getByRole('button', { name: 'Start again', exact: true });
const continueCard = (page: Page) => page.getByRole('region', { name: 'Continue where you left off' });
const tile = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link', { name });

/** Checks the links' accessible names, in order (each link's number and tick are hidden from screen readers). */
async function expectNames(links: Locator, names: string[]): Promise<void> {
  await expect(links).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(links.nth(i)).toHaveAccessibleName(name);
}

async function nextSteps(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await nextStepButton(page).click();
}

test('a guide reopens where it was left, after a reload and after signing in again, with Start again; finished with Finish (not by showing its last step), it is marked done and reopens at step 1', async ({
  page,
}) => {
  test.slow(); // One person's whole story with a guide, signing in twice.
  // It signs out and in again: its own sign-in, so no session another test will reuse is ended.
  await signIn(page, 'Ava Nguyen', '/office');
  await expect(stepCounter(page, 1, 4)).toBeVisible();
  // No resume notice (its Start again shows at once; its announcement only after a pause).
  await expect(startAgain(page)).toHaveCount(0);
  await nextSteps(page, 2);
  await expect(stepCounter(page, 3, 4)).toBeVisible();

  // Its address with no step, after a reload: step 3 again, said so, and in the address.
  await page.goto('/office');
  await expect(stepCounter(page, 3, 4)).toBeVisible();
  await expect(resumed(page, 3, 4)).toBeVisible();
  await expect(page).toHaveURL(/\/office\?step=3$/);
  // The address was rewritten, not added to: Back from step 2 is step 3.
  await previousStepButton(page).click();
  await expect(stepCounter(page, 2, 4)).toBeVisible();
  await page.goBack();
  await expect(stepCounter(page, 3, 4)).toBeVisible();

  // Home offers it; the card leads back to the same step.
  await goInApp(page, '/', 'Welcome, Ava');
  await expect(continueCard(page).getByRole('link')).toHaveText(/^Microsoft Office\s*Step 3 of 4$/);
  await expect(tile(page, /^Office In progress: step 3 of 4$/)).toBeVisible();

  // Signing out and in again (students share computers): the progress is still this account's.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  // Not asked to forget it.
  await page.getByRole('dialog', { name: 'Sign out of the portal?' }).getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(signInPage(page)).toBeVisible();
  await page.getByLabel('Username').fill('ava.nguyen@school.example');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await continueCard(page)
    .getByRole('link', { name: /Microsoft Office/ })
    .click();
  await expect(stepCounter(page, 3, 4)).toBeVisible();
  await expect(resumed(page, 3, 4)).toBeVisible();

  // Start again: step 1, no ticks, and the notice gone.
  await startAgain(page).click();
  await expect(stepCounter(page, 1, 4)).toBeVisible();
  await expect(stepHeading(page)).toBeFocused();
  await expect(startAgain(page)).toHaveCount(0);
  await expect(stepList(page).getByRole('link', { name: /\(done\)$/ })).toHaveCount(0);

  // To the last step: shown, but not done until finished. Home still offers it.
  await nextSteps(page, 3);
  await expect(stepCounter(page, 4, 4)).toBeVisible();
  await expect(nextStepButton(page)).toHaveCount(0);
  // The last step names the guide to do next: the first unfinished one after it on home.
  await expect(page.getByRole('main').getByText(/^Up next:/)).toHaveText('Up next: OneDrive');
  await expect(page.getByRole('main').getByRole('link', { name: 'OneDrive', exact: true })).toHaveAttribute('href', '/onedrive');
  await goInApp(page, '/', 'Welcome, Ava');
  await expect(continueCard(page).getByRole('link')).toHaveText(/^Microsoft Office\s*Step 4 of 4$/);
  await expect(tile(page, /^Office In progress: step 4 of 4$/)).toBeVisible();

  // Finish: done, home says so, has no Continue card, and the tile says Done.
  await continueCard(page).getByRole('link').click();
  await expect(stepCounter(page, 4, 4)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You've finished Microsoft Office." })).toBeAttached();
  await expect(continueCard(page)).toHaveCount(0);
  await expect(tile(page, /^Office\s*✓?\s*Done$/)).toBeVisible();
  await expect(tile(page, /^OneDrive$/)).toBeVisible();

  // A finished guide opens at its start, every step ticked.
  await tile(page, /^Office/).click();
  await expect(stepCounter(page, 1, 4)).toBeVisible();
  await expect(startAgain(page)).toHaveCount(0);
  await expect(stepList(page).getByRole('link', { name: /\(done\)$/ })).toHaveCount(3);

  // The school changes the guide: progress stored while Office had three steps, before "Install the Office
  // apps" was inserted as step 2, left at "Open Word" with the steps before it ticked. The ticks and the
  // place stay with their steps: Open Word is now step 3, and the new step has no tick.
  await page.evaluate(() => {
    const item = Object.keys(localStorage).find((key) => key.startsWith('portal.progress.'))!;
    const stored = JSON.parse(localStorage.getItem(item)!) as { guides: Record<string, unknown> };
    stored.guides['office/windows/'] = {
      step: 2,
      total: 3,
      seen: [1, 2],
      at: Date.now(),
      order: 'before-install',
      steps: ['sign-in', 'open-word', 'this-app-only'],
    };
    localStorage.setItem(item, JSON.stringify(stored));
  });
  await page.goto('/office');
  await expect(stepCounter(page, 3, 4)).toBeVisible();
  await expect(resumed(page, 3, 4)).toBeVisible();
  await expect(stepList(page).getByRole('link', { name: /^Open Word and sign in/ })).toHaveAttribute('aria-current', 'step');
  // The current step is marked as current rather than ticked; of the others, only Sign in was shown.
  await expectNames(stepList(page).getByRole('link', { name: /\(done\)$/ }), ['Sign in to Office (done)']);
});

test("the step list links to each step in the viewer's variant, marks the current one, ticks those shown, and works with the keyboard", async ({
  page,
}) => {
  await openSignedIn(page, 'Ava Nguyen', '/wifi');
  await page.getByRole('button', { name: 'Show iOS Steps' }).click();
  await expect(stepCounter(page, 1, 6)).toBeVisible();
  const list = stepList(page);
  const links = list.getByRole('link');
  await expectNames(links, [
    'Be at school',
    'Join the school network',
    'Open the setup page',
    'Sign in and download the profile',
    'Install the profile',
    "You're connected",
  ]);
  // Beside the step on a wide screen: no button to open it.
  await expect(list.getByRole('button')).toHaveCount(0);
  await expect(links.first()).toHaveAttribute('aria-current', 'step');
  await nextStepButton(page).click();
  await expect(stepCounter(page, 2, 6)).toBeVisible();

  await list.getByRole('link', { name: 'Install the profile' }).click();
  await expect(page).toHaveURL(/\/wifi\?variant=ios&step=5$/);
  await expect(stepCounter(page, 5, 6)).toBeVisible();
  await expect(stepHeading(page)).toBeFocused();
  await expect(links.nth(4)).toHaveAttribute('aria-current', 'step');
  await expect(links.nth(1)).not.toHaveAttribute('aria-current');
  await expectNames(list.getByRole('link', { name: /\(done\)$/ }), ['Be at school (done)', 'Join the school network (done)']);

  // With the keyboard: Shift+Tab back to a step's link, Enter.
  await tabTo(page, list.getByRole('link', { name: /^Open the setup page/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(stepCounter(page, 3, 6)).toBeVisible();
  await expect(page).toHaveURL(/\/wifi\?variant=ios&step=3$/);
  await expect(stepHeading(page)).toBeFocused();
  // The progress bar is only a picture of "Step 3 of 6": nothing more for screen readers.
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // The laptop steps keep their own place: the iOS steps reopen at step 3.
  await page.getByRole('button', { name: 'Show Laptop Steps' }).click();
  await expect(stepCounter(page, 1, 6)).toBeVisible();
  await page.getByRole('button', { name: 'Show iOS Steps' }).click();
  await expect(stepCounter(page, 3, 6)).toBeVisible();
  await expect(resumed(page, 3, 6)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PLATFORMS.iPhone);

  test('the guide says which device its steps are for; the step list is above the step behind an "All steps (N of M)" button, closed at first, and opens with the keyboard; the header is one row, with a menu', async ({
    page,
  }) => {
    // The header is one short row, so a short step's Next Step is on the first screen.
    await openSignedIn(page, 'Ava Nguyen', '/outlook');
    await expect(stepCounter(page, 1, 3)).toBeVisible();
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    const next = (await nextStepButton(page).boundingBox())!;
    expect(next.y + next.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await goInApp(page, '/office', 'Microsoft Office');
    await expect(stepCounter(page, 1, 4)).toBeVisible();
    // An iPhone visitor is told which device these laptop steps are for.
    await expect(page.getByText(/^These steps are for a Windows laptop, not this iPhone\./)).toBeVisible();
    const toggle = stepList(page).getByRole('button', { name: 'All steps (1 of 4)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(stepList(page).getByRole('link')).toHaveCount(0);
    // Above the step.
    const listBox = (await toggle.boundingBox())!;
    const headingBox = (await stepHeading(page).boundingBox())!;
    expect(listBox.y).toBeLessThan(headingBox.y);

    await tabTo(page, toggle, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(stepList(page).getByRole('link')).toHaveCount(4);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(stepList(page).getByRole('link', { name: 'Open Word and sign in' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(stepCounter(page, 3, 4)).toBeVisible();
    await expect(stepHeading(page)).toBeFocused();
    // Closed again after a jump, its button telling where you are.
    await expect(stepList(page).getByRole('button', { name: 'All steps (3 of 4)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(stepList(page).getByRole('link')).toHaveCount(0);

    // The Windows/Mac switch, her name and Sign out are in the menu behind her photo; Escape closes it.
    const menu = header.getByRole('button', { name: 'Ava Nguyen: profile and settings' });
    const signOut = header.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(osSwitch(page)).toBeVisible();
    await expect(header.getByText('Ava Nguyen')).toBeVisible();
    await tabTo(page, signOut);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(signOut).toBeHidden();
  });
});

test('the Setup Guide lists its parts with those passed with Next ticked, and opens at the first part not done', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/guide');
  await expect(partCounter(page, 1)).toBeVisible();
  const parts = checklist(page).getByRole('link');
  await expectNames(parts, ['WiFi Connect', 'Office', 'OneDrive', 'Outlook', 'Printing', 'Adobe', 'Help']);
  await expect(parts.first()).toHaveAttribute('aria-current', 'step');
  // WiFi first, passed with Next through its six steps.
  await nextSteps(page, 5);
  await setupGuideParts(page).getByRole('button', { name: 'Next: Office', exact: true }).click();
  await expect(partCounter(page, 2)).toBeVisible();

  // Office to its last step, then on to OneDrive with the same Next: Office is ticked.
  await nextSteps(page, 3);
  await expect(stepCounter(page, 4, 4)).toBeVisible();
  await setupGuideParts(page).getByRole('button', { name: 'Next: OneDrive', exact: true }).click();
  await expect(partCounter(page, 3)).toBeVisible();
  await expectNames(checklist(page).getByRole('link', { name: /\(done\)$/ }), ['WiFi Connect (done)', 'Office (done)']);
  await nextStepButton(page).click();
  await expect(stepCounter(page, 2, 4)).toBeVisible();

  // Printing, a single page, jumped to from the checklist: shown, but done only once passed with Next.
  await checklist(page).getByRole('link', { name: 'Printing', exact: true }).click();
  await expect(partCounter(page, 5)).toBeVisible();
  await expect(page).toHaveURL(/\/guide\?item=5$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Printing' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: 'Set up printing' })).toBeVisible();
  await setupGuideParts(page).getByRole('button', { name: 'Next: Adobe', exact: true }).click();
  await expect(partCounter(page, 6)).toBeVisible();
  await expectNames(checklist(page).getByRole('link', { name: /\(done\)$/ }), ['WiFi Connect (done)', 'Office (done)', 'Printing (done)']);

  // Opened again from home: the first part not done (OneDrive), at the step it was left at.
  await goInApp(page, '/', 'Welcome, Ava');
  await page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link', { name: 'Setup Guide' }).click();
  await expect(partCounter(page, 3)).toBeVisible();
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ item: '3', step: '2' });
  await expect(stepCounter(page, 2, 4)).toBeVisible();
  await expect(resumed(page, 2, 4)).toBeVisible();
  await expectNames(checklist(page).getByRole('link', { name: /\(done\)$/ }), ['WiFi Connect (done)', 'Office (done)', 'Printing (done)']);

  // The same after a reload of the Setup Guide's own address.
  await page.goto('/guide');
  await expect(partCounter(page, 3)).toBeVisible();
});

test('while staff preview the portal, progress is neither shown nor recorded', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen', '/outlook?step=2');
  await expect(stepCounter(page, 2, 3)).toBeVisible();
  await goInApp(page, '/', 'Welcome, Olivia');
  await expect(continueCard(page)).toBeVisible();

  await page.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
  await dialog.getByLabel('Who').selectOption({ label: 'A Year 8 student' });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(continueCard(page)).toHaveCount(0);
  await goInApp(page, '/outlook', 'Outlook');
  await expect(stepCounter(page, 1, 3)).toBeVisible();
  await nextSteps(page, 2);
  await expect(stepList(page).getByRole('link', { name: /\(done\)$/ })).toHaveCount(0);

  await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Stop previewing' }).click();
  await goInApp(page, '/', 'Welcome, Olivia');
  await expect(continueCard(page).getByRole('link')).toHaveText(/^Outlook\s*Step 2 of 3$/);
});
