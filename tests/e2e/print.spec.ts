import { expect, test } from '@playwright/test';
import { visibleSteps } from '../../packages/engine/src/shared/content/derive/steps';
import { axeFindings, expectNoFindings } from '../../packages/engine/sweep/support/a11y';
import { contentManifest, PLATFORMS, settled, openSignedIn, stepCounter } from './support/portal';

test.use(PLATFORMS.Mac);

test('a guide prints every step for the reader’s platform and set of steps, without the portal around it', async ({ page }) => {
  const wifi = (await contentManifest()).guides.find((g) => g.route === '/wifi')!;
  const titles = (platform: 'windows' | 'mac', variant: string) =>
    visibleSteps(wifi, { platform, roles: ['Year8'] }, variant).map((s) => s.title);
  const mac = titles('mac', 'laptop');
  const notForThisPrint = [...titles('windows', 'laptop'), ...titles('mac', 'ios')].filter((t) => !mac.includes(t));
  expect(notForThisPrint.length).toBeGreaterThan(0);

  await openSignedIn(page, 'Ava Nguyen', '/wifi?step=3');
  await settled(page, 'WiFi Connect');
  // The button asks the browser to print (the dialog itself is the browser's).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole('button', { name: 'Print these steps' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const main = page.getByRole('main');
  for (const [index, title] of mac.entries()) {
    await expect(main.getByRole('heading', { level: 2, name: `Step ${index + 1} of ${mac.length}: ${title}` })).toBeVisible();
  }
  for (const title of notForThisPrint) await expect(main.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(page.getByText(/the Laptop Steps, for Mac\.$/)).toBeVisible();
  // The printed copy carries a QR code of these steps, encoded as the page is printed (not before).
  await expect(page.getByRole('img', { name: 'QR code for WiFi Connect on your phone' })).toBeVisible();
  // No header, step counter or buttons on paper; each step on a page of its own; addresses written out.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(stepCounter(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print these steps' })).toBeHidden();
  // Each step's heading sits at the top of the part that starts a page.
  const steps = main.getByRole('heading', { level: 2, name: /^Step \d+ of / }).locator('xpath=..');
  const breaks = await steps.evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
  expect(breaks).toEqual(['auto', ...mac.slice(1).map(() => 'page')]);
  // A link whose text is its address is not written out twice.
  const address = main.getByRole('link', { name: /^https:\/\// }).first();
  expect(
    await address.evaluate((a) => [a.textContent?.startsWith(a.getAttribute('href')!), getComputedStyle(a, '::after').content]),
  ).toEqual([true, 'none']);

  expectNoFindings(await axeFindings(page, 'WiFi, printed on a Mac'));

  // Back on screen: the step the reader was on.
  await page.emulateMedia({ media: 'screen' });
  await expect(stepCounter(page, 3, mac.length)).toBeVisible();
});

test('the password guide prints both answers to its question', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PLATFORMS.Windows, baseURL, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await openSignedIn(page, 'Ava Nguyen', '/password');
  await settled(page, 'Change Password');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('If you press Ctrl+Alt+Delete to sign in:')).toBeVisible();
  await expect(page.getByText('If you do not:')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  // The links page: each link's address is written after its name.
  await page.goto('/links');
  await settled(page, 'Useful Links');
  const link = page.getByRole('main').getByRole('link', { name: /^Seesaw/ });
  const href = await link.getAttribute('href');
  expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
  await context.close();
});
