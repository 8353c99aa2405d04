import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import { PASS_AUTH_CONTEXT_COOKIE, PASS_SIGN_IN_MAX_AGE_COOKIE } from '../../packages/demo-tenant/src/pass-policy-cookies';
import { PASS_WINDOW_SCOPE_COOKIE } from '../../packages/demo-tenant/src/pass-window-scope';
import { goInApp, signIn, signInPage } from './support/portal';

const PASS_REQUEST = '/api/createTempAccessPass';
const HELLO = '/hello?step=2';
const SESSION_EXPIRED = 'Your login session has expired - please refresh this page and try again.';

/** The claims of a JWT (unverified: the test only reads when it was issued, and what the sign-in was). */
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { iat: number; auth_time: number; uti: string; acrs?: string[] };
const STALE = 'For your security, sign in again before creating a pass.';

/** Every ID token the page sends to the pass function. */
function recordPassTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PASS_REQUEST) tokens.push((request.headers().authorization ?? '').replace(/^Bearer /, ''));
  });
  return tokens;
}

/** Opens the pass step afresh (its generator starts at Create Pass) without reloading the signed-in app. */
async function reopenPassStep(page: Page): Promise<void> {
  await goInApp(page, '/', 'Welcome, Ava');
  await goInApp(page, HELLO, 'Windows Hello');
}

