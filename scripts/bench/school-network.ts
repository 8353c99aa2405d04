/**
 * The first guide step over a simulated school network, beside the bench's main figures (which are taken
 * with the server on the same machine, where downloads cost almost nothing). Chromium's own network
 * emulation adds a round trip and a download rate to every request that goes to the network; what the
 * service worker answers from its cache does not go there.
 */
import type { Page } from '@playwright/test';

/** Shared school WiFi at a busy time: a 40 ms round trip and 10 Mbit/s down, 5 Mbit/s up. */
export const SCHOOL_NETWORK = { latencyMs: 40, downloadMbps: 10, uploadMbps: 5 } as const;

/** From now on, every request of the page's tab goes over SCHOOL_NETWORK. */
export async function emulateSchoolNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Enabling the network domain in this new session brings the HTTP cache back: keep it off, as in openTab.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SCHOOL_NETWORK.latencyMs,
    // Bytes per second.
    downloadThroughput: (SCHOOL_NETWORK.downloadMbps * 1_000_000) / 8,
    uploadThroughput: (SCHOOL_NETWORK.uploadMbps * 1_000_000) / 8,
  });
}
