import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { backOnline, goOffline } from './support/offline';
import { goInApp, openSignedIn, PLATFORMS, PORTAL_NAME, settled, signInPage, signOutCodeFetched, stepHeading } from './support/portal';

const SAYS_CODE = /^Calling IT about this step\? Read them the support code ([0-9A-Z]{4}-[0-9A-Z]{4})\.$/;
const SENT = 'Thanks: IT can now see that this step didn’t work. Your name isn’t sent with the report.';
/** A word of letters only that no other test writes (the function takes out anything mixing letters and digits). */
const uniqueWord = () =>
  randomUUID()
    .replace(/-/g, '')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)
    .slice(0, 10);
const WAITING_OFFLINE = 'You’re offline. Your report is saved on this device and will be sent when you’re back online.';

/** The reports this page sends to the function. */
function reportRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/reports') sent.push(request);
  });
  return sent;
}

/** Opens "This step didn't work?", chooses what happened, types `words` and sends it (with a click, or Enter). */
async function reportStep(page: Page, choice: string, words: string, send: 'click' | 'Enter' = 'click'): Promise<void> {
  const main = page.getByRole('main');
  await main.getByText('This step didn’t work?').click();
  await main.getByRole('radio', { name: choice }).check();
  await main.getByLabel('What did you see? (optional)').fill(words);
  const button = main.getByRole('button', { name: 'Send to IT' });
  await (send === 'click' ? button.click() : button.press('Enter'));
}

/** The staff's Guide Health page, in a browser of its own. */
async function staffHealthPage(page: Page): Promise<Page> {
  const staff = await page
    .context()
    .browser()!
    .newPage({ ...PLATFORMS.Windows });
  await openSignedIn(staff, 'Olivia Chen', '/guidehealth');
  await settled(staff, 'Guide Health');
  return staff;
}

