/**
 * The public guide scenario: a public guide's address (`public: true`) opened cold in a new tab, with no
 * account and no session at all, on a slow phone (SLOW_PHONE), against a static HTML page of the same
 * screen served by the same server. The static page is the portal's own screen, drawn once and saved as
 * HTML without its scripts (`saveStaticCopy`): the same text, styles and images, with nothing to run.
 * Timed from the navigation to the frame that paints the guide's first heading (`main h2`), as the new tab
 * scenario times its step. A public guide must never go to the sign-in page: a load that asks the identity
 * provider stops the bench.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { DEMO_PROVIDER_PATH } from '../../packages/engine/src/shared/config/demo-tenant.ts';
import type { ContentManifest } from '../../packages/engine/src/shared/content/schema/manifest.ts';
import { emulate, type Conditions } from './emulation.ts';
import { SLOW_LAPTOP } from './new-tab.ts';
import { summarise, type Summary } from './stats.ts';

/** A slow phone on a weak network: the slow laptop's 150 ms, 1.6 Mbit/s and 4x slower processor, at a phone's size. */
export const SLOW_PHONE = SLOW_LAPTOP satisfies Conditions;
const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Where the static copy is saved in the build, and served from. */
export const STATIC_COPY_PATH = '/bench-public-static.html';

/** The heading a guide's first screen paints: a step's title, or a single page's first section. */
const READY_SELECTOR = 'main h2';
const WAIT_MS = 60_000;

/** The public guide to time: the first with steps, else the first public page; null when the school has none. */
export function publicGuidePath(manifest: Pick<ContentManifest, 'guides'>): string | null {
  const open = manifest.guides.filter((g) => g.public && g.layout !== 'tool');
  return (open.find((g) => g.layout === 'steps') ?? open[0])?.route ?? null;
}

/** Installed in each tab before its scripts: when the heading first shows, the time of the frame that paints it. */
const READY_INSTRUMENT = `
(() => {
  if (window !== window.top) return;
  const done = () => {
    requestAnimationFrame(() => { window.__benchReady = performance.now(); });
  };
  if (document.querySelector(${JSON.stringify(READY_SELECTOR)})) return done();
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(READY_SELECTOR)})) return;
    observer.disconnect();
    done();
  });
  observer.observe(document, { childList: true, subtree: true });
})();
`;

/**
 * Draws `path` once in `browser` (a visitor's tab, no emulation) and saves its page, without scripts or
 * module preloads, into the build `distDir` at STATIC_COPY_PATH.
 */
export async function saveStaticCopy(browser: Browser, baseURL: string, path: string, distDir: string): Promise<void> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await page.locator(READY_SELECTOR).first().waitFor({ timeout: WAIT_MS });
    const html = await page.evaluate(() => {
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    writeFileSync(join(distDir, STATIC_COPY_PATH), html);
  } finally {
    await context.close();
  }
}

/** One cold load of `path` in a new tab of a new context (no account, no cookies, no cache), on `conditions`. */
async function timeOpen(browser: Browser, baseURL: string, path: string, conditions: Conditions): Promise<number> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addInitScript({ content: READY_INSTRUMENT });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(DEMO_PROVIDER_PATH)) asked.push(pathname);
    });
    await emulate(page, conditions);
    await page.goto(path, { waitUntil: 'commit', timeout: WAIT_MS });
    const ready = await page.waitForFunction(() => (window as { __benchReady?: number }).__benchReady ?? null, null, {
      polling: 50,
      timeout: WAIT_MS,
    });
    if (asked.length > 0)
      throw new Error(
        `Opening the public guide ${path} asked the identity provider (${asked.join(', ')}): it must open without signing in.`,
      );
    if (path === STATIC_COPY_PATH && (await page.locator('script').count()) > 0) {
      throw new Error(`${STATIC_COPY_PATH} was not the static copy (it has scripts): was it saved before the server started?`);
    }
    if (new URL(page.url()).pathname !== new URL(path, baseURL).pathname) throw new Error(`Opening ${path} ended on ${page.url()}.`);
    return (await ready.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

export interface PublicGuideResults {
  date: string;
  path: string;
  referencePath: string;
  conditions: typeof SLOW_PHONE;
  portal: Summary;
  reference: Summary;
  ratioMedian: number;
  ratioP95: number;
  goal: number;
}

/** `loads` alternated cold loads of the public guide and its static copy (after `warmUp` of each, untimed). */
export async function timePublicGuide(
  browser: Browser,
  baseURL: string,
  path: string,
  { loads, warmUp, goal }: { loads: number; warmUp: number; goal: number },
): Promise<PublicGuideResults> {
  const portal: number[] = [];
  const reference: number[] = [];
  for (let i = 0; i < warmUp + loads; i++) {
    const p = await timeOpen(browser, baseURL, path, SLOW_PHONE);
    const r = await timeOpen(browser, baseURL, STATIC_COPY_PATH, SLOW_PHONE);
    if (i < warmUp) continue;
    portal.push(p);
    reference.push(r);
  }
  const portalSummary = summarise(portal);
  const referenceSummary = summarise(reference);
  const ratio = (n: number) => Math.round(n * 100) / 100;
  return {
    date: new Date().toISOString(),
    path,
    referencePath: STATIC_COPY_PATH,
    conditions: SLOW_PHONE,
    portal: portalSummary,
    reference: referenceSummary,
    ratioMedian: ratio(portalSummary.medianMs / referenceSummary.medianMs),
    ratioP95: ratio(portalSummary.p95Ms / referenceSummary.p95Ms),
    goal,
  };
}
