/**
 * The cloud function and the preview server at the HTTP level: one pass per ID token and per person per
 * window, passes for students only, and short plain answers to malformed requests. The ID token is the one
 * the portal itself sends when a person selects Create Pass.
 */
import { request as httpsRequest } from 'node:https';
import { expect, test, type Page } from '@playwright/test';
import { settled, signIn, signInPage } from './support/portal';

const PASS_REQUEST = '/api/createTempAccessPass';

/** Selects Create Pass on the Windows Hello guide and returns the function's answer and the Authorization header sent. */
async function createPassInThePortal(page: Page) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === PASS_REQUEST);
  await page.getByRole('button', { name: 'Create Pass' }).click();
  const response = await answer;
  const authorization = (await response.request().headerValue('authorization'))!;
  expect(authorization).toMatch(/^Bearer \S+$/);
  return { response, authorization };
}

test.describe('the Temporary Access Pass function', () => {
  test('an ID token is good for one pass, and a second pass for the same person within 10 minutes is refused with 429 and Retry-After', async ({
    page,
  }) => {
    await signIn(page, 'Zoe Patel', '/hello?step=2');
    const first = await createPassInThePortal(page);
    expect(first.response.status()).toBe(200);
    expect(await first.response.json()).toEqual({ temporaryAccessPass: expect.stringMatching(/^\S{8}$/), lifetimeInMinutes: 60 });

    // The same ID token again, straight to the function (the scheme in lower case, which it accepts): spent.
    const again = await page.request.get(PASS_REQUEST, { headers: { Authorization: first.authorization.replace(/^Bearer/, 'bearer') } });
    expect(again.status()).toBe(401);
    expect(await again.json()).toMatchObject({ error: 'token_spent' });

    // A new token, as the portal sends when Create Pass is selected again: the window holds. (The portal
    // keeps the pass it showed for this tab, so it is forgotten first, as another tab would not have it.)
    await page.evaluate(() => sessionStorage.removeItem('portal.pass.current'));
    await page.reload();
    await settled(page, 'Windows Hello');
    const second = (await createPassInThePortal(page)).response;
    expect(second.status()).toBe(429);
    expect(second.headers()['cache-control']).toBe('no-store');
    const retryAfter = Number(second.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await second.json()).toEqual({
      error: 'too_many_passes',
      message: expect.stringContaining('create a new one in 10 minutes'),
      retryAfterSeconds: retryAfter,
    });
  });

  test('passes are for students: staff get none (403), with an admin role or without one (as a role scoped to an administrative unit looks)', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'Olivia Chen', '/hello?step=2');
    const { response, authorization } = await createPassInThePortal(page);
    expect(response.status()).toBe(403);
    // Her token is spent on no pass, so the function's answer can be read here too (the page need not read it).
    const refused = await page.request.get(PASS_REQUEST, { headers: { Authorization: authorization } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'not_eligible', message: expect.stringContaining('for students') });
    await expect(page.getByRole('alert')).toContainText('Temporary Access Passes are for students.');

    const other = await browser.newPage({ baseURL: test.info().project.use.baseURL, ignoreHTTPSErrors: true });
    try {
      await signIn(other, 'James Wilson', '/hello?step=2');
      const james = (await createPassInThePortal(other)).response;
      expect(james.status()).toBe(403);
      expect(await james.json()).toMatchObject({ error: 'not_eligible' });
    } finally {
      await other.close();
    }
  });

  test('a request without a valid ID token is refused with 401 invalid_token', async ({ request }) => {
    const response = await request.get(PASS_REQUEST, { headers: { Authorization: 'Bearer not.a.token' } });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
    expect(await response.json()).toMatchObject({ error: 'invalid_token' });
  });
});

/** A raw GET over HTTP/1.1, the path sent exactly as written (Playwright's request would read `//…` as a host). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ hostname, port, path, method: 'GET', rejectUnauthorized: false }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject).end();
  });
}

const expectShortPlainAnswer = (answer: { type: string; body: string }) => {
  expect(answer.type).toMatch(/^text\/plain/);
  expect(answer.body.length).toBeLessThan(200);
  expect(answer.body).not.toMatch(/\bat .*\(|node_modules|\.ts:\d|Error:/);
};

test.describe('malformed requests to the preview server', () => {
  test('GET //////// is a 400 with a short plain body, not a 500 with a stack trace', async ({ baseURL }) => {
    const answer = await rawGet(baseURL!, '////////');
    expect(answer.status).toBe(400);
    expectShortPlainAnswer(answer);
  });

  test('a sign-in form over 16 kB is a 413 with a short plain body', async ({ page }) => {
    await page.goto('/');
    await expect(signInPage(page)).toBeVisible();
    const action = page.url();
    const response = await page.request.post(action, { form: { username: 'a'.repeat(17 * 1024) } });
    expect(response.status()).toBe(413);
    expectShortPlainAnswer({ type: response.headers()['content-type'] ?? '', body: await response.text() });
  });

  test('an unknown sign-in link is a 400 that says what to do, with no stack trace', async ({ request }) => {
    const response = await request.get('/demo-tenant/interaction/no-such-sign-in');
    expect(response.status()).toBe(400);
    const body = await response.text();
    expect(body).toBe('This sign-in page has expired. Go back to the portal and sign in again.\n');
  });

  test("the build's manifest is not published with the site", async ({ request }) => {
    for (const path of ['/.vite/manifest.json', '/.vite/redirect-manifest.json']) {
      const response = await request.get(path);
      expect(await response.text()).not.toContain('"isEntry"');
    }
  });
});
