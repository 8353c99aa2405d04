/**
 * The new tab scenario: a guide's address opened in a new tab of a browser that has signed in before. The
 * tab has no account of its own (MSAL keeps its cache in sessionStorage, which is per tab) but the identity
 * provider's session cookie, so the page signs in by the full redirect: its code loads, MSAL sends it to the
 * provider, which sends it straight back to the redirect bridge page, which returns to the page with the
 * response. Timed on a slow laptop on a weak network (SLOW_LAPTOP), from the first navigation to the frame
 * that paints the step, across every page of the flow.
 *
 * Each page of the flow records, in the tab's sessionStorage (same origin throughout with the demo tenant),
 * its path and start, its performance marks as it leaves, and in the last one when the step was painted:
 * times taken in different pages are compared through `performance.timeOrigin`.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { DEMO_PROVIDER_PATH, DEMO_PROVIDER_ROUTES, REDIRECT_BRIDGE_PATH } from '../../packages/engine/src/shared/config/demo-tenant.ts';
import type { Conditions } from './emulation.ts';
import { emulate } from './emulation.ts';
import { REFERENCE_FAILED_CLASS, REFERENCE_READY_CLASS } from './reference/page-signals.ts';
import { percentile, type Summary } from './stats.ts';

/**
 * A slow laptop on a weak network: a 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up (the "slow 4G"
 * of Lighthouse's mobile runs), with the processor 4 times slower.
 */
export const SLOW_LAPTOP = { latencyMs: 150, downloadMbps: 1.6, uploadMbps: 0.75, cpuSlowdown: 4 } as const satisfies Conditions;

const KEY = 'bench:new-tab';
const READY_SELECTOR = `.guide-step .step-title, .${REFERENCE_READY_CLASS}`;
const FAILED_SELECTOR = `.${REFERENCE_FAILED_CLASS}`;
/** A whole flow on the slow profile takes a few seconds; a stuck one ends the run. */
const WAIT_MS = 60_000;
const AUTHORIZE_PATH = `${DEMO_PROVIDER_PATH}${DEMO_PROVIDER_ROUTES.authorization}`;

/** What each page of the flow writes (see FLOW_INSTRUMENT). Times are `performance.timeOrigin`-based, ms since 1970. */
interface FlowRecord {
  documents: { path: string; start: number; marks?: Record<string, number> }[];
  /** When the frame painting the step ran. */
  ready?: number;
  /** The reference page's message when it could not do its work. */
  failed?: string;
}

/** Installed in every page of the tab before its scripts (a string: tsx's helpers would not exist in the page). */
const FLOW_INSTRUMENT = `
(() => {
  if (window !== window.top) return;
  const read = () => JSON.parse(sessionStorage.getItem(${JSON.stringify(KEY)}) || '{"documents":[]}');
  const write = (flow) => sessionStorage.setItem(${JSON.stringify(KEY)}, JSON.stringify(flow));
  const marks = () => Object.fromEntries(performance.getEntriesByType('mark').filter((m) => /^(portal|reference):/.test(m.name)).map((m) => [m.name, m.startTime]));
  const flow = read();
  const index = flow.documents.push({ path: location.pathname, start: performance.timeOrigin }) - 1;
  write(flow);
  addEventListener('pagehide', () => {
    const left = read();
    left.documents[index].marks = marks();
    write(left);
  });
  const observer = new MutationObserver(() => {
    const failed = document.querySelector(${JSON.stringify(FAILED_SELECTOR)})?.textContent?.trim();
    const found = document.querySelector(${JSON.stringify(READY_SELECTOR)})?.textContent?.trim();
    if (!failed && !found) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const done = read();
      if (failed) done.failed = failed;
      else done.ready = performance.timeOrigin + performance.now();
      done.documents[index].marks = marks();
      write(done);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();
`;

/** One page of the flow, ms from the flow's first navigation. */
export interface FlowDocument {
  path: string;
  startMs: number;
  /** Its `portal:*` or `reference:*` marks, ms from the flow's first navigation. */
  marks: Record<string, number>;
}

/** One timed new-tab load. */
export interface NewTabTrace {
  /** From the first navigation to the frame that paints the step in the last page. */
  readyMs: number;
  /** Every page the tab loaded, in order (the provider's redirects load none). */
  documents: FlowDocument[];
}

/**
 * A browser context for new tabs: service workers blocked (as the cold loads; a worker would answer the
 * second load of the flow from its cache), each page instrumented. Sign in once in it: the provider's session
 * cookie is then the context's, and each new tab starts with an empty sessionStorage.
 */
export async function openNewTabContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  await context.addInitScript({ content: FLOW_INSTRUMENT });
  return context;
}

/**
 * Opens `path` in a new tab of `context` on `conditions` (HTTP cache off), waits for the step at the end of
 * the redirect flow, and closes the tab. Stops when the load was not the flow it stands for: the provider
 * asked for, the bridge page loaded once, no provider page shown (its session signed the tab in), and the
 * tab back at `path`.
 */
