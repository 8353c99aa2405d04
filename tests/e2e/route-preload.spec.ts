import { expect, test, type Page, type Request } from '@playwright/test';
import { settled, openSignedIn, stepCounter } from './support/portal';

/**
 * A guide opened by its address (a link in an email, a reload) asks for its screen's chunks while the app's
 * own code is still downloading (tooling/integrations/route-preload.ts), and only chunks the screen then uses.
 */
test.skip(process.env.E2E_SERVER === 'dev', 'The route preload script is written by the build.');

/**
 * When the service worker's registration code was asked for, and when the first step was drawn. The
 * browser records a resource's timing only once its response has ended, so this waits for that first.
 */
async function registrationTiming(page: Page, request: Promise<Request>): Promise<{ registrationStart: number; stepShownAt: number }> {
  const file = new URL((await request).url()).pathname;
  await (await request).response();
  const timing = () =>
    page.evaluate((path) => {
      const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path);
      return {
        registrationStart: entry?.startTime ?? -1,
        stepShownAt: (window as unknown as { stepShownAt?: number }).stepShownAt ?? Infinity,
      };
    }, file);
  await expect.poll(async () => (await timing()).registrationStart, { message: `the timing of ${file}` }).toBeGreaterThanOrEqual(0);
  return timing();
}

test("a guide's address preloads its screen's chunks before the app runs, each one used", async ({ page }) => {
  await openSignedIn(page, 'Ava Nguyen');
  // How often each file is asked for: a preload the page does not reuse would be downloaded again.
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
  });
  const unusedPreloads: string[] = [];
  page.on('console', (message) => /preloaded using link preload but not used/.test(message.text()) && unusedPreloads.push(message.text()));
  // When the first step is first in the document, and whether the signing-in status was drawn before it.
  await page.addInitScript(() => {
    const shown = window as unknown as { stepShownAt: number; signingInShown: boolean; guideLoadingShown: boolean };
    shown.signingInShown = false;
    shown.guideLoadingShown = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('.gate [role="status"]')) shown.signingInShown = true;
      if ([...document.querySelectorAll('main [role="status"]')].some((s) => s.textContent?.includes('Loading the guide')))
        shown.guideLoadingShown = true;
      if (!document.querySelector('.guide-step .step-title')) return;
      observer.disconnect();
      shown.stepShownAt = performance.now();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const registration = page.waitForRequest(/\/assets\/[^/]*pwa-register[^/]*\.js$/);
  const qrEncoder = page.waitForRequest(/\/assets\/qr-drawing-[^/]*\.js$/);
  await page.goto('/wifi');
  await settled(page, 'WiFi Connect');
  await expect(stepCounter(page, 1)).toBeVisible();

  const { preloaded, started, appStart } = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-route-preload]')].map((l) => new URL(l.href).pathname);
    const timing = new Map<string, number>();
    for (const e of performance.getEntriesByType('resource')) {
      const path = new URL(e.name).pathname;
      timing.set(path, Math.min(timing.get(path) ?? Infinity, e.startTime));
    }
    return {
      preloaded: links,
      started: links.map((l) => timing.get(l) ?? Infinity),
      appStart: performance.getEntriesByName('portal:start')[0]!.startTime,
    };
  });
  // The screen, its guide's own chunk and their styles.
  for (const screen of [/\/content-screens-.*\.js$/, /\/wifi-.*\.js$/, /\.css$/])
    expect(
      preloaded.some((f) => screen.test(f)),
      String(screen),
    ).toBe(true);
  // Asked for before the app's own code had run, once: the page takes each one from its preload.
  for (const [i, file] of preloaded.entries()) {
    expect(started[i], file).toBeLessThan(appStart);
    expect(requests.get(file), file).toBe(1);
  }
  // The service worker's registration waits until the first step is drawn, taking nothing from it.
  const { registrationStart, stepShownAt } = await registrationTiming(page, registration);
  expect(stepShownAt).toBeLessThan(Infinity);
  expect(registrationStart).toBeGreaterThan(stepShownAt);

  expect(unusedPreloads).toEqual([]);

  // The guide's steps come with its screen (the route waits a moment for them: STEPS_WAIT_MS), so the
  // screen is drawn once, steps and all, with no "Loading the guide…" in between; the QR code's encoder
  // is asked for only after the step is drawn, when the browser is idle.
  expect(await page.evaluate(() => (window as unknown as { guideLoadingShown: boolean }).guideLoadingShown)).toBe(false);
  const qrRequest = await qrEncoder;
  await qrRequest.response();
  const qrFile = new URL(qrRequest.url()).pathname;
  const qrStart = await page.evaluate(
    (path) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path)?.startTime ?? -1,
    qrFile,
  );
  expect(qrStart).toBeGreaterThan(stepShownAt);

  // The first render waited for the screen and the cached sign-in, so "Signing you in…" never flashed up
  // before the step; that wait is bounded (FIRST_SCREEN_WAIT_MS, 200 ms from MSAL's start-up), so the check
  // applies when the step came within it, as it does on this machine's reloads.
  const { signingInShown, waited } = await page.evaluate(() => ({
    signingInShown: (window as unknown as { signingInShown: boolean }).signingInShown,
    waited: (window as unknown as { stepShownAt: number }).stepShownAt - performance.getEntriesByName('portal:msal-ready')[0]!.startTime,
  }));
  if (waited < 150) expect(signingInShown).toBe(false);

  // A screen whose code is slow to come shows the signing-in status after that bound, then the step.
  await page.route(/\/assets\/content-screens-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/wifi');
  await expect(page.getByRole('status').filter({ hasText: 'Signing you in' })).toBeVisible();
  await settled(page, 'WiFi Connect');
  await expect(stepCounter(page, 1)).toBeVisible();
  await page.unroute(/\/assets\/content-screens-[^/]*\.js$/);

  // A guide whose own chunk is slow to come: the header is drawn first, and the service worker's
  // registration still waits for the step (it waits for the "Loading the guide…" status to give way).
  await page.route(/\/assets\/wifi-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const slowRegistration = page.waitForRequest(/\/assets\/[^/]*pwa-register[^/]*\.js$/);
  await page.goto('/wifi');
  await expect(stepCounter(page, 1)).toBeVisible();
  const slow = await registrationTiming(page, slowRegistration);
  expect(slow.stepShownAt).toBeGreaterThan(1500);
  expect(slow.registrationStart).toBeGreaterThan(slow.stepShownAt);
  await page.unroute(/\/assets\/wifi-[^/]*\.js$/);

  // The home page, which the app's own chunk draws, preloads nothing.
  await page.goto('/');
  await settled(page, /^Welcome, /);
  expect(await page.locator('link[data-route-preload]').count()).toBe(0);
});
