import { expect, test, type Page } from '@playwright/test';
import { goInApp, nextStepButton, PLATFORMS, settled, openSignedIn, stepCounter, homeLink } from './support/portal';

// One sign-in per test; each test goes through everything that user does with search.

/** The header's search box, its results and what it announces, found as a screen-reader user finds them. */
function search(page: Page) {
  const results = page.getByRole('listbox', { name: 'Search results' });
  return {
    box: page.getByRole('combobox', { name: 'Search guides' }),
    results,
    group: (guide: string) => results.getByRole('group', { name: guide, exact: true }),
    option: (name: string | RegExp) => results.getByRole('option', { name }),
    announcement: page.getByRole('status').filter({ hasText: /results? in \d+ guides?\.|No results\./ }),
    // In the popup: the status line (announced later) says the same words.
    nothing: page.locator('.search-empty').getByText('Check the spelling, or try fewer or different words.'),
  };
}

/** How many words the page highlights for a search (the CSS Custom Highlight API). */
const highlighted = (page: Page) => page.evaluate(() => CSS.highlights.get('search-match')?.size ?? 0);

test.describe('on a Mac', () => {
  test.use(PLATFORMS.Mac);

  test('a student finds a step by its words, with the keyboard alone, and it opens with those words highlighted', async ({ page }) => {
    await openSignedIn(page, 'Ava Nguyen');
    const s = search(page);

    // `/` focuses the box from anywhere but another field.
    await page.keyboard.press('/');
    await expect(s.box).toBeFocused();
    await expect(s.box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.type('hold for authentication');
    await expect(s.group('Printing')).toBeVisible();
    const printing = s.option('Set up printing');
    await expect(printing).toBeVisible();
    await expect(printing.locator('mark')).toHaveText(['Hold', 'Authentication']);
    await expect(s.box).toHaveAttribute('aria-expanded', 'true');
    await expect(s.announcement).toHaveText('1 result in 1 guide.');

    // The arrow keys move through the options (focus stays in the box); Enter opens the one chosen.
    await page.keyboard.press('ArrowDown');
    await expect(printing).toHaveAttribute('aria-selected', 'true');
    await expect(s.box).toHaveAttribute('aria-activedescendant', (await printing.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await settled(page, 'Printing');
    await expect(page).toHaveURL(/\/printing$/);
    await expect(s.results).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await expect.poll(() => highlighted(page)).toBe(2);

    // A typo is forgiven; Escape closes the list and keeps the words, a second Escape clears them.
    await page.keyboard.press('/');
    await expect(s.box).toBeFocused();
    await page.keyboard.type('authentcation');
    await expect(s.option('Set up printing')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(s.results).toHaveCount(0);
    await expect(s.box).toHaveValue('authentcation');
    await expect(s.box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(s.results).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(s.box).toHaveValue('');

    // A step of a `layout: steps` guide opens at its number among this student's steps; the last option
    // is reached with ArrowUp from the box.
    await page.keyboard.type('organisation code');
    const vivi = s.option(/^Step \d+: Choose the school$/);
    await expect(vivi).toBeVisible();
    const step = Number(/Step (\d+)/.exec((await vivi.textContent())!)![1]);
    await page.keyboard.press('ArrowUp');
    await expect(vivi).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose the school' })).toBeVisible();
    await expect(stepCounter(page, step)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/vivi\\?step=${step}$`));
    await expect.poll(() => highlighted(page)).toBeGreaterThanOrEqual(2);

    // Next Step moves on without the highlight; the mouse chooses a result too (WiFi, on her variant).
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect.poll(() => highlighted(page)).toBe(0);
    await s.box.fill('wifi profile');
    await s.group('WiFi Connect').getByRole('option').first().click();
    await settled(page, 'WiFi Connect');
    await expect(page).toHaveURL(/\/wifi\?step=\d+&variant=laptop$/);
    await expect.poll(() => highlighted(page)).toBeGreaterThanOrEqual(1);

    // Another guide leaves the highlight behind too.
    await homeLink(page).click();
    await page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link', { name: 'OneDrive' }).click();
    await settled(page, 'OneDrive');
    await expect.poll(() => highlighted(page)).toBe(0);

    // A guide's name finds the guide itself first, then its steps; it opens where she left off, the name
    // highlighted. A school word finds its guide.
    await nextStepButton(page).click();
    await expect(stepCounter(page, 2)).toBeVisible();
    await s.box.fill('onedrive');
    const options = s.results.getByRole('option');
    await expect(options.first()).toHaveAccessibleName('OneDrive');
    await expect(options.nth(1)).toHaveAccessibleName(/^Step \d+: /);
    await goInApp(page, '/', 'Welcome, Ava');
    await s.box.fill('onedrive');
    await options.first().click();
    await expect(stepCounter(page, 2)).toBeVisible();
    await expect(page).toHaveURL(/\/onedrive\?step=2$/);
    await expect.poll(() => highlighted(page)).toBeGreaterThanOrEqual(1);
    await s.box.fill('internet');
    await expect(s.group('WiFi Connect')).toBeVisible();
    await expect(options.first()).toHaveAccessibleName('WiFi Connect');
    await options.first().click();
    await settled(page, 'WiFi Connect');

    // On a phone the box is an icon in the header's one row: it opens the field, and Escape closes it.
    await page.setViewportSize({ width: 390, height: 844 });
    const icon = page.getByRole('search').getByRole('button', { name: 'Search guides' });
    await expect(s.box).toBeHidden();
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(64);
    await icon.click();
    await expect(s.box).toBeFocused();
    await page.keyboard.type('onedrive');
    await expect(s.group('OneDrive')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(s.results).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(s.box).toBeHidden();
    await expect(icon).toBeFocused();
  });
});

test('a BasicView user: search that cannot load says so and tries again as she types; it does not find a guide hidden from her, and the empty result says what to try and links to IT Help', async ({
  page,
}) => {
  await openSignedIn(page, 'Mia Brown');
  const s = search(page);
  // The search index cannot be downloaded (offline): shown, and announced.
  const searchIndex = (url: URL) => url.pathname.includes('portal-search');
  await page.route(searchIndex, (route) => route.abort('internetdisconnected'));
  await s.box.click();
  await s.box.fill('minec');
  const couldNotLoad = 'Search could not load. Check your connection, then try again.';
  await expect(page.getByText(couldNotLoad).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: couldNotLoad })).toHaveCount(1);
  // Back online, the next letter typed tries again.
  await page.unroute(searchIndex);
  await s.box.pressSequentially('raft');
  await expect(s.nothing).toBeVisible();
  await expect(page.getByText(couldNotLoad)).toHaveCount(0);
  await expect(s.results).toHaveCount(0);
  // Signed in, her search is shared, without her name: the popup says so, beside the box, and so does the announcement.
  const shared = 'Searches that find nothing are shared with the school’s IT team, without your name.';
  await expect(page.locator('.search-empty').getByText(shared)).toBeVisible();
  await expect(s.announcement).toHaveText(`No results. Check the spelling, or try fewer or different words. ${shared}`);
  await page.getByRole('link', { name: 'Ask IT Help' }).click();
  await settled(page, 'IT Help');
  await expect(s.nothing).toHaveCount(0);
});

test('staff find the reset tool, and previewing as a student find what that student finds', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  const s = search(page);
  await s.box.fill('reset student password');
  await expect(s.option('Reset Student Password')).toBeVisible();
  await s.box.press('Escape');

  await page.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
  await dialog.getByLabel('Who').selectOption({ label: 'A Year 4 student' });
  await dialog.getByLabel('Device').selectOption({ label: 'iPhone' });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();

  await s.box.fill('reset student password');
  await expect(s.option('Reset Student Password')).toHaveCount(0);
  // The licence keeps Adobe from years 3 to 6: its message is what they find.
  await s.box.fill('adobe');
  await expect(s.option('Only students in years 7 - 12 are licensed to use Adobe Creative Cloud.')).toBeVisible();
  // An iPhone starts WiFi on its iOS steps.
  await s.box.fill('wifi profile');
  await s.group('WiFi Connect').getByRole('option').first().click();
  await expect(page).toHaveURL(/\/wifi\?step=\d+&variant=ios$/);
});

test.describe("in students' words, on Windows", () => {
  test.use(PLATFORMS.Windows);

  test('a student asks "wifi not working" and gets the school’s answer first, which opens the step that helps', async ({ page }) => {
    await openSignedIn(page, 'Ava Nguyen');
    const s = search(page);
    await s.box.click();
    await s.box.fill('wifi not working');
    const answer = s.group('WiFi Connect').getByRole('option').first();
    await expect(answer).toHaveAccessibleName('WiFi not working');
    await expect(answer).toHaveAccessibleDescription(/Check that you're at school/);
    await answer.click();
    await settled(page, 'WiFi Connect');
    await expect(page.getByRole('heading', { name: "You're connected" })).toBeVisible();

    // "how do i get word": the Office guide, before Grammarly's add-in for Word.
    await s.box.click();
    await s.box.fill('how do i get word');
    await expect(s.results.getByRole('group').first()).toHaveAccessibleName('Microsoft Office');
  });
});