export async function timeNewTab(context: BrowserContext, path: string, conditions: Conditions): Promise<NewTabTrace> {
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  try {
    await emulate(page, conditions);
    await page.goto(path, { waitUntil: 'commit', timeout: WAIT_MS });
    // Polled in whichever page the tab is on: the wait goes on across the flow's navigations.
    const handle = await page.waitForFunction(
      (key) => {
        const flow = JSON.parse(sessionStorage.getItem(key) || 'null') as FlowRecord | null;
        return flow && (flow.ready !== undefined || flow.failed !== undefined) ? flow : null;
      },
      KEY,
      { polling: 100, timeout: WAIT_MS },
    );
    const flow = (await handle.jsonValue()) as FlowRecord;
    if (flow.failed) throw new Error(`Opening ${path} in a new tab: ${flow.failed}`);
    const start = flow.documents[0]!.start;
    const documents = flow.documents.map((d) => ({
      path: d.path,
      startMs: d.start - start,
      marks: Object.fromEntries(Object.entries(d.marks ?? {}).map(([name, at]) => [name, d.start + at - start])),
    }));
    assertRedirectFlow(path, documents, requested, new URL(page.url()).pathname);
    return { readyMs: flow.ready! - start, documents };
  } finally {
    await page.close();
  }
}

/**
 * Throws unless a new-tab load of `path` was the redirect sign-in flow: its first page at `path`, the provider
 * asked (`requested`: every path the tab requested), the bridge page loaded once, no page of the provider's
 * shown, and the tab `landed` back at `path`. Pages loaded on the way back (home, before a guide) are the
 * page's own doing, and are timed.
 */
export function assertRedirectFlow(path: string, documents: FlowDocument[], requested: string[], landed: string): void {
  const pathname = new URL(path, 'https://bench.invalid').pathname;
  const pages = documents.map((d) => d.path).join(', ');
  const problem =
    documents[0]?.path !== pathname
      ? `its first page was ${documents[0]?.path}`
      : !requested.includes(AUTHORIZE_PATH)
        ? `it never asked the provider (${AUTHORIZE_PATH}): was the tab not new?`
        : documents.filter((d) => d.path === REDIRECT_BRIDGE_PATH).length !== 1
          ? 'it did not pass the redirect bridge page once'
          : documents.some((d) => d.path.startsWith(DEMO_PROVIDER_PATH))
            ? 'the provider showed a page: its session did not sign the tab in'
            : landed !== pathname
              ? `it ended on ${landed}`
              : null;
  if (problem) throw new Error(`Opening ${path} in a new tab was not the redirect sign-in flow: ${problem} (pages: ${pages}).`);
}

/**
 * Where a flow's time goes, as medians. A page's start is its navigation's start (`performance.timeOrigin`):
 * the bridge page's is when the first page left for the provider, whose redirects lead to it.
 */
export interface FlowPhases {
  /** The first page, until it leaves for the provider: its code and MSAL's start-up. */
  toProviderMs: number;
  /** The provider's redirect and the bridge page, until it sends the tab back to the page. */
  providerAndBridgeMs: number;
  /** Back on the page, from its start to the step painted. */
  afterBridgeMs: number;
  /** Every page of the flow, in order, as the first load went. */
  pages: string[];
  /** The median of each mark of the first page, ms from its start (the flow's). */
  marksBeforeRedirect: Record<string, number>;
  /** The median of each mark of the page after the bridge, ms from that page's start. */
  marksAfterBridge: Record<string, number>;
}

const round = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => round(percentile(values, 50));

/** The median of each mark `page` has in the traces, ms from that page's start, in order. */
function medianMarks(traces: readonly NewTabTrace[], page: (t: NewTabTrace) => FlowDocument): Record<string, number> {
  const names = [...new Set(traces.flatMap((t) => Object.keys(page(t).marks)))];
  const marks = names.map((name): [string, number] => {
    const times = traces.flatMap((t) => (name in page(t).marks ? [page(t).marks[name]! - page(t).startMs] : []));
    return [name, median(times)];
  });
  return Object.fromEntries(marks.sort(([, a], [, b]) => a - b));
}

export function flowPhases(traces: readonly NewTabTrace[]): FlowPhases {
  const bridge = (t: NewTabTrace) => t.documents.findIndex((d) => d.path === REDIRECT_BRIDGE_PATH);
  const after = (t: NewTabTrace) => t.documents[bridge(t) + 1]!;
  return {
    toProviderMs: median(traces.map((t) => t.documents[bridge(t)]!.startMs)),
    providerAndBridgeMs: median(traces.map((t) => after(t).startMs - t.documents[bridge(t)]!.startMs)),
    afterBridgeMs: median(traces.map((t) => t.readyMs - after(t).startMs)),
    pages: traces[0]?.documents.map((d) => d.path) ?? [],
    marksBeforeRedirect: medianMarks(traces, (t) => t.documents[0]!),
    marksAfterBridge: medianMarks(traces, after),
  };
}

/** The scenario's figures in results.json. */
export interface NewTabResults {
  /** When this scenario last ran (`npm run bench -- --only new-tab` runs it alone). */
  date: string;
  path: string;
  referencePath: string;
  conditions: typeof SLOW_LAPTOP;
  portal: Summary;
  reference: Summary;
  /** Portal median / reference median: the goal is at most `goal`. */
  ratioMedian: number;
  ratioP95: number;
  goal: number;
  phases: { portal: FlowPhases; reference: FlowPhases };
}
