import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { recordCspViolations } from '../../packages/engine/sweep/support/csp';
import { openSignedIn, PLATFORMS, settled } from './support/portal';

/** A drawing of the demo school that carries its own dark colours (an inner <style> with prefers-color-scheme). */
const STEP = '/hello?step=3';
const ALT = 'Windows Settings. 1: Accounts is highlighted in the sidebar. 2: Sign-in options is highlighted on the Accounts page.';

/**
 * Opens the step in a browser set to `colorScheme`, finds the drawing by its alt text, and returns its mean
 * brightness on screen (0 black to 255 white), with the CSP violations the visit caused.
 */
async function drawingSeenIn(browser: Browser, baseURL: string | undefined, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ ...PLATFORMS.Windows, colorScheme, baseURL, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  await openSignedIn(page, 'Ava Nguyen', STEP);
  await settled(page, 'Windows Hello');
  const drawing = page.getByRole('main').getByRole('img', { name: ALT, exact: true });
  await expect(drawing).toBeVisible();
  await drawing.scrollIntoViewIfNeeded();
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const { channels } = await sharp(await drawing.screenshot())
    .greyscale()
    .stats();
  await context.close();
  return { brightness: channels[0]!.mean, violations };
}

test('a drawing is shown in light and dark mode under the security policy, in dark colours when the reader uses dark mode', async ({
  browser,
  baseURL,
}) => {
  const light = await drawingSeenIn(browser, baseURL, 'light');
  const dark = await drawingSeenIn(browser, baseURL, 'dark');
  // The drawing's <style> is an inline style sheet in an SVG served with `style-src 'self'`: it must still apply.
  expect(light.violations).toEqual([]);
  expect(dark.violations).toEqual([]);
  expect(light.brightness, 'the light drawing is mostly light').toBeGreaterThan(170);
  expect(dark.brightness, 'in dark mode the same drawing is mostly dark').toBeLessThan(light.brightness - 100);
});
