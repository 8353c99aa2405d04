/**
 * The first guide step, cold and warm, on each network and processor a student has: the local server as it
 * is, the school's WiFi at a busy time, and a slow laptop on a weak network. For each profile the bench
 * opens two tabs of their own: a cold one (service workers blocked) that times loads of the guide alternated
 * with the reference page, and a warm one, where the portal's worker is installed and answers from its
 * precache, that times loads of the guide alone. Every load is checked: cold ones not controlled by a
 * worker, the reference's token from the cache, warm ones with the entry chunk answered by the worker
 * without the network. The ratios are taken within the profile's own loads, in the same run.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { openTab, signIn, timeLoad, waitForServiceWorker, type LoadTrace } from './browser.ts';
import { emulate, type Conditions } from './emulation.ts';
import { SLOW_LAPTOP } from './new-tab.ts';
import { SCHOOL_NETWORK } from './school-network.ts';
import { summarise, type Summary } from './stats.ts';
import { medianWaits, type WaitedFiles, type Waits } from './waits.ts';

export type ProfileName = 'local' | 'school-wifi' | 'slow-laptop';

export interface Profile {
  name: ProfileName;
  /** How the table names it. */
  label: string;
  /** Chromium's emulation for the tab, or null: the local server as it is. */
  conditions: Conditions | null;
  /** Timed loads of each kind (after two untimed ones). */
  loads: number;
  /** Whether the warm goal (at most `warmRatio` of the cold reference) applies: where the network costs something. */
  warmGoal: boolean;
}

export const PROFILES: readonly Profile[] = [
  { name: 'local', label: 'local server', conditions: null, loads: 30, warmGoal: false },
  { name: 'school-wifi', label: 'school WiFi (40 ms, 10 Mbit/s)', conditions: SCHOOL_NETWORK, loads: 10, warmGoal: true },
  { name: 'slow-laptop', label: 'slow laptop (150 ms, 1.6 Mbit/s, CPU 4x)', conditions: SLOW_LAPTOP, loads: 10, warmGoal: true },
];

export interface ProfileResults {
  name: ProfileName;
  label: string;
  conditions: Conditions | null;
  /** Cold loads (HTTP cache off, no service worker), navigation start to the first step painted. */
  portal: Summary;
  /** Cold loads of the reference page, alternated with the portal's. */
  reference: Summary;
  /** Loads served by the portal's service worker from its precache, HTTP cache still off. */
  warm: Summary;
  /** Cold portal / cold reference, medians and p95s. */
  ratioMedian: number;
  ratioP95: number;
  /** Warm portal / cold reference, medians. */
  warmRatioToColdReferenceMedian: number;
  /** Warm portal / cold portal, medians: above 1, the worker makes the guide slower. */
  warmToColdPortalMedian: number;
  /** Whether the warm goal applies on this profile. */
  warmGoal: boolean;
  waits: { coldPortal: Waits; coldReference: Waits; warmPortal: Waits };
  /** Requests to the demo tenant across the cold loads, by path. */
  tenantRequests: { portal: Record<string, number>; reference: Record<string, number> };
}

export interface FirstStepSetup {
  guidePath: string;
  referencePath: string;
  user: { username: string; name: string };
  files: Record<'portal' | 'reference', WaitedFiles>;
  /** The demo tenant's token endpoint: a reference load that asks it did not take its token from the cache. */
  tokenPath: string;
  log: (message: string) => void;
}

const WARM_UP_LOADS = 2;
/** Ratios to two decimals: a goal such as "at most 1.3x" must not be met by rounding 1.34 down. */
const ratio = (n: number) => Math.round(n * 100) / 100;

function countPaths(traces: readonly LoadTrace[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const path of traces.flatMap((t) => t.tenantRequests)) counts[path] = (counts[path] ?? 0) + 1;
  return counts;
}

export function assertCold(trace: LoadTrace, path: string): void {
  if (trace.controlled) throw new Error(`A cold load of ${path} was controlled by a service worker: the cold figures would not be cold.`);
}

export function assertReferenceFromCache(trace: LoadTrace, tokenPath: string): void {
  if (trace.tenantRequests.includes(tokenPath)) {
    throw new Error(
      `The reference page asked the token endpoint (${tokenPath}) for its token instead of taking it from the cache: the comparison would not be fair. Requests to the demo tenant: ${trace.tenantRequests.join(', ')}`,
    );
  }
}

/** Warm means the service worker answered the entry chunk from its precache, without the network. */
export function assertWarm(trace: LoadTrace, path: string, entry: string): void {
  if (!trace.controlled) throw new Error(`A warm load of ${path} was not controlled by the service worker.`);
  if (!trace.servedByWorker.includes(entry) || trace.fetchedByWorker.includes(entry)) {
    throw new Error(
      `A warm load of ${path} did not get ${entry} from the service worker's cache (served by it: ${trace.servedByWorker.includes(entry)}; fetched by it from the network: ${trace.fetchedByWorker.includes(entry)}).`,
    );
  }
}

