import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeFindings, expectNoFindings } from '../../packages/engine/sweep/support/a11y';
import { recordCspViolations } from '../../packages/engine/sweep/support/csp';
import { goInApp, nextStepButton, settled, signIn, stepCounter, PORTAL_NAME } from './support/portal';
import { DEMO_SCHOOL_DIST } from '../support/paths';
import { backOnline, goOffline, stillOffline } from './support/offline';
import { cachedAddresses, controlledByServiceWorker, WITH_SERVICE_WORKER } from './support/service-worker';

/**
 * The service worker: after one visit the portal starts, signs in and shows its guides with no network (in a
 * tab with no account, without signing in), and runs the libraries from the compiled code its cache keeps;
 * the staff tool and the pass say they need a connection; a new deployment asks before it takes over. Only
 * this spec and notices.spec.ts let the worker run (tests/playwright.config.ts blocks it elsewhere). The dev
 * server has none.
 */
test.skip(process.env.E2E_SERVER === 'dev', 'The dev server serves sources directly, with no service worker.');
test.use(WITH_SERVICE_WORKER);
// The update test rewrites the built sw.js, which the other tests here must not see mid-way.
test.describe.configure({ mode: 'serial' });

const OFFLINE_GUIDES = /You're offline\. The guides still work/;
const SW_FILE = join(DEMO_SCHOOL_DIST, 'sw.js');

/**
 * MSAL's cache (in sessionStorage) as it is once the ID and access tokens have expired: only the account and
 * its refresh token are left, so the next silent sign-in must ask the network for new tokens.
 */
function expireTokens(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tokens = Object.keys(sessionStorage).filter((key) => /\|(idtoken|accesstoken)\|/i.test(key));
    for (const key of tokens) sessionStorage.removeItem(key);
    return tokens.length;
  });
}

test('after one visit, a student follows a guide offline, even with every token expired, and the network takes over again; a new tab reads the guides without signing in', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const violations = await recordCspViolations(page);
  await signIn(page, 'Ava Nguyen');
  await controlledByServiceWorker(page);

  // The shell, every guide's chunk and the images are saved; sign-in, the demo tenant, Graph and the function never are.
  const cached = await cachedAddresses(page);
  expect(cached).toContain('/index.html');
  expect(cached.some((path) => /^\/assets\/wifi-.*\.js$/.test(path))).toBe(true);
  expect(cached.some((path) => path.startsWith('/images/'))).toBe(true);
  expect(cached.filter((path) => /^\/(redirect\.html|assets\/redirect-|demo-tenant|graph|api|_emulator)/.test(path))).toEqual([]);
  expect(await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json() as Promise<{ name: string }>))).toMatchObject({
    name: PORTAL_NAME,
  });

  // Offline: a reload starts the portal for the same account, with the banner, and the WiFi guide walks.
  await goOffline(context, page);
  await page.goto('/wifi');
  await stillOffline(page);
  await settled(page, 'WiFi Connect');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_GUIDES })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  await nextStepButton(page).click();
  await expect(stepCounter(page, 2)).toBeVisible();
  // A guide never opened before comes from the saved copy too.
  await goInApp(page, '/onedrive', 'OneDrive');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_GUIDES })).toBeVisible();

  // The sign-in bridge and the demo tenant are never answered from the saved copy.
  expect(
    await page.evaluate(() =>
      fetch('/redirect.html').then(
        () => 'answered',
        () => 'no network',
      ),
    ),
  ).toBe('no network');
  expect(
    await page.evaluate(() =>
      fetch('/demo-tenant/.well-known/openid-configuration').then(
        () => 'answered',
        () => 'no network',
      ),
    ),
  ).toBe('no network');

  // Every token expired: the silent sign-in fails for want of a network, and the portal still opens (the
  // deliberate exception to "sign in again when the silent attempt fails"), rather than a redirect that cannot load.
  expect(await expireTokens(page)).toBe(2);
  await page.reload();
  await stillOffline(page);
  await settled(page, 'OneDrive');
  await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_GUIDES })).toBeVisible();

  // Back online, the usual rules apply: the tokens are fetched again without a sign-in page, the banner goes.
  await backOnline(context, page);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_GUIDES })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => /\|idtoken\|/i.test(key)))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'OneDrive' })).toBeVisible();

  // A new tab has no account (MSAL keeps its cache in the tab's session storage), as after the browser was
  // closed. Offline, its guides still open, without signing in, rather than "We couldn't sign you in".
  const progressItems = () => page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('portal.progress.')));
  const progressBefore = await progressItems();
  const reader = await context.newPage();
  const readerViolations = await recordCspViolations(reader);
  await goOffline(context, reader);
  await reader.goto('/printing').catch(() => undefined);
  // Debian 12's Chromium (150) never hands a new tab's navigation to the service worker while Playwright cuts
  // the network (it fails as if there were no worker), where Chrome serves it from the worker: that browser
  // cannot show this part, so it is skipped there, and said so in the report. Nor is it the way the network
  // is cut: with a preview server of the test's own, stopped, and no route or emulation at all, the same tab
  // reloads from the worker while a new tab (or a window opened with noopener) gets the browser's offline
  // page; only a window opened with an opener, which copies the tab's sessionStorage, is served (4 December).
  test.skip(reader.url().startsWith('chrome-error:'), "this Chromium does not hand a new tab's offline navigation to the service worker");
  await stillOffline(reader);
  await settled(reader, 'Printing');
  await expect(
    reader
      .getByRole('status')
      .filter({ hasText: "You're offline and not signed in. The guides still work, and the portal signs you in when you're back online." }),
  ).toBeVisible();
  await expect(reader.getByRole('banner').getByText('Not signed in')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const readerFindings = await axeFindings(reader, 'offline reader: Printing');
  // The guide's username (the email before the @) says which one is meant: there is no email to take it from.
  // So does a search result that shows it.
  await expect(reader.getByText('your school username').first()).toBeVisible();
  await reader.getByRole('combobox', { name: 'Search guides' }).fill('printing username');
  await expect(reader.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Printing', exact: true })).toContainText(
    'your school username',
  );
  await reader.keyboard.press('Escape');
  await goInApp(reader, '/', 'Welcome');
  readerFindings.push(...(await axeFindings(reader, 'offline reader: home')));
  expectNoFindings(readerFindings);
  await expect(reader.getByRole('link', { name: /WiFi Connect/ })).toBeVisible();
  await expect(reader.getByRole('link', { name: /Reset Student Password/ })).toHaveCount(0);
  // A staff page by its address needs signing in, rather than being "not for your account".
  await goInApp(reader, '/resetstudpass', 'Sign in to see this page');
  await expect(reader.getByText(/You're offline, so the portal can't sign you in yet/)).toBeVisible();
  await goInApp(reader, '/wifi', 'WiFi Connect');
  await nextStepButton(reader).click();
  await expect(stepCounter(reader, 2)).toBeVisible();
  // Nothing is remembered for nobody: the progress items are as they were.
  expect(await progressItems()).toEqual(progressBefore);

  // Back online, the usual rules: no account, so off to the sign-in page, which still knows Ava from the
  // first tab (as Entra ID keeps its own session) and brings her back to this step, signed in.
  await backOnline(context, reader);
  await expect(reader.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  await expect(stepCounter(reader, 2)).toBeVisible();
  await expect(reader.getByRole('status').filter({ hasText: /not signed in/ })).toHaveCount(0);

  expect(violations).toEqual([]);
  expect(readerViolations).toEqual([]);
});

