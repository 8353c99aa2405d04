/**
 * Signs in to a running portal (dev or preview server) as a demo account and saves screenshots, so a
 * change can be looked at as a person sees it.
 *
 *   npx tsx scripts/screenshot.ts --user ava.nguyen@school.example --path / --out shots/home.png [--width 390] [--mac] [--dark]
 *
 * Paths may repeat (--path /office --path /wifi); each gets its own file next to --out. With --offline-reader
 * (a preview server only: it needs the service worker), the screenshots are of a new tab with no account,
 * offline, as a student sees the portal after the browser was closed and the WiFi dropped.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ensureBrowser } from '../packages/engine/tooling/browser/ensure-browser.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `https://localhost:${process.env.PORT ?? 5173}` },
    user: { type: 'string', default: 'ava.nguyen@school.example' },
    path: { type: 'string', multiple: true, default: ['/'] },
    out: { type: 'string', default: 'shots/page.png' },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    mac: { type: 'boolean', default: false },
    iphone: { type: 'boolean', default: false },
    dark: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    'offline-reader': { type: 'boolean', default: false },
  },
});

const UA = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};

const browser = await chromium.launch({
  ...ensureBrowser().launch,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--ignore-certificate-errors',
  ],
});
const context = await browser.newContext({
  ignoreHTTPSErrors: true,
  viewport: { width: Number(values.width), height: Number(values.height) },
  colorScheme: values.dark ? 'dark' : 'light',
  ...(values.mac ? { userAgent: UA.mac } : values.iphone ? { userAgent: UA.iphone } : {}),
});
const signedIn = await context.newPage();
await signedIn.goto(`${values.base}/`);
await signedIn.getByLabel('Username').fill(values.user);
await signedIn.getByRole('button', { name: 'Sign in', exact: true }).click();
await signedIn.getByRole('banner').waitFor();
let page = signedIn;
if (values['offline-reader']) {
  // Once the service worker has saved the portal, a new tab (no account in its session storage), offline.
  // The dev server registers none, so the wait is bounded and says why it failed.
  const ready = await signedIn.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
    ]),
  );
  if (!ready)
    throw new Error(
      '--offline-reader: no service worker became ready in 20 s. Run it against a preview server (npx vite preview), not the dev server.',
    );
  page = await context.newPage();
  await context.setOffline(true);
}
mkdirSync(dirname(values.out), { recursive: true });
for (const [i, path] of values.path.entries()) {
  await page.goto(`${values.base}${path}`);
  await page.getByRole('banner').waitFor();
  await page.waitForLoadState('networkidle');
  const file = values.path.length === 1 ? values.out : join(dirname(values.out), `${basename(values.out, extname(values.out))}-${i}.png`);
  await page.screenshot({ path: file, fullPage: values.full });
  console.log(`${path} -> ${file}`);
}
await browser.close();
