/**
 * What the sweep (and the engine's own e2e specs) do in the portal as a person would: sign in to the demo
 * tenant, walk a guide's steps and the Setup Guide's parts, and preview the portal as someone else.
 * Everything is found by role and accessible name, as a person (or a screen reader) finds it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Cookie, type Locator, type Page } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '@school-it-portal/demo-tenant/accounts';
import { PASS_WINDOW_SCOPE_COOKIE } from '@school-it-portal/demo-tenant/pass-window-scope';
import { DEMO_PROVIDER_ROUTES } from '../../src/shared/config/demo-tenant';
import { resolveContentDir } from '../../tooling/content/check/content-dir';
import { schoolAtStart } from '../../tooling/content/check/check-school';

// ---------------------------------------------------------------------------------------------------------
// The school whose portal is on the server (PORTAL_CONTENT_DIR, which the sweep's runner sets)

/** The portal's name (school.yaml): the sign-in page, the header's home link and page titles say it. */
export const PORTAL_NAME = nameOf(resolveContentDir());

function nameOf(contentDir: string): string {
  return schoolAtStart(contentDir)?.school.portal.name ?? 'the portal';
}

/**
 * The name of the portal the running test's project serves: a project whose server serves another
 * school than PORTAL_CONTENT_DIR's names that school's content in its metadata (`contentDir`).
 */
export function portalName(): string {
  const dir = test.info().project.metadata?.contentDir as unknown;
  return typeof dir === 'string' ? nameOf(dir) : PORTAL_NAME;
}

/** The demo tenant's sign-in page, by its heading. */
export const signInPage = (page: Page): Locator => page.getByRole('heading', { name: `Sign in to ${portalName()}` });

/** The header's link home: the school's logo (or its portal's name). */
export const homeLink = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: `${portalName()} home` });

// ---------------------------------------------------------------------------------------------------------
// Demo accounts and signing in

export type { DemoAccount };

/** Every account the demo tenant's sign-in page accepts: the directory the dev server itself uses. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = demoAccounts;

/** The demo account with this display name ("Ava Nguyen"); fails at once on a name the directory lacks. */
export function demoAccount(name: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.displayName === name);
  if (!account)
    throw new Error(`No demo account is called "${name}"; the demo tenant has ${DEMO_ACCOUNTS.map((a) => a.displayName).join(', ')}`);
  return account;
}

/** The account's app role as the portal reads it (its first `roles` claim), or `(none)` when it has none. */
export function appRole(account: DemoAccount): string {
  return account.roles?.[0] ?? '(none)';
}

/**
 * Opens `path` signed out, goes through the demo sign-in page as a person would, and waits for the portal.
 * `who` is a display name ("Olivia Chen") or an account from DEMO_ACCOUNTS. The test's browser context
 * also gets Temporary Access Pass windows of its own (isolatePassWindows).
 */
export async function signIn(page: Page, who: string | DemoAccount, path = '/'): Promise<void> {
  const account = typeof who === 'string' ? demoAccount(who) : who;
  await onSchoolDevice(page);
  await page.goto(path);
  await isolatePassWindows(page);
  // A public guide opens without signing in: its header's Sign in goes to the sign-in page, as a person would.
  const visitorSignIn = page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true });
  await expect(signInPage(page).or(visitorSignIn)).toBeVisible();
  if (await visitorSignIn.isVisible()) await visitorSignIn.click();
  await expect(signInPage(page)).toBeVisible();
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Who is signed in: the name in the header, or on a phone the menu behind their photo, named for them.
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: `${account.displayName}: profile and settings` });
  // The dev server compiles the app on its first visit, which takes longer than a built portal's load.
  await expect(header.getByText(account.displayName).or(menu).filter({ visible: true })).toBeVisible({ timeout: 20_000 });
}

/** What a sign-in left in a tab: MSAL's cache (sessionStorage) and the demo provider's session cookies. */
interface SavedSession {
  sessionStorage: [string, string][];
  cookies: Cookie[];
}

/** Sessions signed in by this worker, by origin and username. */
const savedSessions = new Map<string, SavedSession>();

/**
 * A page of this test that signs out ends the provider's session and revokes its tokens: a later test must
 * not be handed that session, so the worker forgets it (its next openSignedIn signs in afresh).
 */