test("a second visit runs React, the router and MSAL from the compiled code the worker's cache keeps", async ({ page }) => {
  await signIn(page, 'Ava Nguyen');
  await controlledByServiceWorker(page);
  await goInApp(page, '/wifi', 'WiFi Connect');
  // V8's compile events name each script and how much compiled code it took from a cache.
  const cdp = await page.context().newCDPSession(page);
  const events: { name: string; args?: { data?: { url?: string; consumedCacheSize?: number; cacheRejected?: boolean } } }[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as typeof events)));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['v8', 'disabled-by-default-v8.compile'] } });
  await page.reload();
  await settled(page, 'WiFi Connect');
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  const libraries = events.filter((e) => e.name === 'v8.compile' && /\/assets\/libraries-[\w-]+\.js$/.test(e.args?.data?.url ?? ''));
  expect(libraries.length, 'the libraries script was compiled on the reload').toBeGreaterThan(0);
  for (const e of libraries) {
    expect(e.args!.data!.cacheRejected ?? false).toBe(false);
    // Compiled at the worker's install: hundreds of kB of code, not parsed again.
    expect(e.args!.data!.consumedCacheSize ?? 0).toBeGreaterThan(100_000);
  }
});

test('a visitor who opened a public guide once reads the public guides offline, without signing in', async ({ page, context }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/help');
  await settled(page, 'IT Help');
  await controlledByServiceWorker(page);
  await goOffline(context, page);
  await page.goto('/password');
  await stillOffline(page);
  await settled(page, 'Change Password');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/');
  await stillOffline(page);
  await settled(page, 'Welcome');
  await expect(page.getByRole('navigation', { name: 'Guides and tools' }).getByRole('link')).toHaveText([
    /^Change Password/,
    /^Can.t Sign In\?/,
    /^Help/,
  ]);
  await backOnline(context, page);
  expect(violations).toEqual([]);
});

test('offline, the reset tool and the Windows Hello pass say they need a connection', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signIn(page, 'Olivia Chen');
  await controlledByServiceWorker(page);
  await goOffline(context, page);

  await page.goto('/resetstudpass');
  await stillOffline(page);
  await settled(page, 'Reset Student Password');
  await expect(page.getByText(/Finding a student and resetting their password need a connection/)).toBeVisible();

  // The Windows Hello guide's pass generator (its step 2), from the saved copy.
  await goInApp(page, '/hello?step=2', 'Windows Hello');
  await expect(page.getByText(/Creating a pass needs a connection/)).toBeVisible();
  await page.getByRole('button', { name: 'Create Pass' }).click();
  await expect(page.getByRole('alert')).toContainText("You're offline, so no pass was created.");
});

test('a new deployment waits for the reader: "A new version is ready", then Reload moves to it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'Ava Nguyen');
  await controlledByServiceWorker(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of the portal is ready.' });
  await expect(prompt).toHaveCount(0);

  // Another build is deployed: its worker differs by a byte (as any real deployment's precache list does).
  const built = readFileSync(SW_FILE, 'utf8');
  try {
    writeFileSync(SW_FILE, `${built}\n// another deployment ${Date.now()}\n`);
    await page.reload();
    await settled(page);
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Nothing changes until the reader chooses: the page is still served by the first worker.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(waiting).toBe(true);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toHaveCount(0);
    await settled(page, /^Welcome, /);
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  } finally {
    writeFileSync(SW_FILE, built);
  }
});
