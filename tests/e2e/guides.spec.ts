import { expect, test } from '@playwright/test';
import { goInApp, nextStepButton, PLATFORMS, openSignedIn, stepCounter, switchToMac, walkSteps } from './support/portal';

const WALKS: [title: string, route: string, account: string, windows: number | null, mac: number | null][] = [
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

// One sign-in per account and platform: the guides are opened in turn inside the app, as links would.
const WALK_GROUPS = [...new Set(WALKS.map((w) => w[2]))].flatMap((account) =>
  (['Windows', 'Mac'] as const).map((platform) => ({
    account,
    platform,
    walks: WALKS.filter((w) => w[2] === account && w[platform === 'Windows' ? 3 : 4] !== null).map(([title, route, , windows, mac]) => ({
      title,
      route,
      total: (platform === 'Windows' ? windows : mac)!,
    })),
  })),
);

for (const { account, platform, walks } of WALK_GROUPS) {
  const list = walks.map((w) => `${w.route} (${w.total})`).join(', ');
  test(`walking each guide with Next Step as ${account} on ${platform}: ${list}`, async ({ page }) => {
    test.setTimeout(60_000 + 5_000 * walks.length);
    await openSignedIn(page, account, walks[0]!.route);
    if (platform === 'Mac') await switchToMac(page);
    for (const [index, { title, route, total }] of walks.entries()) {
      if (index > 0) {
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route);
      }
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(' ')[0]!);
      await walkSteps(page, total);
    }
  });
}

test('Windows Hello on a Mac shows only the platform message', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/hello');
  await switchToMac(page);
  await expect(page.getByText('These instructions only apply to Windows devices.')).toBeVisible();
  await expect(stepCounter(page)).toHaveCount(0);
  await expect(nextStepButton(page)).toHaveCount(0);
  // Not a dead end: what to do instead, and whom to ask; nothing to print.
  const note = page.getByRole('note').filter({ hasText: 'These instructions only apply' });
  await expect(note).toContainText("There's nothing to set up on a Mac. If you're setting up a Windows device, choose Windows");
  await expect(note.getByRole('link', { name: 'IT Help' })).toHaveAttribute('href', '/help');
  await expect(page.getByRole('button', { name: 'Print these steps' })).toHaveCount(0);
});