function forgetWhenSignedOut(page: Page, key: string): void {
  page.context().on('request', (request) => {
    const signedOut =
      new URL(request.url()).pathname.endsWith(`${DEMO_PROVIDER_ROUTES.end_session}/confirm`) &&
      /(^|&)logout=yes(&|$)/.test(request.postData() ?? '');
    if (signedOut) savedSessions.delete(key);
  });
}

/**
 * Opens `path` signed in as `who`, for tests about what comes after signing in. The worker's first call for
 * an account signs in through the demo sign-in page (signIn); later calls, in a fresh page, start from the
 * session that sign-in left, as a reopened tab would, which saves a sign-in per test. Specs about signing
 * in and out, token freshness or the pass function use signIn, which always goes through the sign-in page.
 */
export async function openSignedIn(page: Page, who: string | DemoAccount, path = '/'): Promise<void> {
  const account = typeof who === 'string' ? demoAccount(who) : who;
  await onSchoolDevice(page);
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const key = `${origin} ${account.username}`;
  const saved = page.url() === 'about:blank' ? savedSessions.get(key) : undefined;
  forgetWhenSignedOut(page, key);
  if (!saved) {
    await signIn(page, account, path);
    savedSessions.set(key, {
      sessionStorage: await page.evaluate(() => Object.entries(sessionStorage).filter(([k]) => k.startsWith('msal.'))),
      cookies: (await page.context().cookies(origin)).filter((c) => c.name.startsWith('_session')),
    });
    return;
  }
  await page.context().addCookies(saved.cookies);
  // A blank page of the portal's origin, where the app does not run, to write the tab's sessionStorage. The
  // test answers it (the server never sees it), with an icon so the browser asks for no /favicon.ico.
  const blank = `${origin}/e2e-restore-session`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  await page.unroute(blank);
  await isolatePassWindows(page);
  await page.evaluate((entries) => {
    for (const [k, v] of entries) sessionStorage.setItem(k, v);
  }, saved.sessionStorage);
  await page.goto(path);
  // Who is signed in: the name in the header, or on a phone the menu behind their photo, named for them.
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: `${account.displayName}: profile and settings` });
  await expect(header.getByText(account.displayName).or(menu).filter({ visible: true })).toBeVisible();
}

/**
 * The tests' people are on school devices, as a school's lab or leased laptop: a guide for school devices
 * (Windows Hello) shows its steps rather than asking whose device it is. A test about the question removes
 * the answer (`portal.owner`) itself; an answer the test gives is kept.
 */
export async function onSchoolDevice(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    if (!window.localStorage.getItem('portal.owner')) window.localStorage.setItem('portal.owner', 'school');
  });
}

/**
 * The cloud function gives a person one pass per 10 minutes. So that tests running in parallel, or a test
 * retried, never find a window another one left, each browser context gets a random scope of its own in
 * the demo tenant (a cookie the dev and preview servers read: the demo tenant's pass-window-scope.ts).
 * Within the test the limit holds as in production.
 */
export async function isolatePassWindows(page: Page): Promise<void> {
  const url = new URL(page.url()).origin;
  const context = page.context();
  if ((await context.cookies(url)).some((c) => c.name === PASS_WINDOW_SCOPE_COOKIE)) return;
  await context.addCookies([
    { name: PASS_WINDOW_SCOPE_COOKIE, value: randomUUID(), url, secure: true, httpOnly: true, sameSite: 'Strict' },
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Guides: loading, steps and the Setup Guide's parts

/** A guide or tool still loading inside the main content ("Loading the guide…", "Loading…"). */
export function loadingStatus(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^\s*Loading\b/ });
}

/**
 * A public guide's prerendered screen (the page's HTML, before the app has drawn its own over it): it reads
 * the same, but its buttons do nothing yet.
 */
export function prerenderedScreen(page: Page): Locator {
  return page.locator('html[data-prerendered]:not([data-prerendered="none"])');
}

/**
 * Waits until the screen shows its h1 (`heading`, when given), no guide or tool is still loading, and the
 * app, not a prerendered page, draws it.
 */
export async function settled(page: Page, heading?: string | RegExp): Promise<void> {
  const h1 =
    heading === undefined ? page.getByRole('heading', { level: 1 }) : page.getByRole('heading', { level: 1, name: heading, exact: true });
  await expect(h1).toBeVisible();
  await expect(loadingStatus(page)).toHaveCount(0);
  await expect(prerenderedScreen(page)).toHaveCount(0);
}

/**
 * Moves to `path` inside the running app (no reload, so the signed-in session and its tokens stay in memory),
 * as a link would, and waits until the screen has its heading and nothing is still loading.
 */
export async function goInApp(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, heading);
}

