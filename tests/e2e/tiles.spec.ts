import { expect, test, type Page } from '@playwright/test';
import { appRole, DEMO_ACCOUNTS, nextStepButton, openSignedIn, stepCounter, switchToMac, homeLink } from './support/portal';

const ALWAYS = ['NAPLAN', 'Printing', 'OneDrive', 'Vivi', 'Change Password', "Can't Sign In?", 'Links', 'Help', 'WiFi Connect'];
const NOT_BASIC_VIEW = ['Setup Guide', 'Office', 'Outlook', 'Grammarly', 'Adobe', 'Video Analysis', 'Minecraft', 'Windows Hello'];
const STAFF_ONLY = ['Screen Recording', 'Reset Student Password', 'Give a Temporary Access Pass', 'Guide Health'];

// The spec's tile rules, by role: every demo account (James Wilson is Staff without the Entra admin role,
// and still gets the staff tiles; the page itself tells him he cannot reset).
function expectedTiles(role: string): string[] {
  if (role === 'BasicView') return ALWAYS;
  if (role === 'Staff') return [...ALWAYS, ...NOT_BASIC_VIEW, ...STAFF_ONLY];
  return [...ALWAYS, ...NOT_BASIC_VIEW];
}

// What a tile says after its label when its guide's licence leaves the person out (Adobe: years 7-12 and
// staff; Grammarly: years 6-12): "for your year" to a student, "for your account" to anyone else.
const ADOBE_NOT_FOR_YEAR = 'Not for your year: years 7–12 and staff only';
const GRAMMARLY_NOT_FOR_YEAR = 'Not for your year: years 6–12 only';
function licenceStates(role: string): Record<string, string> {
  const year = /^Year(\d+)$/.exec(role)?.[1];
  if (year) {
    return {
      ...(Number(year) < 7 ? { Adobe: ADOBE_NOT_FOR_YEAR } : {}),
      ...(Number(year) < 6 ? { Grammarly: GRAMMARLY_NOT_FOR_YEAR } : {}),
    };
  }
  if (role === 'Staff') return { Grammarly: 'Not for your account: years 6–12 only' };
  if (role === 'BasicView') return {};
  return { Adobe: 'Not for your account: years 7–12 and staff only', Grammarly: 'Not for your account: years 6–12 only' };
}

const EXPECTED: [name: string, tiles: string[], states: Record<string, string>][] = DEMO_ACCOUNTS.map((a) => [
  a.displayName,
  expectedTiles(appRole(a)),
  licenceStates(appRole(a)),
]);

const tilesOf = (page: Page) => page.getByRole('navigation', { name: 'Guides and tools' });
const tile = (page: Page, name: string) => tilesOf(page).getByRole('link', { name, exact: true });

for (const [account, labels, states] of EXPECTED) {
  test(`${account} sees ${labels.length} tiles`, async ({ page }) => {
    await openSignedIn(page, account);
    await expect(tilesOf(page).getByRole('link')).toHaveCount(labels.length);
    // A link's name is its label, then what it says of the guide for this person, if anything.
    for (const label of labels) await expect(tile(page, states[label] ? `${label} ${states[label]}` : label)).toBeVisible();
  });
}

interface TileBox {
  label: string;
  /** The link's box, then where its label and description start, all from the top left of the tiles. */
  x: number;
  y: number;
  width: number;
  height: number;
  labelY: number;
  descriptionY: number;
}

/**
 * Where each tile and its label and description are, measured at one moment (a notice arriving above the
 * tiles moves them all) and from the tiles' own top left. Label and description are found by their text.
 */
function tileBoxes(page: Page, descriptions: Record<string, string>): Promise<TileBox[]> {
  return tilesOf(page).evaluate((nav, wanted) => {
    const origin = nav.getBoundingClientRect();
    return Object.entries(wanted).map(([label, description]) => {
      const withText = (text: string) => [...nav.querySelectorAll('a *')].find((el) => el.textContent === text);
      const labelElement = withText(label);
      const link = labelElement?.closest('a');
      if (!link) throw new Error(`No tile is labelled ${label}`);
      const box = link.getBoundingClientRect();
      return {
        label,
        x: box.x - origin.x,
        y: box.y - origin.y,
        width: box.width,
        height: box.height,
        labelY: labelElement!.getBoundingClientRect().y - origin.y,
        descriptionY: (withText(description)?.getBoundingClientRect().y ?? NaN) - origin.y,
      };
    });
  }, descriptions);
}

/** The tiles in each row (tiles whose tops are level) are as tall as each other, with label and description level too. */
function expectEvenRows(boxes: TileBox[]): number {
  const rows = new Map<number, TileBox[]>();
  for (const b of boxes) rows.set(Math.round(b.y), [...(rows.get(Math.round(b.y)) ?? []), b]);
  for (const [first, ...others] of rows.values()) {
    for (const b of others) {
      expect(b.height, `${b.label} is as tall as ${first!.label}`).toBeCloseTo(first!.height, 0);
      expect(b.labelY, `${b.label}'s label is level with ${first!.label}'s`).toBeCloseTo(first!.labelY, 0);
      expect(b.descriptionY, `${b.label}'s description is level with ${first!.label}'s`).toBeCloseTo(first!.descriptionY, 0);
    }
  }
  return rows.size;
}

const DESCRIPTIONS = {
  'Setup Guide': 'Set up a new laptop, step by step',
  NAPLAN: 'Get the browser for NAPLAN tests',
  Printing: "Print to the school's printers",
  Office: 'Word, Excel and PowerPoint',
  OneDrive: 'Save and sync your schoolwork',
  Outlook: 'School email and calendar',
  Grammarly: 'Check your spelling and grammar',
  Adobe: 'Photoshop, Illustrator and more',
  Minecraft: 'Learn with Minecraft in class',
  Vivi: 'Share your screen in class',
  'WiFi Connect': 'Connect to the school network',
  'Windows Hello': 'Sign in with your face or a PIN',
  'Change Password': 'Choose a new school password',
  "Can't Sign In?": 'Forgot password, locked out, new phone',
  Links: 'Websites and apps for school',
  Help: 'Get help from the IT team',
  'Video Analysis': 'Film and review your technique',
};

