/**
 * The first guide step over a simulated school network, beside the bench's main figures (which are taken
 * with the server on the same machine, where downloads cost almost nothing). Chromium's own network
 * emulation adds a round trip and a download rate to every request that goes to the network; what the
 * service worker answers from its cache does not go there.
 */
import type { Page } from '@playwright/test';
import { emulate } from './emulation.ts';

/** Shared school WiFi at a busy time: a 40 ms round trip and 10 Mbit/s down, 5 Mbit/s up. */
export const SCHOOL_NETWORK = { latencyMs: 40, downloadMbps: 10, uploadMbps: 5 } as const;

/** From now on, every request of the page's tab goes over SCHOOL_NETWORK. */
export function emulateSchoolNetwork(page: Page): Promise<void> {
  return emulate(page, SCHOOL_NETWORK);
}
