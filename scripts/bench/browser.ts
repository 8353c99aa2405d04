/**
 * The benchmark's browser measurements against a running preview server, in headless Chromium.
 * Times are taken inside the page: from navigation start (or the click's event time) to the animation
 * frame in which the step (or the reference line) is first in the document, i.e. the frame that paints it.
 * Each load also reports where its time went: the performance marks the portal and the reference page set,
 * the resource timing of what it fetched, the demo tenant addresses it requested, and what the service worker served.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Response } from '@playwright/test';
import { ensureBrowser } from '../../packages/engine/tooling/browser/ensure-browser.ts';
import { REFERENCE_FAILED_CLASS, REFERENCE_READY_CLASS } from './reference/page-signals.ts';

const READY_SELECTOR = `.guide-step .step-title, .${REFERENCE_READY_CLASS}`;
const FAILED_SELECTOR = `.${REFERENCE_FAILED_CLASS}`;
const WAIT_MS = 30_000;
/** Marks read from each load: the portal's and the reference page's own. */
const MARK_PREFIXES = ['portal:', 'reference:'];
const TENANT_PREFIX = '/demo-tenant/';

/**
 * Installed in every page before its scripts: records when the step or reference line first renders (or
 * the reference page's failure message, which ends the wait with that message), how long each Next Step
 * click takes to paint the next step, and each search keystroke to the painted answer. A string, not a
 * function: tsx's helpers would not exist in the page.
 */
const INSTRUMENT = `
window.__benchClicks = [];
window.__benchSearch = [];
// Bubbling to the document comes after the search box's own listener has asked React to render the
// answer (in a microtask); the timeout then runs after it, and the frame after that paints it.
document.addEventListener('input', (event) => {
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || field.getAttribute('role') !== 'combobox' || field.value.trim().length < 2) return;
  setTimeout(() => requestAnimationFrame(() => window.__benchSearch.push(performance.now() - event.timeStamp)), 0);
});
window.__benchReady = new Promise((resolve, reject) => {
  const found = () => Boolean(document.querySelector(${JSON.stringify(READY_SELECTOR)})?.textContent?.trim());
  const failure = () => document.querySelector(${JSON.stringify(FAILED_SELECTOR)})?.textContent?.trim();
  const observer = new MutationObserver(() => {
    const failed = failure();
    if (failed) {
      observer.disconnect();
      reject(new Error(failed));
      return;
    }
    if (!found()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
});
document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element) || !event.target.closest('.step-next')) return;
  const counter = () => document.querySelector('.step-counter')?.textContent;
  const before = counter();
  const observer = new MutationObserver(() => {
    if (counter() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => window.__benchClicks.push(performance.now() - event.timeStamp));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}, true);
`;

/** Headless Chromium (the browser the e2e tests use: scripts/browser/find-browser.ts). The preview server's certificate is self-signed: contexts ignore that for pages, and the flag for service worker scripts, which Chromium otherwise refuses to register. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...ensureBrowser().launch,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--ignore-certificate-errors',
    ],
  });
}

export interface BenchTab {
  context: BrowserContext;
  page: Page;
}

/**
 * A new browser context with one tab, HTTP cache off (every load fetches and compiles its JS, as a first
 * visit does). `serviceWorkers: 'block'` keeps the portal's service worker from ever registering, so no
 * load in this context is served by it; `'allow'` lets it install and take over.
 */
export async function openTab(browser: Browser, baseURL: string, serviceWorkers: 'block' | 'allow'): Promise<BenchTab> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 }, serviceWorkers });
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}

