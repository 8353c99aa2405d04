import { expect, test } from '@playwright/test';
import { signIn } from './support/portal';

const PASS_REQUEST = '/api/createTempAccessPass';

test.describe('Windows Hello: Temporary Access Pass', () => {
  test('creates a pass, copies it, and the notice goes after 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await signIn(page, 'Ava Nguyen', '/hello?step=2');
    await page.getByRole('button', { name: 'Create Pass' }).click();
    const pass = page.getByRole('button', { name: /^\S{8}$/ });
    await expect(pass).toBeVisible();
    const text = (await pass.textContent())!;

    await page.clock.pauseAt(Date.now() + 60_000);
    await pass.click();
    const notice = page.getByRole('status').filter({ hasText: 'Text copied to clipboard' });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await page.clock.runFor(1_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toHaveCount(0);
  });

  test('says the session has expired, and makes no call, once the ID token has expired', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'Ethan Lee', '/hello?step=2');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PASS_REQUEST) calls.push(request.url());
    });
    // The demo tenant's ID tokens last an hour.
    await page.clock.setSystemTime(Date.now() + 61 * 60_000);
    await page.getByRole('button', { name: 'Create Pass' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your login session has expired - please refresh this page and try again.');
    expect(calls).toEqual([]);
  });
});
