/**
 * Chromium's own emulation of a slower network and processor for one tab (CDP), as the school network and
 * the slow laptop scenarios use it. The network's round trip and rates apply to every request that goes to
 * the network (what a service worker answers from its cache does not go there); the processor slowdown to
 * the tab's renderer, across the tab's navigations.
 */
import type { Page } from '@playwright/test';

export interface Conditions {
  /** Added to every request's round trip. */
  latencyMs: number;
  downloadMbps: number;
  uploadMbps: number;
  /** How many times slower the tab's processor runs (Chromium's CPU throttling rate); 1 or absent: as it is. */
  cpuSlowdown?: number;
}

/** From now on, every request of the page's tab goes over `conditions`, and its processor runs as slowly as they say. */
export async function emulate(page: Page, conditions: Conditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Enabling the network domain in this new session brings the HTTP cache back: keep it off, as in openTab.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latencyMs,
    // Bytes per second.
    downloadThroughput: (conditions.downloadMbps * 1_000_000) / 8,
    uploadThroughput: (conditions.uploadMbps * 1_000_000) / 8,
  });
  if (conditions.cpuSlowdown && conditions.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
}