/**
 * A first visit's load: the browser's caches emptied first. Turning the HTTP cache off is not enough:
 * Chromium still keeps V8's code cache of the scripts an earlier load compiled (keyed by their address),
 * and a load with the HTTP cache off still takes its compiled code from there (a trace of such a load
 * shows the entry chunk's `v8.compileModule` consuming about 480 kB of cache, and no parse). A student's
 * first visit has neither. `Network.clearBrowserCache` empties both; the worker's Cache Storage, the
 * tab's sessionStorage and the provider's cookie are not caches, and stay.
 */
async function firstVisitLoad(page: Page, cdp: CDPSession, path: string): Promise<LoadTrace> {
  await cdp.send('Network.clearBrowserCache');
  return timeLoad(page, path);
}

async function timeCold(page: Page, setup: FirstStepSetup, count: number) {
  const cdp = await page.context().newCDPSession(page);
  const portal: LoadTrace[] = [];
  const reference: LoadTrace[] = [];
  for (let i = 0; i < WARM_UP_LOADS; i++) {
    await firstVisitLoad(page, cdp, setup.guidePath);
    await firstVisitLoad(page, cdp, setup.referencePath);
  }
  for (let i = 0; i < count; i++) {
    portal.push(await firstVisitLoad(page, cdp, setup.guidePath));
    reference.push(await firstVisitLoad(page, cdp, setup.referencePath));
  }
  await cdp.detach();
  portal.forEach((t) => assertCold(t, setup.guidePath));
  reference.forEach((t) => {
    assertCold(t, setup.referencePath);
    assertReferenceFromCache(t, setup.tokenPath);
  });
  return { portal, reference };
}

async function timeWarm(page: Page, setup: FirstStepSetup, count: number): Promise<LoadTrace[]> {
  const loads: LoadTrace[] = [];
  for (let i = 0; i < WARM_UP_LOADS; i++) await timeLoad(page, setup.guidePath);
  for (let i = 0; i < count; i++) loads.push(await timeLoad(page, setup.guidePath));
  loads.forEach((t) => assertWarm(t, setup.guidePath, setup.files.portal.entry));
  return loads;
}

/**
 * One profile's cold and warm loads. `inColdTab` runs in the cold tab after its loads, before the tab
 * closes (the local profile times Next Step and search there, unthrottled).
 */
export async function timeProfile(
  browser: Browser,
  baseURL: string,
  profile: Profile,
  setup: FirstStepSetup,
  inColdTab?: (page: Page) => Promise<void>,
): Promise<ProfileResults> {
  const cold = await openTab(browser, baseURL, 'block');
  await signIn(cold.page, setup.user.username, setup.user.name);
  assertReferenceFromCache(await timeLoad(cold.page, setup.referencePath), setup.tokenPath);
  if (profile.conditions) await emulate(cold.page, profile.conditions);
  setup.log(`${profile.label}: timing ${profile.loads} cold loads each of ${setup.guidePath} and the reference page`);
  const coldLoads = await timeCold(cold.page, setup, profile.loads);
  if (inColdTab) {
    if (profile.conditions) throw new Error('Next Step and search are timed on the local profile only.');
    await inColdTab(cold.page);
  }
  await cold.context.close();

  // Warm: a tab of its own where the portal registers its worker after the first screen; the emulation
  // starts once the worker is active, so its install is not slowed.
  const warm = await openTab(browser, baseURL, 'allow');
  await signIn(warm.page, setup.user.username, setup.user.name);
  await waitForServiceWorker(warm.page);
  assertWarm(await timeLoad(warm.page, setup.guidePath), setup.guidePath, setup.files.portal.entry);
  if (profile.conditions) await emulate(warm.page, profile.conditions);
  setup.log(`${profile.label}: timing ${profile.loads} warm loads of ${setup.guidePath}, served by the service worker`);
  const warmLoads = await timeWarm(warm.page, setup, profile.loads);
  await warm.context.close();

  const portal = summarise(coldLoads.portal.map((t) => t.readyMs));
  const reference = summarise(coldLoads.reference.map((t) => t.readyMs));
  const warmSummary = summarise(warmLoads.map((t) => t.readyMs));
  return {
    name: profile.name,
    label: profile.label,
    conditions: profile.conditions,
    portal,
    reference,
    warm: warmSummary,
    ratioMedian: ratio(portal.medianMs / reference.medianMs),
    ratioP95: ratio(portal.p95Ms / reference.p95Ms),
    warmRatioToColdReferenceMedian: ratio(warmSummary.medianMs / reference.medianMs),
    warmToColdPortalMedian: ratio(warmSummary.medianMs / portal.medianMs),
    warmGoal: profile.warmGoal,
    waits: {
      coldPortal: medianWaits(coldLoads.portal, setup.files.portal),
      coldReference: medianWaits(coldLoads.reference, setup.files.reference),
      warmPortal: medianWaits(warmLoads, setup.files.portal),
    },
    tenantRequests: { portal: countPaths(coldLoads.portal), reference: countPaths(coldLoads.reference) },
  };
}