test.describe('on a Mac', () => {
  test.use(PLATFORMS.Mac);

  test('a report from step 3 of WiFi on a Mac, and a search that found nothing, show on the staff health page; the help email carries the report; students are refused', async ({
    page,
  }) => {
    const words = `Report ${uniqueWord()}: the page says not permitted`;
    await openSignedIn(page, 'Ava Nguyen', '/wifi?step=3');
    await expect(stepHeading(page)).toHaveText('Open the setup page');
    const code = SAYS_CODE.exec((await page.getByText(SAYS_CODE).textContent()) ?? '')?.[1];
    expect(code).toBeDefined();
    const sent = reportRequests(page);

    await reportStep(page, 'The screen looks different', words, 'Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Thanks' })).toHaveText(SENT);
    await expect(page.getByRole('status').filter({ hasText: 'Thanks' })).toBeFocused();
    // Sent from the keyboard: the focus ring shows where the focus went.
    await expect(page.getByRole('status').filter({ hasText: 'Thanks' })).toHaveCSS('outline-style', 'solid');
    expect(sent).toHaveLength(1);
    // Nothing in the report names her: who she is comes from her token alone.
    const body = sent[0]!.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'step', guide: 'wifi', step: 3, stepName: 'open-setup-page', platform: 'mac', variant: 'laptop' });
    expect(JSON.stringify(body)).not.toMatch(/ava|nguyen/i);

    // The help request: an email to the ticket address, with the guide, step, platform, variant, code and browser.
    const mailto = new URL((await page.getByRole('link', { name: 'Email the helpdesk' }).getAttribute('href'))!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('helpdesk@school.example');
    expect(mailto.searchParams.get('subject')).toBe('Help with WiFi Connect, step 3 (Mac)');
    const email = mailto.searchParams.get('body')!.split('\r\n');
    expect(email).toEqual(
      expect.arrayContaining([
        'Guide: WiFi Connect',
        'Step: 3 of 9, "Open the setup page"',
        'Platform: Mac',
        'Variant: Laptop Steps',
        `Support code: ${code}`,
        'Browser: Safari 18 on macOS',
        'What happened: The screen looks different',
        `In my words: ${words}`,
        `Address: ${new URL('/wifi?step=3&platform=mac&variant=laptop', page.url()).href}`,
      ]),
    );

    // A search that finds nothing is counted once, after she stops typing: the words, no name.
    const query = `zzq${uniqueWord()}`;
    await page.getByRole('combobox', { name: 'Search guides' }).click();
    await page.keyboard.type(query);
    await expect(page.locator('.search-empty')).toBeVisible();
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(2);
    expect(sent[1]!.postDataJSON()).toMatchObject({ kind: 'search', query, platform: 'mac' });
    await page.keyboard.press('Escape');

    // The function refuses her the health data (403), whatever the page shows, and the page is not hers.
    const status = await page.evaluate(async () => {
      const entry = Object.values(sessionStorage)
        .map((v) => {
          try {
            return JSON.parse(v) as { credentialType?: string; secret?: string };
          } catch {
            return {};
          }
        })
        .find((v) => v.credentialType === 'IdToken');
      return (await fetch('/api/guideHealth?days=7', { headers: { Authorization: `Bearer ${entry?.secret}` } })).status;
    });
    expect(status).toBe(403);
    await goInApp(page, '/guidehealth', 'This guide is not for your account');

    // IT staff see it on Guide Health, under that step and platform, with her words. Her search alone is not
    // listed (it might name someone); once a second person makes it, it is, counted twice.
    const staff = await staffHealthPage(page);
    const search = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: query, exact: true }) });
    await expect(staff.getByRole('heading', { level: 2, name: 'Searches that found nothing' })).toBeVisible();
    await expect(search).toHaveCount(0);
    const counted = staff.waitForRequest((r) => new URL(r.url()).pathname === '/api/reports' && r.method() === 'POST');
    await staff.getByRole('combobox', { name: 'Search guides' }).click();
    await staff.keyboard.type(query);
    await counted;
    await staff.keyboard.press('Escape');
    await staff.reload();
    await settled(staff, 'Guide Health');
    await expect(search.getByRole('cell')).toHaveText([query, '2', 'Mac, Windows', /\d{1,2} \w{3} \d{4}/]);
    const item = staff.getByRole('listitem').filter({ has: staff.getByText(words) });
    await expect(item.getByRole('heading', { level: 3 })).toHaveText('WiFi Connect · Step 3: Open the setup page');
    await expect(item.locator('.health-platform')).toHaveText('Mac');
    await expect(item.locator('.health-variant')).toHaveText('Laptop Steps');
    await expect(item.getByRole('link', { name: /^Open the step/ })).toHaveAttribute('href', '/wifi?step=3&platform=mac&variant=laptop');

    // A teacher without the IT role sees the report counted, not her words.
    const teacher = await page
      .context()
      .browser()!
      .newPage({ ...PLATFORMS.Windows });
    await openSignedIn(teacher, 'James Wilson', '/guidehealth');
    await settled(teacher, 'Guide Health');
    await expect(teacher.getByText(/^What people wrote is shown only to holders of the ‘ITSupport’ role/)).toBeVisible();
    const counted3 = teacher
      .getByRole('listitem')
      .filter({ has: teacher.getByRole('heading', { level: 3, name: 'WiFi Connect · Step 3: Open the setup page' }) })
      .filter({ has: teacher.locator('.health-platform', { hasText: /^Mac$/ }) })
      .filter({ has: teacher.locator('.health-variant', { hasText: /^Laptop Steps$/ }) });
    // One row per guide, step, device and variant: hers.
    await expect(counted3).toHaveCount(1);
    await expect(counted3).toContainText('came with words, which only holders of the ‘ITSupport’ role can read');
    await expect(teacher.getByText(words)).toHaveCount(0);
    await teacher.close();

    // Preview as… opens the step as a Mac user saw it.
    await item.getByRole('button', { name: /^Preview as…/ }).click();
    await expect(staff).toHaveURL(/\/wifi\?step=3&variant=laptop$/);
    await expect(staff.getByRole('region', { name: 'Preview' })).toContainText('on a Mac');
    await expect(stepHeading(staff)).toHaveText('Open the setup page');
    await staff.close();
  });
});

