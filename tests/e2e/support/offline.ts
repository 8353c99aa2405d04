import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Offline, as a browser that lost its network: every request that would leave the browser fails (the
 * service worker's answers still come), and each page's `navigator.onLine` says so, with an `offline` event.
 * Not `context.setOffline`: Debian 12's Chromium (150) drops that emulation from a page at its next
 * navigation (`navigator.onLine` is true again and requests reach the network), and under it never hands a
 * new tab's first navigation to the service worker. So the network is cut by a route here, and each page is
 * told again after each navigation (`stillOffline`).
 */
const sessions = new WeakMap<Page, CDPSession>();
export async function emulateOffline(page: Page, offline: boolean): Promise<void> {
  let cdp = sessions.get(page);
  if (!cdp) sessions.set(page, (cdp = await page.context().newCDPSession(page)));
  await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}
const NETWORK = '**/*';
export async function goOffline(context: BrowserContext, ...pages: Page[]): Promise<void> {
  await context.route(NETWORK, (route) => route.abort('internetdisconnected'));
  for (const page of pages) await emulateOffline(page, true);
}
/** After a navigation while offline: the page is told again that there is no network. */
export const stillOffline = (page: Page) => emulateOffline(page, true);
export async function backOnline(context: BrowserContext, ...pages: Page[]): Promise<void> {
  await context.unroute(NETWORK);
  for (const page of pages) await emulateOffline(page, false);
}
