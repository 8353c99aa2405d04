import { expect, test } from '@playwright/test';
import { recordCspViolations } from '../../packages/engine/sweep/support/csp';
import { signIn, PORTAL_NAME } from './support/portal';

test.describe('Content-Security-Policy', () => {
  // Every screen (sign-in, home, each guide, page and tool, the Setup Guide, preview) is walked under the
  // policy by the accessibility sweep in a11y.spec.ts, which fails on any violation it records; so is each
  // state of the reset tool and of the pass refused to staff.

  test('creating a Temporary Access Pass and copying it breaks no rule of the policy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const violations = await recordCspViolations(page);
    await signIn(page, 'Zoe Patel', '/hello?step=2');
    await page.getByRole('button', { name: 'Create Pass' }).click();
    const pass = page.getByRole('button', { name: /^\S{8}$/ });
    await pass.click();
    await expect(page.getByRole('status').filter({ hasText: 'Text copied to clipboard' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the redirect bridge opened with no sign-in response shows its failure message, styled by its own stylesheet', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const stylesheets: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') stylesheets.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/redirect.html');
    const failure = page.getByRole('alert');
    await expect(failure).toHaveText(`Signing in could not be completed. Return to ${PORTAL_NAME} and try again.`);
    await expect(failure.getByRole('link', { name: `Return to ${PORTAL_NAME}` })).toHaveAttribute('href', '/');
    await expect(page.getByRole('status')).toBeHidden();
    await expect(page.getByRole('img', { name: PORTAL_NAME })).toBeVisible();

    // The build's stylesheet for the page, from the portal itself: the portal's fonts, and the card on the
    // surface colour, with the failure in the danger colours.
    expect(stylesheets).toEqual([expect.stringMatching(/^200 \/assets\/redirect-[\w-]+\.css$/)]);
    const look = await page.getByRole('main').evaluate((card) => ({
      font: getComputedStyle(document.body).fontFamily,
      card: getComputedStyle(card).backgroundColor,
      surface: getComputedStyle(document.documentElement).getPropertyValue('--surface').trim(),
    }));
    expect(look.font).toMatch(/^system-ui\b/);
    // The token as the build wrote it (#fff or #ffffff), as the browser reports a colour.
    expect(look.surface).toMatch(/^#(?:[0-9a-f]{3}){1,2}$/i);
    const hex = look.surface.length === 4 ? [...look.surface.slice(1)].map((d) => d + d).join('') : look.surface.slice(1);
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    expect(look.card).toBe(`rgb(${r}, ${g}, ${b})`);
    expect(violations).toEqual([]);
  });

  test('a violation is noticed (the recorder works)', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await signIn(page, 'Ava Nguyen');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  });
});

test.describe('security headers from the preview server', () => {
  test('the portal is served with the strict policy, HSTS, nosniff, a referrer policy and COOP', async ({ request }) => {
    for (const path of ['/', '/office']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  test('the redirect bridge is never cached, has no COOP, and may be framed only by the portal', async ({ request }) => {
    const response = await request.get('/redirect.html');
    const headers = response.headers();
    expect(await response.text()).toContain('Signing in');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['strict-transport-security']).toBeDefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('a missing chunk is a 404, not the portal page', async ({ request }) => {
    const response = await request.get('/assets/no-such-chunk-0000.js');
    expect(response.status()).toBe(404);
  });
});