test('a report made offline waits on the device and is sent once when the network returns', async ({ page, context }) => {
  const words = `Offline ${uniqueWord()}: the network list is empty`;
  await openSignedIn(page, 'Ava Nguyen', '/wifi?step=2');
  await expect(stepHeading(page)).toHaveText('Join the school network');
  const sent = reportRequests(page);

  await context.setOffline(true);
  await reportStep(page, 'Something else', words);
  await expect(page.getByRole('status').filter({ hasText: 'Your report' })).toHaveText(WAITING_OFFLINE);
  expect(sent).toHaveLength(0);
  const waiting = () => page.evaluate(() => JSON.parse(localStorage.getItem('portal.report-queue') ?? '[]') as unknown[]);
  expect(await waiting()).toHaveLength(1);

  // Back online: sent by itself, once, and the person is told.
  const stored = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reports');
  await context.setOffline(false);
  expect((await stored).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Thanks' })).toHaveText(SENT);
  expect(await waiting()).toHaveLength(0);
  // Nothing is sent again, neither later nor after a reload.
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Join the school network');
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(1);

  const staff = await staffHealthPage(page);
  const item = staff.getByRole('listitem').filter({ has: staff.getByText(words) });
  await expect(item.getByRole('heading', { level: 3 })).toHaveText('WiFi Connect · Step 2: Join the school network');
  await expect(item.getByText(words)).toHaveCount(1);
  await staff.close();
});

test("a report made offline is forgotten at Sign out, and never sent under the next person's account", async ({ page, context }) => {
  const words = `Shared ${uniqueWord()}: my screen froze`;
  await openSignedIn(page, 'Ava Nguyen', '/wifi?step=2');
  await expect(stepHeading(page)).toHaveText('Join the school network');
  const sent = reportRequests(page);
  const waiting = () => page.evaluate(() => JSON.parse(localStorage.getItem('portal.report-queue') ?? '[]') as unknown[]);

  // She reads the step online for a moment: the portal fetches Sign out's question meanwhile (the service
  // worker, blocked in these tests, would also keep it), so she can sign out once the WiFi is gone.
  await expect.poll(() => signOutCodeFetched(page)).toBe(true);

  await goOffline(context, page);
  const main = page.getByRole('main');
  await main.getByText('This step didn’t work?').click();
  // The form says who reads the words, and for how long (school.yaml's reports, here the defaults).
  await expect(
    main.getByText('Only the school’s IT team read these words, for 30 days. They don’t see your name. Never type your password.'),
  ).toBeVisible();
  await main.getByRole('radio', { name: 'Something else' }).check();
  await main.getByLabel('What did you see? (optional)').fill(`${words}, my password is sunshine`);
  await main.getByRole('button', { name: 'Send to IT' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your report' })).toHaveText(WAITING_OFFLINE);
  // Kept on the device already cleaned: the password never waits in the browser's storage.
  expect(JSON.stringify(await waiting())).not.toContain('sunshine');
  expect(await waiting()).toHaveLength(1);

  // Still offline, she signs out: the portal forgets her waiting report, then the identity provider's page
  // cannot load until the network is back.
  const endSession = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/demo-tenant/session/end');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out of the portal?' }).getByRole('button', { name: 'Sign out', exact: true }).click();
  const signOutAddress = (await endSession).url();
  // The browser's own "no internet" page: the portal's tab is gone, and nothing of it can send anything.
  await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
  await backOnline(context, page);
  await page.goto(signOutAddress);
  await expect(page.getByRole('heading', { name: `Sign out of ${PORTAL_NAME}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(signInPage(page)).toBeVisible();
  expect(await waiting()).toEqual([]);

  // The next person signs in at the same computer, online: nothing of Ava's is sent under his account.
  await page.getByLabel('Username').fill('ethan.lee@school.example');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Ethan Lee')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect(await waiting()).toEqual([]);
  expect(sent).toHaveLength(0);
  const staff = await staffHealthPage(page);
  await expect(staff.getByRole('heading', { level: 2, name: 'Searches that found nothing' })).toBeVisible();
  await expect(staff.getByText(words)).toHaveCount(0);
  await staff.close();
});