test('Adobe shows only the licence message to a student outside years 7-12', async ({ page }) => {
  await openSignedIn(page, 'Leo Martin', '/adobe');
  await expect(page.getByText('Only students in years 7 - 12 are licensed to use Adobe Creative Cloud.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(nextStepButton(page)).toHaveCount(0);
  // Not a dead end: what to do instead, and whom to ask.
  const note = page.getByRole('note').filter({ hasText: 'Only students in years 7 - 12' });
  await expect(note).toContainText('If you think you should have it, ask the IT office.');
  await expect(note.getByRole('link', { name: 'ithelp@school.example' })).toHaveAttribute('href', 'mailto:ithelp@school.example');
  // Leo's notice (years 3 to 5) arrives in its own chunk and moves the page down: click once it is there.
  await expect(page.getByRole('region', { name: 'School notices' })).toBeVisible();
  await note.getByRole('link', { name: 'IT Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'IT Help' })).toBeVisible();
});

test('a deep link to ?step=3 opens step 3, and Back returns to it after moving on', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/office?step=3');
  await expect(stepCounter(page, 3, 4)).toBeVisible();
  const heading3 = await page.getByRole('heading', { level: 2 }).textContent();
  await nextStepButton(page).click();
  await expect(page).toHaveURL(/\/office\?step=4$/);
  await expect(stepCounter(page, 4, 4)).toBeVisible();
  // Focus moves to the new step's heading.
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/office\?step=3$/);
  await expect(stepCounter(page, 3, 4)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(heading3!);
});

test('?step=99, ?step=0 and ?step=junk are corrected to the last and the first step', async ({ page }) => {
  const cases = [
    ['99', '4'],
    ['0', '1'],
    ['junk', '1'],
  ];
  for (const [index, [raw, clamped]] of cases.entries()) {
    if (index === 0) await openSignedIn(page, 'Ava Nguyen', `/office?step=${raw}`);
    else await page.goto(`/office?step=${raw}`);
    await expect(page).toHaveURL(new RegExp(`/office\\?step=${clamped}$`));
    await expect(stepCounter(page, Number(clamped), 4)).toBeVisible();
  }
});

test('the WiFi toggle switches between the laptop and iOS steps', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/wifi');
  await expect(stepCounter(page, 1, 6)).toBeVisible();
  await page.getByRole('button', { name: 'Show iOS Steps' }).click();
  await expect(page.getByRole('button', { name: 'Show Laptop Steps' })).toBeVisible();
  await walkSteps(page, 6);
  // The variant and step are in the address: a reload keeps both, and the iOS steps are the same on a Mac.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show Laptop Steps' })).toBeVisible();
  await switchToMac(page);
  await expect(stepCounter(page, 6, 6)).toBeVisible();
  await page.getByRole('button', { name: 'Show Laptop Steps' }).click();
  await expect(stepCounter(page, 1, 9)).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use(PLATFORMS.iPhone);

  test('WiFi starts on the iOS steps', async ({ page }) => {
    await openSignedIn(page, 'Ava Nguyen', '/wifi');
    await expect(page.getByRole('button', { name: 'Show Laptop Steps' })).toBeVisible();
    // A guide with iPhone steps needs no word on which device its steps are for.
    await expect(page.getByText(/^These steps are for/)).toHaveCount(0);
    await walkSteps(page, 6);
  });
});

test('the four kinds of callout each look different, by colour and by icon, and are named by their titles', async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen', '/printing');
  await switchToMac(page);
  const looks: Record<string, { border: string; background: string; icon: string }> = {};
  const look = async (kind: string, name: string) => {
    const callout = page.getByRole('complementary', { name, exact: true });
    await expect(callout).toBeVisible();
    // The title is the callout's first paragraph; its icon is drawn before it.
    const title = callout.getByRole('paragraph').first();
    const icon = await title.evaluate((el) => getComputedStyle(el, '::before').maskImage);
    const { border, background } = await callout.evaluate((el) => {
      const style = getComputedStyle(el);
      return { border: style.borderLeftColor, background: style.backgroundColor };
    });
    looks[kind] = { border, background, icon };
  };
  await look('important', 'On campus only');
  await look('warning', 'Does your print job say "Hold for Authentication"?');
  await goInApp(page, '/naplan', 'NAPLAN Locked Down Browser');
  await look('tip', 'Tip');
  await goInApp(page, '/adobe?step=4', 'Adobe Creative Cloud');
  await look('note', 'Note');

  const distinct = (what: 'border' | 'background' | 'icon') => new Set(Object.values(looks).map((l) => l[what])).size;
  expect(Object.keys(looks)).toHaveLength(4);
  expect(distinct('border'), JSON.stringify(looks)).toBe(4);
  expect(distinct('background'), JSON.stringify(looks)).toBe(4);
  expect(distinct('icon')).toBe(4);
  for (const { icon } of Object.values(looks)) expect(icon).toMatch(/^url\("data:image\/svg\+xml/);
  // A title of the author's own is read after the callout's type.
  await goInApp(page, '/printing', 'Printing');
  await expect(page.getByRole('complementary', { name: 'On campus only' }).getByRole('paragraph').first()).toHaveText(
    'Important: On campus only',
  );
});

test.describe('single-page guides', () => {
  test('printing shows the username and the printer table of 11 rooms', async ({ page }) => {
    await openSignedIn(page, 'Ava Nguyen', '/printing');
    await expect(page.getByRole('heading', { level: 1, name: 'Printing' })).toBeVisible();
    await expect(page.getByText('ava.nguyen').first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Printer email addresses by room' });
    await expect(table.getByRole('row')).toHaveCount(12);
    await expect(page.getByText(/^Step \d+ of/)).toHaveCount(0);
    // Print these steps is for guides with steps.
    await expect(page.getByRole('button', { name: 'Print these steps' })).toHaveCount(0);
  });

  test('links are grouped as Learning Tools, Administration and Productivity, with platform-aware app downloads', async ({ page }) => {
    await openSignedIn(page, 'Ava Nguyen', '/links');
    const groups = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(groups).toHaveText(['Learning Tools', 'Administration', 'Productivity']);
    await expect(page.getByRole('link', { name: /Seesaw/ })).toHaveAttribute('href', 'https://app.seesaw.me');
    await expect(page.getByRole('link', { name: /Student Cafe/ })).toBeVisible();
    await expect(page.getByText('your timetable and reports')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download LEGO SPIKE App' })).toHaveAttribute('href', /SPIKE-App\.msi$/);
    await switchToMac(page);
    await expect(page.getByRole('link', { name: 'Download LEGO SPIKE App' })).toHaveAttribute('href', /SPIKE-App\.dmg$/);
  });

  test('password change asks Windows users about Ctrl+Alt+Delete and gives each answer', async ({ page }) => {
    await openSignedIn(page, 'Ava Nguyen', '/password');
    const question = page.getByRole('group', { name: 'Do you press Ctrl+Alt+Delete to sign in?' });
    await question.getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByText('Change a password', { exact: false }).first()).toBeVisible();
    await question.getByRole('radio', { name: 'No' }).check();
    await expect(page.getByRole('link', { name: /mysignins\.microsoft\.com/ })).toBeVisible();
  });

  test('password change skips the question on a Mac and gives the online answer', async ({ page }) => {
    await openSignedIn(page, 'Ava Nguyen', '/password');
    await switchToMac(page);
    await expect(page.getByRole('group', { name: 'Do you press Ctrl+Alt+Delete to sign in?' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /mysignins\.microsoft\.com/ })).toBeVisible();
  });
});
