import { expect, test } from '@playwright/test';
import { tabTo } from '../../packages/engine/sweep/support/a11y';
import {
  goInApp,
  nextStepButton,
  osSwitch,
  PLATFORMS,
  previousStepButton,
  resetTool,
  setupGuideParts,
  openSignedIn,
  stepCounter,
  stepHeading,
} from './support/portal';

// Everything here is done with the keyboard alone: Tab, Shift+Tab, Enter, Space and the arrow keys.

test('a guide is opened from its tile and completed with the keyboard, focus moving to each new step heading', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen');
  await tabTo(page, page.getByRole('link', { name: 'Outlook', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Outlook' })).toBeVisible();
  const next = nextStepButton(page);
  const previous = previousStepButton(page);
  await expect(stepCounter(page, 1, 3)).toBeVisible();

  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(stepCounter(page, 2, 3)).toBeVisible();
  await expect(stepHeading(page)).toBeFocused();

  await tabTo(page, previous);
  await page.keyboard.press('Enter');
  await expect(stepCounter(page, 1, 3)).toBeVisible();
  await expect(stepHeading(page)).toBeFocused();

  for (const step of [2, 3]) {
    await tabTo(page, next);
    await page.keyboard.press('Space');
    await expect(stepCounter(page, step, 3)).toBeVisible();
    await expect(stepHeading(page)).toBeFocused();
  }
  await expect(next).toHaveCount(0);
  // Back to the start of the page with Shift+Tab: the skip link is the first stop.
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), { backwards: true });
});

test('the Setup Guide runs to Complete with the keyboard, one Next through steps and parts, focus moving to each heading', async ({
  page,
}) => {
  await openSignedIn(page, 'Ava Nguyen');
  await tabTo(page, page.getByRole('link', { name: 'Setup Guide', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'BYOD Device Setup Guide' })).toBeVisible();
  const nav = setupGuideParts(page);
  const focusedTag = () => page.evaluate(() => document.activeElement?.tagName);
  /** Next Step with the keyboard until the button goes on past the part, then that button. */
  const onTo = async (name: string) => {
    const onward = nav.getByRole('button', { name, exact: true });
    while ((await onward.count()) === 0) {
      await tabTo(page, nextStepButton(page));
      await page.keyboard.press('Enter');
      // The step's heading takes focus.
      await expect.poll(focusedTag).toBe('H3');
    }
    await tabTo(page, onward);
    await page.keyboard.press('Enter');
  };
  // The first part step by step with the keyboard, then on to the second.
  await onTo('Next: Office');
  await expect(page.getByRole('heading', { level: 2, name: 'Microsoft Office' })).toBeFocused();
  // The other parts' steps are walked the same way (setup-guide.spec.ts walks them all): from the last step
  // of Adobe, the next part and the end.
  await goInApp(page, '/guide?item=6&step=99', 'BYOD Device Setup Guide');
  await onTo('Next: Help');
  await expect(page.getByRole('heading', { level: 2, name: 'Help' })).toBeFocused();
  // Back one part with Previous (reached with Shift+Tab from the heading's content), then on again.
  await tabTo(page, nav.getByRole('button', { name: 'Previous: Adobe', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Adobe' })).toBeFocused();
  await onTo('Next: Help');
  await expect(page.getByRole('heading', { level: 2, name: 'Help' })).toBeFocused();
  await onTo('Complete');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
});

test('the Windows/Mac switch is reached with Tab and flipped with Space', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/office');
  await expect(stepCounter(page, 1, 4)).toBeVisible();
  const toggle = osSwitch(page);
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(stepCounter(page, 1, 3)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expect(stepCounter(page, 1, 4)).toBeVisible();
});

test.describe('on a Mac', () => {
  test.use(PLATFORMS.Mac);

  test('the WiFi variant toggle works with the keyboard: the iOS steps start at step 1, the laptop steps reopen where left', async ({
    page,
  }) => {
    await openSignedIn(page, 'Ava Nguyen', '/wifi?step=9');
    await expect(stepCounter(page, 9, 9)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Show iOS Steps' }));
    await page.keyboard.press('Enter');
    await expect(stepCounter(page, 1, 6)).toBeVisible();
    // The old step is gone from the address; the chosen variant is in it, so a reload keeps it.
    await expect(page).toHaveURL(/\/wifi\?variant=ios$/);
    const back = page.getByRole('button', { name: 'Show Laptop Steps' });
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    // The laptop steps reopen where they were left: step 9, shown but not finished.
    await expect(stepCounter(page, 9, 9)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show iOS Steps' })).toBeFocused();
  });
});

test('the reset tool: search, choose with the arrow keys and Enter, then No, with the keyboard alone', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
  const tool = resetTool(page);
  await tabTo(page, tool.search);
  await page.keyboard.type('lucas');
  await expect(tool.results.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(tool.results.first()).toBeFocused();
  await expect(tool.results.first()).toContainText('Lucas García Pérez');
  await page.keyboard.press('Enter');
  await expect(tool.confirmHeading('Lucas García Pérez')).toBeFocused();
  // With its focus ring: the keyboard put the focus there.
  await expect(tool.confirmHeading('Lucas García Pérez')).toHaveCSS('outline-style', 'solid');
  await tabTo(page, tool.no);
  await page.keyboard.press('Enter');
  await expect(tool.confirmHeading()).toHaveCount(0);
  await expect(tool.search).toBeFocused();
});