test.describe('Windows Hello: Temporary Access Pass', () => {
  test('creates a pass with a freshly issued ID token, copies it, and the notice goes after 2 seconds; the pass outlasts its step', async ({
    page,
    context,
  }) => {
    // Also walks to the next step, back, reloads and opens step 5.
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const tokens = recordPassTokens(page);
    await signIn(page, 'Ava Nguyen', HELLO);
    // Long enough after sign-in that a token from then would show its age.
    await page.waitForTimeout(2_100);
    const clickedAt = Math.floor(Date.now() / 1000);
    await page.getByRole('button', { name: 'Create Pass' }).click();
    const pass = page.getByRole('button', { name: /^\S{8}$/ });
    await expect(pass).toBeVisible();
    expect(tokens).toHaveLength(1);
    expect(claimsOf(tokens[0]!).iat).toBeGreaterThanOrEqual(clickedAt);
    const text = (await pass.textContent())!;

    await page.clock.pauseAt(Date.now() + 60_000);
    await pass.click();
    const notice = page.getByRole('status').filter({ hasText: 'Text copied to clipboard' });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await page.clock.runFor(1_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toHaveCount(0);

    // The pass lasts its lifetime, not the step's: Next Step and Previous Step keep it, with its countdown,
    // and no new pass is asked for (a reload too: see the next test, whose page clock is the browser's).
    const countdown = page.getByRole('timer');
    await expect(countdown).toHaveText(/^\d{1,2}:\d\d(:\d\d)?$/);
    await expect(page.getByText(/^Expires in .+, at \d{1,2}:\d\d [ap]m\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Open sign-in options' })).toBeVisible();
    await expect(pass).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous Step' }).click();
    await expect(page.getByRole('button', { name: text, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Pass' })).toHaveCount(0);
    // Step 5, where the pass is typed into Windows, shows it again.
    await goInApp(page, '/hello?step=5', 'Windows Hello');
    await expect(page.getByRole('heading', { level: 2, name: 'Use your Temporary Access Pass' })).toBeVisible();
    await expect(page.getByRole('button', { name: text, exact: true })).toBeVisible();
    await expect(countdown).toBeVisible();
    expect(tokens).toHaveLength(1);
    // Kept for this tab only, never where the next person at this computer could find it.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(text);
  });

  test("a reload keeps the pass; a load that is not a reload (a reopened or duplicated tab) never shows the last person's", async ({
    page,
  }) => {
    await signIn(page, 'Ethan Lee', HELLO);
    await page.getByRole('button', { name: 'Create Pass' }).click();
    const pass = page.getByRole('button', { name: /^\S{8}$/ });
    await expect(pass).toBeVisible();
    const text = (await pass.textContent())!;
    await page.reload();
    await expect(page.getByRole('button', { name: text, exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    // A reopened or duplicated tab starts with a copy of this tab's sessionStorage, but is not a reload:
    // loaded that way, the step shows no pass, and the copy is gone.
    await page.goto(HELLO);
    await expect(page.getByRole('heading', { level: 2, name: 'Generate a Temporary Access Pass' })).toBeVisible();
    await expect(page.getByRole('button', { name: text, exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(text);
  });

  test('a duplicated or restored tab, which starts with a copy of the tab\'s sessionStorage, never shows the pass; "Done, hide my pass" forgets it, and a reload after shows nothing', async ({
    page,
    context,
  }) => {
    await signIn(page, 'Ava Nguyen', HELLO);
    await page.getByRole('button', { name: 'Create Pass' }).click();
    const pass = page.getByRole('button', { name: /^\S{8}$/ });
    await expect(pass).toBeVisible();
    const text = (await pass.textContent())!;

    // Another tab of the same browser with this tab's sessionStorage copied in before the portal runs, as
    // Chromium's Duplicate and a restored tab do: the sign-in (MSAL's cache) comes along, the pass must not.
    const copied = await page.evaluate(() => Object.entries(sessionStorage));
    expect(JSON.stringify(copied)).toContain(text);
    const duplicate = await context.newPage();
    await duplicate.addInitScript((entries: [string, string][]) => {
      for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
    }, copied);
    await duplicate.goto(HELLO);
    await expect(duplicate.getByRole('heading', { level: 2, name: 'Generate a Temporary Access Pass' })).toBeVisible();
    await expect(duplicate.getByRole('button', { name: 'Create Pass' })).toBeVisible();
    await expect(duplicate.getByRole('button', { name: text, exact: true })).toHaveCount(0);
    // Back and forward (a `back_forward` load, as a duplicate's is), with the copy planted again: still none.
    await duplicate.goto('/');
    await duplicate.goBack();
    await expect(duplicate.getByRole('heading', { level: 2, name: 'Generate a Temporary Access Pass' })).toBeVisible();
    await expect(duplicate.getByRole('button', { name: 'Create Pass' })).toBeVisible();
    await expect(duplicate.getByRole('button', { name: text, exact: true })).toHaveCount(0);
    await duplicate.close();

    // Her own tab still shows it; once she has used it, "Done, hide my pass" forgets it and says so, with the focus there.
    await expect(page.getByRole('button', { name: text, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Done, hide my pass' }).click();
    const hidden = page.getByRole('status').filter({ hasText: 'Your pass is hidden' });
    await expect(hidden).toHaveText(
      'Your pass is hidden, and this device has forgotten it. If you copied it, it still works until it expires.',
    );
    await expect(hidden).toBeFocused();
    // With its focus ring, though the button was clicked with the mouse (not only after keys).
    await expect(hidden).toHaveCSS('outline-style', 'solid');
    await expect(page.getByRole('button', { name: text, exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(text);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Create Pass' })).toBeVisible();
    await expect(page.getByRole('button', { name: text, exact: true })).toHaveCount(0);
  });

  test('says the session has expired, and makes no call, when the sign-in cannot be renewed silently', async ({ page }) => {
    await signIn(page, 'Ethan Lee', HELLO);
    const tokens = recordPassTokens(page);
    // The provider's token endpoint refuses to renew: MSAL says a person must take part.
    await page.route(
      (url) => url.pathname === '/demo-tenant/token',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'interaction_required', error_description: 'Sign in again.' }),
        }),
    );
    await page.getByRole('button', { name: 'Create Pass' }).click();
    await expect(page.getByRole('alert')).toHaveText(SESSION_EXPIRED);
    expect(tokens).toEqual([]);
  });

  test("says what each of the function's answers means, offline asks for nothing, and a pass that takes too long can be tried again", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    let answer: (route: Route) => Promise<void> | void = (route) => route.continue();
    await page.route(`**${PASS_REQUEST}`, (route) => answer(route));
    const tokens = recordPassTokens(page);
    await signIn(page, 'Ava Nguyen', HELLO);
    const alert = page.getByRole('alert');
    const json =
      (status: number, body: object, headers: Record<string, string> = {}) =>
      (route: Route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          headers: { 'Cache-Control': 'no-store', ...headers },
          body: JSON.stringify(body),
        });

    const cases = [
      { answer: json(401, { error: 'invalid_token', message: 'x' }), says: SESSION_EXPIRED, buttons: [] },
      {
        answer: json(403, { error: 'not_eligible', message: 'x' }),
        says: 'Temporary Access Passes are for students. Ask the IT office to help you set up Windows Hello.',
        buttons: [],
      },
      {
        answer: json(403, { error: 'privileged_role', message: 'x' }),
        says: "Passes can't be created for accounts with administrator roles. Ask the IT office to help you set up Windows Hello.",
        buttons: [],
      },
      {
        answer: json(429, { error: 'too_many_passes', message: 'x', retryAfterSeconds: 240 }, { 'Retry-After': '240' }),
        // The pass exists, but this tab does not have it: say so, and when a new one can be made.
        says: /^You created a pass a few minutes ago, but it can't be shown again here\. If you copied it, use that pass; otherwise you can create a new one in 4 minutes, at \d{1,2}:\d\d [ap]m\.$/,
        buttons: [],
      },
      ...['keys_unavailable', 'storage_unavailable'].map((error) => ({
        answer: json(503, { error, message: 'x' }),
        says: "We couldn't create a pass just now. Please try again in a minute, or ask at the IT office.",
        buttons: ['Try again'],
      })),
      {
        answer: json(502, { error: 'graph_failed', message: 'x' }),
        says: "We couldn't create a pass just now. Please try again in a minute, or ask at the IT office.",
        buttons: ['Try again'],
      },
      {
        answer: json(401, { error: 'stale_sign_in', message: 'x' }),
        says: STALE,
        buttons: ['Sign in again'],
      },
    ];
    for (const [i, c] of cases.entries()) {
      answer = c.answer;
      if (i > 0) await reopenPassStep(page);
      await page.getByRole('button', { name: 'Create Pass' }).click();
      await expect(alert.getByRole('paragraph')).toHaveText(c.says);
      await expect(alert.getByRole('button')).toHaveText(c.buttons);
    }
    expect(tokens).toHaveLength(cases.length);

    // Offline: nothing is asked for.
    await reopenPassStep(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Create Pass' }).click();
    await expect(alert.getByRole('paragraph')).toHaveText(
      "You're offline, so no pass was created. Connect to the internet, then try again.",
    );
    expect(tokens).toHaveLength(cases.length);
    await context.setOffline(false);

    // No answer at all: the page stops waiting and offers to try again.
    answer = () => undefined;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Creating your pass…' })).toBeVisible();
    await page.clock.runFor(31_000);
    await expect(alert.getByRole('paragraph')).toHaveText('Creating your pass took too long. Please try again.');
    answer = json(200, { temporaryAccessPass: 'Ab3#dEf9', lifetimeInMinutes: 1 });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Ab3#dEf9' })).toBeVisible();
    // It lasts its lifetime (a minute here, to keep the test short), then goes, and Create Pass is offered again.
    await page.clock.runFor(60_000);
    await expect(alert).toHaveText('Your pass has expired. Create a new one.');
    await expect(page.getByRole('button', { name: 'Ab3#dEf9' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Pass' })).toBeVisible();

    // A stale sign-in: Sign in again goes through the sign-in page and back to this step, where the pass is
    // created without another click (here by the demo tenant's function itself).
    answer = json(401, { error: 'stale_sign_in', message: 'x' });
    await reopenPassStep(page);
    await page.getByRole('button', { name: 'Create Pass' }).click();
    await alert.getByRole('button', { name: 'Sign in again' }).click();
    await expect(signInPage(page)).toBeVisible();
    answer = (route) => route.continue();
    await page.getByLabel('Username').fill('ava.nguyen@school.example');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/hello\?step=2$/);
    await expect(page.getByRole('button', { name: /^\S{8}$/ })).toBeVisible();
  });

  test('on the demo tenant: a sign-in older than the limit, or one without the authentication context, signs in again and then gets the pass', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tokens = recordPassTokens(page);
    const signInHeading = signInPage(page);
    const alert = page.getByRole('alert');
    const pass = page.getByRole('button', { name: /^\S{8}$/ });
    const seconds = () => Math.floor(Date.now() / 1000);
    await signIn(page, 'Ava Nguyen', HELLO);
    // The function takes a sign-in at most 8 seconds old (10 minutes in production).
    await context.addCookies([{ name: PASS_SIGN_IN_MAX_AGE_COOKIE, value: '8', url: baseURL! }]);
    const signedIn = seconds();
    await page.waitForTimeout(9_000);

    // A new ID token (iat now) of the old sign-in (auth_time then): refused, and the page says why.
    await page.getByRole('button', { name: 'Create Pass' }).click();
    await expect(alert.getByRole('paragraph')).toHaveText(STALE);
    expect(claimsOf(tokens[0]!).iat).toBeGreaterThan(signedIn + 8);
    expect(claimsOf(tokens[0]!).auth_time).toBeLessThanOrEqual(signedIn);

    // Sign in again: the password is asked for (the username filled in), and back on the step the pass
    // comes without another click, with a token of the new sign-in.
    await alert.getByRole('button', { name: 'Sign in again' }).click();
    await expect(signInHeading).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('ava.nguyen@school.example');
    const signedInAgain = seconds();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/hello\?step=2$/);
    await expect(pass).toBeVisible();
    expect(claimsOf(tokens.at(-1)!).auth_time).toBeGreaterThanOrEqual(signedInAgain - 1);
    expect(claimsOf(tokens.at(-1)!).uti).not.toBe(claimsOf(tokens[0]!).uti);
    const beforeContext = tokens.length;

    // A school that requires an authentication context (c1): the function's claims challenge, a sign-in
    // asked for it, and the pass, with acrs in the token. (A new window: one pass per 10 minutes holds.)
    await context.clearCookies({ name: PASS_SIGN_IN_MAX_AGE_COOKIE });
    await context.addCookies([
      { name: PASS_AUTH_CONTEXT_COOKIE, value: 'c1', url: baseURL! },
      { name: PASS_WINDOW_SCOPE_COOKIE, value: randomUUID(), url: baseURL!, secure: true, httpOnly: true, sameSite: 'Strict' },
    ]);
    // The pass is kept for its lifetime: this tab forgets it (as a tab that never had it would), so Create
    // Pass is offered again.
    await page.evaluate(() => sessionStorage.removeItem('portal.pass.current'));
    await page.reload();
    await page.getByRole('button', { name: 'Create Pass' }).click();
    await expect(alert.getByRole('paragraph')).toHaveText(STALE);
    expect(claimsOf(tokens[beforeContext]!).acrs).toBeUndefined();
    await alert.getByRole('button', { name: 'Sign in again' }).click();
    await expect(signInHeading).toBeVisible();
    await expect(page.getByText('The portal asked for a stronger sign-in (authentication context c1).', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/hello\?step=2$/);
    await expect(pass).toBeVisible();
    expect(claimsOf(tokens.at(-1)!).acrs).toEqual(['c1']);
  });
});