test("a Year 4 student's tiles say what each is for, which guides are not for his year or his device, and stay in even rows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'Leo Martin');
  // The description is the link's description, not part of its name; an external tile adds that it opens a new tab.
  await expect(tile(page, 'Outlook')).toHaveAccessibleDescription('School email and calendar');
  await expect(tile(page, `Adobe ${ADOBE_NOT_FOR_YEAR}`)).toHaveAccessibleDescription('Photoshop, Illustrator and more');
  await expect(tile(page, `Grammarly ${GRAMMARLY_NOT_FOR_YEAR}`)).toBeVisible();
  await expect(tile(page, 'Video Analysis')).toHaveAccessibleDescription('Film and review your technique Opens in a new tab');

  // Rows of even height, labels and descriptions level: on a laptop (five to a row) and on a phone (one).
  expect(expectEvenRows(await tileBoxes(page, DESCRIPTIONS))).toBe(4);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(expectEvenRows(await tileBoxes(page, DESCRIPTIONS))).toBe(Object.keys(DESCRIPTIONS).length);

  // The header's switch decides the device: Windows Hello is not for a Mac.
  await expect(tile(page, 'Windows Hello')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchToMac(page);
  await expect(tile(page, 'Windows Hello Not for your device: Windows only')).toHaveAccessibleDescription(
    'Sign in with your face or a PIN',
  );

  // A tile that is not for him still opens its guide, which says why and what to do.
  await tile(page, `Adobe ${ADOBE_NOT_FOR_YEAR}`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adobe Creative Cloud' })).toBeVisible();
  await expect(page.getByText('Only students in years 7 - 12 are licensed to use Adobe Creative Cloud.')).toBeVisible();
});

/** Holds back the content's details and the code of home's marks (the derive chunk) until `release` is called. */
async function holdDetails(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/portal-details|\/assets\/derive-/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('descriptions and states arrive into lines kept for them, so no tile moves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdDetails(page);
  await openSignedIn(page, 'Ava Nguyen');
  await expect(tilesOf(page).getByRole('link')).toHaveCount(17);
  await expect(tile(page, 'Outlook')).not.toHaveAccessibleDescription(/./);
  // Where the tiles are before the descriptions (held back) are there, and after.
  const before = await tileBoxes(page, DESCRIPTIONS);
  release();
  await expect(tile(page, 'Outlook')).toHaveAccessibleDescription('School email and calendar');
  const after = await tileBoxes(page, DESCRIPTIONS);
  expect(after.map(({ descriptionY: _, ...box }) => box)).toEqual(before.map(({ descriptionY: _, ...box }) => box));
});

test("with a guide under way, the Continue card's place is kept while the details load, so the tiles do not move", async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/office');
  await nextStepButton(page).click();
  await nextStepButton(page).click();
  await expect(stepCounter(page, 3, 4)).toBeVisible();
  const release = await holdDetails(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Welcome, Ava' });
  await expect(tile(page, 'Outlook')).toBeVisible();
  // From the page's heading: the notices banner, which comes with the details too, moves the whole page.
  const tilesFromHeading = async () => (await tilesOf(page).boundingBox())!.y - (await heading.boundingBox())!.y;
  const continueLink = page.getByRole('region', { name: 'Continue where you left off' }).getByRole('link');
  await expect(continueLink).toHaveCount(0);
  const before = await tilesFromHeading();
  release();
  await expect(continueLink).toHaveText(/^Microsoft Office\s*Step 3 of 4$/);
  expect(await tilesFromHeading()).toBe(before);
});

test("a student's tiles say how far she is: in progress at her step, Done once finished, and the Setup Guide's part", async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/office');
  for (let step = 1; step < 4; step++) {
    await expect(stepCounter(page, step, 4)).toBeVisible();
    await nextStepButton(page).click();
  }
  await page.getByRole('main').getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(tile(page, 'Office Done')).toBeVisible();
  // Office is a part of the Setup Guide: it is under way, at its first part not done (WiFi).
  await expect(tile(page, 'Setup Guide In progress: part 1 of 7')).toBeVisible();

  await tile(page, 'OneDrive').click();
  await expect(stepCounter(page, 1, 4)).toBeVisible();
  await nextStepButton(page).click();
  await expect(stepCounter(page, 2, 4)).toBeVisible();
  await homeLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(tile(page, 'OneDrive In progress: step 2 of 4')).toHaveAccessibleDescription('Save and sync your schoolwork');
  await expect(tile(page, 'Office Done')).toBeVisible();
});

test('an external tile opens its site in a new tab and says so', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  const external = tile(page, 'Screen Recording');
  await expect(external).toHaveAttribute('href', 'https://record.school.example');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toHaveAccessibleDescription('Record your screen for a lesson Opens in a new tab');
});

test('a tile opens its guide', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen');
  await tile(page, 'OneDrive').click();
  await expect(page).toHaveURL(/\/onedrive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'OneDrive' })).toBeVisible();
  await expect(stepCounter(page, 1, 4)).toBeVisible();
});

test('the Reset Student Password tile opens the staff tool', async ({ page }) => {
  await openSignedIn(page, 'Olivia Chen');
  await tile(page, 'Reset Student Password').click();
  await expect(page).toHaveURL(/\/resetstudpass$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Student Password' })).toBeVisible();
});
