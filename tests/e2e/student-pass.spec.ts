import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASS_SIGN_IN_MAX_AGE_COOKIE } from '../../packages/demo-tenant/src/pass-policy-cookies';
import { useGraphFaults } from './support/faults';
import { escapeRegExp, signIn, signInPage } from './support/portal';

const TOOL = '/studentpass';
const TITLE = 'Give a student a Temporary Access Pass';

/** The tool's controls, by role and accessible name. */
function passTool(page: Page) {
  return {
    search: page.getByRole('searchbox', { name: 'Student name or username' }),
    result: (name: string) =>
      page.getByRole('list', { name: 'Matching students' }).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}( |$)`) }),
    confirmation: (name: string) => page.getByRole('region', { name: `Give ${name} a Temporary Access Pass?` }),
    lifetime: page.getByRole('combobox', { name: 'How long the pass lasts' }),
    give: page.getByRole('button', { name: 'Give pass', exact: true }),
    given: (name: string) => page.getByRole('region', { name: `Temporary Access Pass for ${name}` }),
    characters: page.getByRole('list', { name: 'The pass, one character at a time' }),
    alert: page.getByRole('alert'),
    another: page.getByRole('button', { name: 'Give another pass' }),
    startAgain: page.getByRole('button', { name: 'Start again' }),
  };
}

/** Every request the page sends to the function's student pass route, with its body. */
function recordPassRequests(page: Page): { body: unknown; authorization: string }[] {
  const requests: { body: unknown; authorization: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/createStudentPass')
      requests.push({ body: request.postDataJSON(), authorization: request.headers().authorization ?? '' });
  });
  return requests;
}

test.describe(TITLE, () => {
  test('Olivia Chen, staff with the role, finds Siobhán by typing "siobhan" and gives her a pass to read out', async ({ page }) => {
    test.setTimeout(60_000);
    const requests = recordPassRequests(page);
    // A sign-in of its own: the function wants one from the last 10 minutes.
    await signIn(page, 'Olivia Chen', TOOL);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const tool = passTool(page);
    await tool.search.fill('siobhan');
    await tool.result("Siobhán O'Brien").click();
    const confirmation = tool.confirmation("Siobhán O'Brien");
    await expect(confirmation.getByText('siobhan.obrien@students.school.example', { exact: true })).toBeVisible();
    await expect(confirmation.getByText('Year 7, 7A', { exact: true })).toBeVisible();
    await expect(tool.lifetime).toHaveValue('60');
    await tool.lifetime.selectOption({ label: '2 hours' });
    // From the keyboard: the focus then goes to the pass's heading, with its focus ring.
    await tool.give.press('Enter');

    const given = tool.given("Siobhán O'Brien");
    await expect(given).toBeVisible();
    const givenHeading = given.getByRole('heading', { name: "Temporary Access Pass for Siobhán O'Brien" });
    await expect(givenHeading).toBeFocused();
    await expect(givenHeading).toHaveCSS('outline-style', 'solid');
    const characters = tool.characters.getByRole('listitem');
    await expect(characters).toHaveCount(8);
    // Each character is read on its own, with what it is: "capital K", "seven", "hash".
    for (const name of await characters.allTextContents())
      expect(name).toMatch(/^(.)(capital|small|number|symbol)(capital \1|small \1|[a-z ]+)$/);
    const pass = (await given.getByRole('code').textContent())!;
    expect(pass).toMatch(/^\S{8}$/);
    await expect(given.getByText(/^It works once, until \d{1,2}:\d{2} [ap]m \(2 hours from now\)\.$/)).toBeVisible();
    await expect(given.getByRole('heading', { name: "What Siobhán O'Brien does now" })).toBeVisible();
    await expect(given.getByText(/set up a sign-in method they can keep/)).toBeVisible();

    // The browser only named the student and the lifetime, with a fresh ID token; the function did the rest.
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ studentId: '5d000000-0000-4000-8000-000000000001', lifetimeInMinutes: 120 });
    expect(requests[0]!.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

    // WCAG 2.2 AA, in light and dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }

    // A second pass for the same student, minutes later, is refused: one live pass per window.
    await tool.another.click();
    await expect(tool.search).toBeFocused();
    await tool.search.fill('siobhan');
    await tool.result("Siobhán O'Brien").click();
    await tool.give.click();
    await expect(tool.alert).toContainText('This student was given a pass a few minutes ago.');
    await expect(tool.characters).toHaveCount(0);
  });

  test('James Wilson, staff without the role, finds Zoë by typing "zoe" and is refused with a clear message', async ({ page }) => {
    await signIn(page, 'James Wilson', TOOL);
    const tool = passTool(page);
    await tool.search.fill('zoe');
    await tool.result('Zoë Müller').click();
    await tool.give.click();
    await expect(tool.alert).toContainText("Your account isn't allowed to give students a pass.");
    await expect(tool.alert).toContainText('needs a Microsoft Entra administrator role, such as Helpdesk Administrator');
    await expect(tool.characters).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(tool.startAgain).toBeVisible();
  });

  test('a sign-in too old for a pass: Sign in again, and back on the tool the same student is asked about again', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'Olivia Chen', TOOL);
    // The function takes a staff sign-in at most 3 seconds old (10 minutes in production).
    await context.addCookies([{ name: PASS_SIGN_IN_MAX_AGE_COOKIE, value: '3', url: baseURL! }]);
    await page.waitForTimeout(4_000);
    const tool = passTool(page);
    await tool.search.fill('Isla');
    await tool.result('Isla Walker').click();
    await tool.lifetime.selectOption({ label: '30 minutes' });
    await tool.give.click();
    await expect(tool.alert).toContainText('Please sign in again first.');
    await expect(tool.characters).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(signInPage(page)).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${TOOL}$`));
    // Back to the production limit, so a slow machine's next click is not too late.
    await context.clearCookies({ name: PASS_SIGN_IN_MAX_AGE_COOKIE });
    // The same student and lifetime, asked again: nothing is created without Give pass.
    await expect(tool.confirmation('Isla Walker')).toBeVisible();
    await expect(tool.lifetime).toHaveValue('30');
    await tool.give.click();
    await expect(tool.characters.getByRole('listitem')).toHaveCount(8);
  });

  test('a student who opens the tool is told it is not for their account, and sees no search', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', TOOL);
    await expect(page.getByRole('heading', { level: 1, name: 'This guide is not for your account' })).toBeVisible();
    await expect(passTool(page).search).toHaveCount(0);
  });

  test('a hung Microsoft 365 is reported within the deadline, and Try again is offered', async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    await signIn(page, 'Olivia Chen', TOOL);
    await useGraphFaults(context, baseURL!, { studentPassCreateHangs: true });
    const tool = passTool(page);
    await tool.search.fill('Mei-L');
    await tool.result('Mei-Ling Tan').click();
    await tool.give.click();
    await expect(page.getByRole('status').filter({ hasText: /^Creating a pass for Mei-Ling Tan/ })).toBeVisible();
    await expect(tool.alert).toContainText('Microsoft 365 took too long to answer.', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(tool.characters).toHaveCount(0);
  });
});
