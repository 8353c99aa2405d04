import { expect, type Page, type PlaywrightTestOptions } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../packages/engine/sweep/support/chromium';
import { settled } from './portal';

/**
 * What a spec that lets the portal's service worker run passes to `test.use` (tests/playwright.config.ts
 * blocks the worker elsewhere). Chromium registers a worker only from a trusted certificate, and the test
 * server's is self-signed.
 */
export const WITH_SERVICE_WORKER: Partial<PlaywrightTestOptions> & { launchOptions: typeof CHROMIUM_LAUNCH } = {
  serviceWorkers: 'allow',
  launchOptions: { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--ignore-certificate-errors'] },
};

/** Waits until the service worker has installed every precached file and controls this page. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first page was loaded before the worker existed: the next load is the first it serves.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await settled(page);
}

/** Every address the worker's caches hold. */
export function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) all.push(new URL(request.url).pathname);
    }
    return all;
  });
}