/** Signs in once through the demo sign-in page; the session then stays in this tab's sessionStorage. */
export async function signIn(page: Page, username: string, displayName: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username, { timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('banner').getByText(displayName).waitFor({ timeout: WAIT_MS });
}

/**
 * Waits until the service worker the page registered is activated: its install (Workbox's precache of
 * the build) is then complete, and the tab's next navigation is served by it.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(
    (wait) =>
      Promise.race([
        navigator.serviceWorker.ready.then(async (registration) => {
          const worker = registration.active!;
          if (worker.state === 'activated') return;
          await new Promise<void>((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done()));
        }),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no service worker was activated on ${location.pathname} within ${wait / 1000} s`)), wait),
        ),
      ]),
    WAIT_MS,
  );
}

/** A fetch's resource timing in one load, ms from navigation start. */
export interface FetchTiming {
  startTime: number;
  responseEnd: number;
  /** When the service worker was started for the fetch; 0 when no worker handled it. */
  workerStart: number;
}

/** One timed load and where its time went. */
export interface LoadTrace {
  /** Navigation start to the frame that paints the step (or the reference step). */
  readyMs: number;
  /** Every performance mark named `portal:*` or `reference:*`, ms from navigation start (the first of each name). */
  marks: Record<string, number>;
  /** Each fetch's resource timing (the first, if a path was fetched twice), by its path on the server (`/assets/main-abc.js`). */
  fetches: Record<string, FetchTiming>;
  /** Whether a service worker controlled the page. */
  controlled: boolean;
  /** Paths the page (or its worker) requested on the demo tenant during the load. */
  tenantRequests: string[];
  /** Paths of responses the service worker gave the page. */
  servedByWorker: string[];
  /** Paths the service worker itself fetched from the network (nothing, when it serves from its cache). */
  fetchedByWorker: string[];
}

const pathOf = (url: string) => new URL(url).pathname;

/** Loads `path` in the same tab; returns the time to the first step (or reference step) rendered, and its trace. */
export async function timeLoad(page: Page, path: string): Promise<LoadTrace> {
  const tenantRequests: string[] = [];
  const servedByWorker: string[] = [];
  const fetchedByWorker: string[] = [];
  const onRequest = (request: Request) => {
    const requested = pathOf(request.url());
    if (requested.startsWith(TENANT_PREFIX)) tenantRequests.push(requested);
    if (request.serviceWorker()) fetchedByWorker.push(requested);
  };
  const onResponse = (response: Response) => {
    if (response.fromServiceWorker()) servedByWorker.push(pathOf(response.url()));
  };
  const context = page.context();
  context.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'commit', timeout: WAIT_MS });
    const readyMs = await page
      .evaluate(
        (wait) =>
          Promise.race([
            (window as unknown as { __benchReady: Promise<number> }).__benchReady,
            new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`nothing rendered within ${wait / 1000} s`)), wait)),
          ]),
        WAIT_MS,
      )
      .catch((error: unknown) => {
        // Playwright's message is "page.evaluate: Error: <the page's message>" and the page's stack.
        const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/^page\.evaluate: Error: /, '');
        throw new Error(`Loading ${path}: ${message}`);
      });
    const landed = pathOf(page.url());
    if (landed !== pathOf(new URL(path, page.url()).href))
      throw new Error(`${path} did not stay where it was loaded: it went to ${page.url()} (was the session not reused?)`);
    const seen = await page.evaluate((prefixes) => {
      const marks: Record<string, number> = {};
      for (const mark of performance.getEntriesByType('mark')) {
        if (prefixes.some((p) => mark.name.startsWith(p)) && !(mark.name in marks)) marks[mark.name] = mark.startTime;
      }
      const fetches: Record<string, { startTime: number; responseEnd: number; workerStart: number }> = {};
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        const file = new URL(entry.name).pathname;
        if (!(file in fetches))
          fetches[file] = { startTime: entry.startTime, responseEnd: entry.responseEnd, workerStart: entry.workerStart };
      }
      return { marks, fetches, controlled: Boolean(navigator.serviceWorker?.controller) };
    }, MARK_PREFIXES);
    return { readyMs, ...seen, tenantRequests, servedByWorker, fetchedByWorker };
  } finally {
    context.off('request', onRequest);
    page.off('response', onResponse);
  }
}

/** Clicks Next Step `clicks` times (starting the guide again when it ends); returns each click-to-paint time. */
export async function timeNextStep(page: Page, path: string, clicks: number): Promise<number[]> {
  const times: number[] = [];
  const maxRestarts = clicks; // Bounded: every restart is followed by at least one click.
  let restarts = 0;
  while (times.length < clicks && restarts <= maxRestarts) {
    await page.goto(path, { timeout: WAIT_MS });
    await page.locator(READY_SELECTOR).first().waitFor({ timeout: WAIT_MS });
    restarts++;
    const next = page.locator('.step-next');
    while (times.length < clicks && (await next.count()) > 0) {
      const before = await page.evaluate(() => (window as unknown as { __benchClicks: number[] }).__benchClicks.length);
      await next.click({ timeout: WAIT_MS });
      await page.waitForFunction((n) => (window as unknown as { __benchClicks: number[] }).__benchClicks.length > n, before, {
        timeout: WAIT_MS,
      });
      times.push(await page.evaluate(() => (window as unknown as { __benchClicks: number[] }).__benchClicks.at(-1)!));
    }
  }
  if (times.length < clicks) throw new Error(`Only ${times.length} Next Step clicks could be timed on ${path}.`);
  return times;
}

export interface SearchTimes {
  /** From the first focus of the box (which downloads the results panel and the index) to the first results painted. */
  firstResultsMs: number;
  /** Each keystroke of `queries` (once two letters are typed) to the frame that paints its answer. */
  answers: number[];
}

/** Times search on the home page: the first use, then `queries` typed a key at a time, `delayMs` apart. */
export async function timeSearch(page: Page, queries: readonly string[], delayMs = 40): Promise<SearchTimes> {
  await page.goto('/', { timeout: WAIT_MS });
  const box = page.getByRole('combobox', { name: 'Search guides' });
  await box.waitFor({ timeout: WAIT_MS });
  const firstResultsMs = await box.evaluate(
    (field: HTMLInputElement, wait) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now();
        const timer = setTimeout(() => reject(new Error('no search results')), wait);
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="listbox"] [role="option"]')) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        field.focus();
        field.value = 'printing';
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    WAIT_MS,
  );
  const answered = () => page.evaluate(() => (window as unknown as { __benchSearch: number[] }).__benchSearch.length);
  const before = await answered();
  let expected = before;
  for (const query of queries) {
    await box.fill('');
    await box.pressSequentially(query, { delay: delayMs });
    expected += [...query].filter((_, i) => query.slice(0, i + 1).trim().length >= 2).length;
  }
  await page.waitForFunction((n) => (window as unknown as { __benchSearch: number[] }).__benchSearch.length >= n, expected, {
    timeout: WAIT_MS,
  });
  const answers = await page.evaluate((from) => (window as unknown as { __benchSearch: number[] }).__benchSearch.slice(from), before);
  return { firstResultsMs, answers };
}
