/**
 * The benchmark's browser measurements against a running preview server, in headless Chromium.
 * Times are taken inside the page: from navigation start (or the click's event time) to the animation
 * frame in which the step (or the reference line) is first in the document, i.e. the frame that paints it.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

const READY_SELECTOR = '.guide-step .step-title, .reference-ready';
const WAIT_MS = 30_000;

/**
 * Installed in every page before its scripts: records when the step or reference line first renders, how
 * long each Next Step click takes to paint the next step, and each search keystroke to the painted answer. A string, not a function: tsx's helpers
 * would not exist in the page.
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
window.__benchReady = new Promise((resolve) => {
  const found = () => Boolean(document.querySelector(${JSON.stringify(READY_SELECTOR)})?.textContent?.trim());
  const observer = new MutationObserver(() => {
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

export interface BenchBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export async function openBrowser(baseURL: string): Promise<BenchBrowser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  // Every load fetches and compiles its JS, as a first visit does.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { browser, context, page };
}

/** Signs in once through the demo sign-in page; the session then stays in this tab's sessionStorage. */
export async function signIn(page: Page, username: string, displayName: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username, { timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('banner').getByText(displayName).waitFor({ timeout: WAIT_MS });
}

/** Loads `path` in the same tab and returns ms from navigation start to the first step (or reference line) rendered. */
export async function timeLoad(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit', timeout: WAIT_MS });
  const ms = await page.evaluate(
    (wait) =>
      Promise.race([
        (window as unknown as { __benchReady: Promise<number> }).__benchReady,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error('nothing rendered')), wait)),
      ]),
    WAIT_MS,
  );
  if (page.url().includes('/authorize') || page.url().includes('sign-in')) throw new Error(`The session was not reused: ${path} went to ${page.url()}`);
  return ms;
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
      await page.waitForFunction((n) => (window as unknown as { __benchClicks: number[] }).__benchClicks.length > n, before, { timeout: WAIT_MS });
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
  await page.waitForFunction((n) => (window as unknown as { __benchSearch: number[] }).__benchSearch.length >= n, expected, { timeout: WAIT_MS });
  const answers = await page.evaluate((from) => (window as unknown as { __benchSearch: number[] }).__benchSearch.slice(from), before);
  return { firstResultsMs, answers };
}
