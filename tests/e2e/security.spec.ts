import { expect, test } from '@playwright/test';
import { recordCspViolations } from './support/csp';
import { signIn } from './support/portal';

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
