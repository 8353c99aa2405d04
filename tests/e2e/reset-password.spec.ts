import { expect, test, type Page } from '@playwright/test';
import { useGraphFaults } from './support/faults';
import { chooseStudent, resetTool, signIn } from './support/portal';

/** Every student search the page sends to Graph. */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/v1.0/users')) searches.push(url.searchParams.get('$search') ?? '');
  });
  return searches;
}

test.describe('Reset Student Password', () => {
  test("Olivia Chen resets a student's password and sees the new password", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'Olivia Chen', '/resetstudpass');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Student Password' })).toBeVisible();
    await chooseStudent(page, "o'bri", "Siobhán O'Brien");
    const tool = resetTool(page);
    const password = (await tool.proposedPassword.textContent())!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(password).toMatch(/^[a-z]+( [a-z]+)+$/);

    await tool.yes.click();
    await expect(tool.succeeded).toBeVisible();
    await expect(page.getByText(password, { exact: true })).toBeVisible();
    await expect(page.getByText("Siobhán O'Brien will be asked to change this password the next time they sign in.")).toBeVisible();

    await page.getByRole('button', { name: 'Copy password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  });

  test('the results list is keyboard-operable', async ({ page }) => {
    await signIn(page, 'Olivia Chen', '/resetstudpass');
    const tool = resetTool(page);
    await tool.search.fill('mei');
    await expect(tool.results).toHaveText(['Mei-Ling Tan']);
    await tool.search.press('ArrowDown');
    await expect(tool.results.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tool.confirmHeading('Mei-Ling Tan')).toBeFocused();
  });

  test('No clears the selection', async ({ page }) => {
    await signIn(page, 'Olivia Chen', '/resetstudpass');
    await chooseStudent(page, 'García', 'Lucas García Pérez');
    const tool = resetTool(page);
    await tool.no.click();
    await expect(tool.confirmHeading()).toHaveCount(0);
    await expect(tool.yes).toHaveCount(0);
    await expect(tool.search).toBeFocused();
    await expect(tool.succeeded).toHaveCount(0);
  });

  test('typing 2 characters makes no search; the third does', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'Olivia Chen', '/resetstudpass');
    const searches = recordSearches(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const tool = resetTool(page);
    await tool.search.fill('Zo');
    await page.clock.runFor(5_000);
    await expect(tool.resultsList).toHaveCount(0);
    expect(searches).toEqual([]);

    await tool.search.fill('Zoë');
    await page.clock.runFor(5_000);
    await expect(tool.results).toHaveText(['Zoë Müller']);
    expect(searches).toEqual(['"displayName:Zoë"']);
  });

  test('James Wilson, staff without the Entra role, is told he is not allowed to reset passwords', async ({ page }) => {
    await signIn(page, 'James Wilson', '/resetstudpass');
    await chooseStudent(page, 'Jack', 'Jack Thompson');
    const tool = resetTool(page);
    await tool.yes.click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Your account is not allowed to reset student passwords.' })).toBeVisible();
    await expect(alert).toContainText('Ask the IT office');
    await expect(tool.succeeded).toHaveCount(0);
  });

  test('Ava Nguyen, a student, is told the tool is not for her account and no Graph search is made', async ({ page }) => {
    const graphCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/graph/') && !pathname.includes('/me/photos/')) graphCalls.push(pathname);
    });
    await signIn(page, 'Ava Nguyen', '/resetstudpass');
    await expect(page.getByRole('heading', { name: 'This guide is not for your account' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    expect(graphCalls).toEqual([]);
  });

  test('a throttled search (429) is retried and then shows the students', async ({ page, context, baseURL }) => {
    await useGraphFaults(context, baseURL!, { search429Once: true });
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/v1.0/users')) statuses.push(response.status());
    });
    await signIn(page, 'Olivia Chen', '/resetstudpass');
    const tool = resetTool(page);
    await tool.search.fill('Mei-L');
    await expect(tool.results).toHaveText(['Mei-Ling Tan']);
    expect(statuses).toEqual([429, 200]);
  });

  test('a failed search says what went wrong in a short message', async ({ page, context, baseURL }) => {
    await useGraphFaults(context, baseURL!, { search500: true });
    await signIn(page, 'Olivia Chen', '/resetstudpass');
    await resetTool(page).search.fill('Isla');
    await expect(page.getByRole('status').filter({ hasText: 'Microsoft 365 had a problem. Please try again in a minute.' })).toBeVisible();
  });

  const failures = [
    { faults: { operationFails: true }, title: 'The password reset failed.' },
    { faults: { post500: true }, title: 'Failed to submit password reset' },
    { faults: { poll500: true }, title: 'Failed to check reset status' },
  ];
  for (const { faults, title } of failures) {
    test(`${Object.keys(faults)[0]}: the page says "${title}"`, async ({ page, context, baseURL }) => {
      await useGraphFaults(context, baseURL!, faults);
      await signIn(page, 'Olivia Chen', '/resetstudpass');
      await chooseStudent(page, 'Kai', 'Kai Nakamura');
      const tool = resetTool(page);
      await tool.yes.click();
      await expect(page.getByRole('alert').getByRole('heading', { name: title })).toBeVisible();
      await expect(tool.succeeded).toHaveCount(0);
    });
  }
});