/** A guide's "Step N of M" counter: any step, or `step` of any total, or exactly `step` of `total`. */
export function stepCounter(page: Page, step?: number, total?: number): Locator {
  return page.getByText(new RegExp(`^Step ${step ?? '\\d+'} of ${total ?? '\\d+'}$`));
}

/** The heading of the step (or Setup Guide part) on screen, which takes focus when it changes. */
export function stepHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

/** The guide's Next Step button (the Setup Guide's own part buttons are named after the parts). */
export function nextStepButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: 'Next Step', exact: true });
}

/** The guide's Previous Step button. */
export function previousStepButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: 'Previous Step', exact: true });
}

/**
 * Walks Next Step from step 1 to `total`, checking on each step its counter, its place in the address (step 1
 * may be implied; other parameters, such as WiFi's variant, may sit beside it) and which buttons it shows.
 */
export async function walkSteps(page: Page, total: number): Promise<void> {
  const previous = previousStepButton(page);
  const next = nextStepButton(page);
  for (let step = 1; step <= total; step++) {
    await expect(stepCounter(page, step, total)).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('step') ?? (step === 1 ? '1' : null)).toBe(String(step));
    await expect(previous).toHaveCount(step > 1 ? 1 : 0);
    await expect(next).toHaveCount(step < total ? 1 : 0);
    if (step < total) await next.click();
  }
}

/**
 * Calls `visit` on the guide's current step (from step 1) and on each following step reached with Next Step,
 * once that step's counter shows and nothing is loading. Returns how many steps there were.
 */
export async function forEachStep(page: Page, visit: (step: number) => Promise<void>): Promise<number> {
  const next = nextStepButton(page);
  for (let step = 1; ; step++) {
    await expect(stepCounter(page, step)).toBeVisible();
    await expect(loadingStatus(page)).toHaveCount(0);
    await visit(step);
    if ((await next.count()) === 0) return step;
    await next.click();
  }
}

/**
 * The Setup Guide's one row of buttons: Previous Step / Next Step within a part, and past its ends the part
 * before ("Previous: Office") and after ("Next: OneDrive", and on the last part "Complete").
 */
export function setupGuideParts(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Previous and next' });
}

/**
 * The Setup Guide's Next, pressed until the next part (or home, after Complete): Next Step through the
 * current part's remaining steps, then the button that goes on.
 */
export async function nextPart(page: Page): Promise<void> {
  await expect(loadingStatus(page)).toHaveCount(0);
  for (;;) {
    const counter = stepCounter(page);
    const [, step, total] = /^Step (\d+) of (\d+)$/.exec(((await counter.count()) > 0 && (await counter.textContent())) || '') ?? [];
    if (!step || step === total) break;
    await nextStepButton(page).click();
    await expect(stepCounter(page, Number(step) + 1, Number(total))).toBeVisible();
  }
  await setupGuideParts(page)
    .getByRole('button', { name: /^(Next: |Complete$)/ })
    .click();
}

/** The Setup Guide's "Part N of M" counter. */
export function partCounter(page: Page, part: number): Locator {
  return page.getByText(new RegExp(`^Part ${part} of \\d+$`));
}

// ---------------------------------------------------------------------------------------------------------
// Staff preview ("Preview as…")

/** The preview dialog's choices, by their values: a year role, Staff, BasicView, none or own; a device or own. */
export interface PreviewChoice {
  who: string;
  device: string;
}

/** Previews the portal through the header's "Preview as…" dialog, as a staff member does. */
export async function previewAs(page: Page, choice: PreviewChoice): Promise<void> {
  await page.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
  await dialog.getByLabel('Who').selectOption(choice.who);
  await dialog.getByLabel('Device').selectOption(choice.device);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
}
