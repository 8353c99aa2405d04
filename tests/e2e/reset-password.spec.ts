import { expect, test, type Page } from '@playwright/test';
import { useGraphFaults } from './support/faults';
import { chooseStudent, escapeRegExp, openSignedIn, resetTool, homeLink } from './support/portal';

/** Every reset POST the page sends to Graph. */
function recordResetPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/resetPassword')) posts.push(request.url());
  });
  return posts;
}

/** A result row: the name, then (as the directory has them) the username, year and class. */
const row = (name: string) => new RegExp(`^${escapeRegExp(name)} \\S+@students\\.school\\.example, Year \\d+, \\d+[ABC]$`);

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
    // Two resets, and the searches that tell students apart.
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Student Password' })).toBeVisible();
    const tool = resetTool(page);
    // Each result says who exactly: the username, year and class.
    await tool.search.fill("o'bri");
    await expect(tool.results).toHaveText(["Siobhán O'Brien siobhan.obrien@students.school.example, Year 7, 7A"]);
    await chooseStudent(page, "o'bri", "Siobhán O'Brien");
    await expect(tool.confirmation.getByText('siobhan.obrien@students.school.example', { exact: true })).toBeVisible();
    await expect(tool.confirmation.getByText('Year 7, 7A', { exact: true })).toBeVisible();
    const password = (await tool.proposedPassword.textContent())!;
    // Four capitalised animal names and a number: upper case, lower case and digits, as Entra requires.
    expect(password).toMatch(/^([A-Z][a-z]+ ){4}\d{2,3}$/);

    await tool.yes.click();
    await expect(tool.succeeded).toBeVisible();
    await expect(page.getByText(password, { exact: true })).toBeVisible();
    await expect(page.getByText("Siobhán O'Brien will be asked to change this password the next time they sign in.")).toBeVisible();
    await expect(page.getByText("Give Siobhán O'Brien (siobhan.obrien@students.school.example) their new password:")).toBeVisible();

    await page.getByRole('button', { name: 'Copy password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

    // Two students of one name, found by the start of their username, are told apart.
    await tool.search.fill('jack.thompson');
    await expect(tool.results).toHaveText([
      'Jack Thompson jack.thompson@students.school.example, Year 7, 7A',
      'Jack Thompson jack.thompson2@students.school.example, Year 11, 11B',
    ]);

    // A new search after a finished reset shows its results straight away.
    await tool.search.fill('Mei');
    await expect(tool.results).toHaveText([row('Mei-Ling Tan')]);
    await expect(tool.succeeded).toHaveCount(0);

    // The first status check's connection drops: it is asked again, and the reset still ends as changed.
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/authentication/operations/')) polls.push(request.url());
    });
    await page.route('**/authentication/operations/**', (route) => route.abort('connectionreset'), { times: 1 });
    await tool.result('Mei-Ling Tan').click();
    await tool.yes.click();
    await expect(tool.succeeded).toBeVisible();
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls[1]).toBe(polls[0]);
  });

  test('the results list is keyboard-operable', async ({ page }) => {
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    const tool = resetTool(page);
    await tool.search.fill('mei');
    await expect(tool.results).toHaveText([row('Mei-Ling Tan')]);
    await tool.search.press('ArrowDown');
    await expect(tool.results.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tool.confirmHeading('Mei-Ling Tan')).toBeFocused();
  });

  test('No clears the selection', async ({ page }) => {
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    await chooseStudent(page, 'García', 'Lucas García Pérez');
    const tool = resetTool(page);
    await tool.no.click();
    await expect(tool.confirmHeading()).toHaveCount(0);
    await expect(tool.yes).toHaveCount(0);
    await expect(tool.search).toBeFocused();
    await expect(tool.succeeded).toHaveCount(0);
  });

  test('finds Siobhán and Zoë typed without their accents', async ({ page }) => {
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    const tool = resetTool(page);
    await tool.search.fill('siobhan');
    await expect(tool.results).toHaveText(["Siobhán O'Brien siobhan.obrien@students.school.example, Year 7, 7A"]);
    await tool.search.fill('zoe mul');
    await expect(tool.results).toHaveText([row('Zoë Müller')]);
  });

  test('typing 2 characters makes no search; the third does', async ({ page }) => {
    await page.clock.install();
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    const searches = recordSearches(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const tool = resetTool(page);
    await tool.search.fill('Zo');
    await page.clock.runFor(5_000);
    await expect(tool.resultsList).toHaveCount(0);
    expect(searches).toEqual([]);

    await tool.search.fill('Zoë');
    await page.clock.runFor(5_000);
    await expect(tool.results).toHaveText([row('Zoë Müller')]);
    expect(searches).toEqual(['"displayName:Zoë"']);
  });

  test('James Wilson, staff without an Entra role, is told when the tool opens, before searching', async ({ page }) => {
    await openSignedIn(page, 'James Wilson', '/resetstudpass');
    await expect(page.getByRole('heading', { name: "Your account can't reset student passwords" })).toBeVisible();
    await expect(page.getByText(/needs a Microsoft Entra administrator role, such as Helpdesk Administrator/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'IT office' })).toBeVisible();
    await expect(resetTool(page).search).toHaveCount(0);

    // Where Graph cannot say (the portal may not read role assignments), he may try, and the refusal explains.
    await page.route('**/roleManagement/directory/roleAssignments**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'Authorization_RequestDenied', message: 'Insufficient privileges to complete the operation.' },
        }),
      }),
    );
    await page.reload();
    await chooseStudent(page, 'Isla', 'Isla Walker');
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
    await openSignedIn(page, 'Ava Nguyen', '/resetstudpass');
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
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    const tool = resetTool(page);
    await tool.search.fill('Mei-L');
    await expect(tool.results).toHaveText([row('Mei-Ling Tan')]);
    // The search, its retry, then the lookup by username that finds names typed without their accents.
    await expect.poll(() => statuses).toEqual([429, 200, 200]);
  });

  test('a failed search says what went wrong in a short message', async ({ page, context, baseURL }) => {
    await useGraphFaults(context, baseURL!, { search500: true });
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    await resetTool(page).search.fill('Isla');
    await expect(page.getByRole('status').filter({ hasText: 'Microsoft 365 had a problem. Please try again in a minute.' })).toBeVisible();
  });

  const failures = [
    { faults: { operationFails: true }, title: 'The password reset failed.', passwordShown: false },
    { faults: { post500: true }, title: "We couldn't confirm the password reset.", passwordShown: true },
    { faults: { poll500: true }, title: "We couldn't check whether the reset finished.", passwordShown: true },
  ];
  for (const { faults, title, passwordShown } of failures) {
    test(`${Object.keys(faults)[0]}: the page says "${title}"`, async ({ page, context, baseURL }) => {
      await useGraphFaults(context, baseURL!, faults);
      await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
      await chooseStudent(page, 'Kai', 'Kai Nakamura');
      const tool = resetTool(page);
      const password = (await tool.proposedPassword.textContent())!;
      await tool.yes.click();
      await expect(page.getByRole('alert').getByRole('heading', { name: title })).toBeVisible();
      await expect(tool.succeeded).toHaveCount(0);
      await expect(page.getByText(password, { exact: true })).toHaveCount(passwordShown ? 1 : 0);
    });
  }

  test('offline, nothing is sent; a lost answer or a 202 without Location keeps the password, and nothing is discarded or sent again without asking', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const posts = recordResetPosts(page);
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    const tool = resetTool(page);

    // Offline before Yes: not sent, so not changed.
    await chooseStudent(page, 'Kai', 'Kai Nakamura');
    await context.setOffline(true);
    await tool.yes.click();
    await expect(
      page.getByRole('alert').getByRole('heading', { name: "You're offline, so the password has not been changed." }),
    ).toBeVisible();
    expect(posts).toHaveLength(0);
    await context.setOffline(false);

    // The reset reaches Graph, which applies it, but the answer is lost on the way back.
    await useGraphFaults(context, baseURL!, { resetAnswerLost: true });
    await tool.tryAgain.click();
    await expect(tool.confirmHeading('Kai Nakamura')).toBeFocused();
    const password = (await tool.proposedPassword.textContent())!;
    await tool.yes.click();
    await expect(tool.unconfirmedAlert).toContainText("We couldn't confirm the password reset.");
    await expect(tool.unconfirmedAlert).toContainText('The password may have changed to the one below.');
    await expect(tool.unconfirmedPassword).toHaveText(password);
    await expect(tool.unconfirmed.getByRole('list', { name: 'What to do now' })).toContainText(
      'Ask Kai Nakamura to sign in with this password.',
    );
    await tool.unconfirmed.getByRole('button', { name: 'Copy password' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    expect(posts).toHaveLength(1);

    // Start again asks first; Escape keeps the password on screen.
    await tool.startAgain.click();
    await expect(tool.discardDialog).toBeVisible();
    await expect(tool.discardDialog.getByRole('button', { name: 'Keep the password on screen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tool.discardDialog).toHaveCount(0);
    await expect(tool.startAgain).toBeFocused();
    await expect(tool.unconfirmedPassword).toHaveText(password);

    // Reset again shows the same password before anything is sent.
    await useGraphFaults(context, baseURL!, {});
    await tool.resetAgain.click();
    await expect(tool.proposedPassword).toHaveText(password);
    expect(posts).toHaveLength(1);
    await tool.yes.click();
    await expect(tool.succeeded).toBeVisible();
    await expect(page.getByText(password, { exact: true })).toBeVisible();
    expect(posts).toHaveLength(2);

    // A 202 whose Location cannot be read (as a cross-origin answer may hide it): may have changed.
    await useGraphFaults(context, baseURL!, { resetWithoutLocation: true });
    await tool.startAgain.or(page.getByRole('button', { name: 'Reset another password' })).click();
    await chooseStudent(page, 'Mason', 'Mason Anderson');
    const second = (await tool.proposedPassword.textContent())!;
    await tool.yes.click();
    await expect(tool.unconfirmedAlert).toContainText("Microsoft 365 accepted the reset but didn't say where to check on it.");
    await expect(tool.unconfirmedPassword).toHaveText(second);
    await tool.startAgain.click();
    await tool.discardDialog.getByRole('button', { name: 'Discard and start again' }).click();
    await expect(tool.unconfirmed).toHaveCount(0);
    await expect(page.getByText(second, { exact: true })).toHaveCount(0);
    await expect(tool.search).toBeFocused();
  });

  test('a reset that never answers ends in time with the password on screen, and leaving mid-reset asks first', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.clock.install();
    await useGraphFaults(context, baseURL!, { resetHangs: true });
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    await chooseStudent(page, 'Kai', 'Kai Nakamura');
    const tool = resetTool(page);
    const password = (await tool.proposedPassword.textContent())!;
    await tool.yes.click();
    await expect(tool.resetting).toBeVisible();

    // A header link mid-reset asks first; staying keeps the reset going.
    const home = homeLink(page);
    await home.click();
    await expect(tool.leaveDialog).toHaveAccessibleName('Leave while the password is being reset?');
    await expect(tool.leaveDialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
    await tool.leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(tool.leaveDialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/resetstudpass$/);
    await expect(tool.resetting).toBeVisible();

    // The time limit covers the POST itself: the page stops waiting and keeps the password.
    await page.clock.runFor(61_000);
    await expect(tool.resetting).toHaveCount(0);
    await expect(tool.unconfirmedAlert).toContainText('The password may have changed to the one below.');
    await expect(tool.unconfirmedPassword).toHaveText(password);

    // Leaving now would lose that password: asked again, and this time leaving goes.
    await home.click();
    await expect(tool.leaveDialog).toHaveAccessibleName('Leave without this password?');
    await tool.leaveDialog.getByRole('button', { name: 'Leave this page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
  });

  test('searches end in time: a long Retry-After says when to come back, and no answer says it took too long', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.clock.install();
    await openSignedIn(page, 'Olivia Chen', '/resetstudpass');
    const tool = resetTool(page);
    const status = (text: string) => page.getByRole('status').filter({ hasText: text });

    await useGraphFaults(context, baseURL!, { searchRetryAfterSeconds: 3600 });
    await tool.search.fill('Mei');
    await expect(status('Microsoft 365 is busy right now. Please try again in 60 minutes.')).toBeVisible();

    await useGraphFaults(context, baseURL!, { searchHangs: true });
    await tool.search.fill('Isla');
    await expect(status('Searching…')).toBeVisible();
    await page.clock.runFor(31_000);
    await expect(status('Microsoft 365 took too long to answer. Please try again.')).toBeVisible();
  });
});
