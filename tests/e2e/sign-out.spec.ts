import { expect, test, type Page } from '@playwright/test';
import { axeFindings, expectNoFindings } from '../../packages/engine/sweep/support/a11y';
import { signIn, signInPage, signOutCodeFetched, PORTAL_NAME, SIGN_OUT_CODE } from './support/portal';

const SIGN_OUT_NOTICE = '/api/signOut';

/** The header's Sign out, then the portal's question: Sign out, forgetting this person's progress or not. */
async function signOut(page: Page, { forgetProgress }: { forgetProgress: boolean }): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of the portal?' });
  await expect(dialog).toBeVisible();
  const forget = dialog.getByRole('checkbox', { name: 'Forget my progress on this computer' });
  await expect(forget).not.toBeChecked();
  if (forgetProgress) await forget.check();
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  // The demo tenant's own question, as Entra asks.
  await expect(page.getByRole('heading', { name: `Sign out of ${PORTAL_NAME}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
}

const progressItems = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.progress.')));

test('signing out ends the session, tells the pass function (a copied token gets no pass), may forget progress, and the next person signs in as themselves', async ({
  page,
}) => {
  await signIn(page, 'Ava Nguyen', '/printing');
  // Printing is recorded as seen: Ava has progress on this computer.
  await expect.poll(() => progressItems(page)).toHaveLength(1);

  // The question meets WCAG 2.2 AA, takes the focus, and Cancel keeps everything as it was.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const question = page.getByRole('dialog', { name: 'Sign out of the portal?' });
  await expect(question.getByRole('checkbox', { name: 'Forget my progress on this computer' })).toBeFocused();
  expectNoFindings(await axeFindings(page, 'Sign out question'));
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();

  // A Temporary Access Pass kept in this tab (as the Windows Hello guide keeps it for its lifetime).
  await page.evaluate(() =>
    sessionStorage.setItem('portal.pass.current', JSON.stringify({ pass: 'Tq7#kP2x', expiresAt: Date.now() + 3_600_000, accountId: 'x' })),
  );

  const notice = page.waitForRequest((request) => new URL(request.url()).pathname === SIGN_OUT_NOTICE && request.method() === 'POST');
  await signOut(page, { forgetProgress: true });
  const copiedToken = (await (await notice).headerValue('authorization'))!;
  expect(copiedToken).toMatch(/^Bearer \S+$/);

  // Back at the portal with no account: it asks who is signing in, with nothing of Ava's left.
  await expect(signInPage(page)).toBeVisible();
  // MSAL's cache (in session storage) holds nothing of Ava's account any more: no account, no token.
  const cached = await page.evaluate(() =>
    Object.entries(window.sessionStorage)
      .filter(([key, value]) => `${key} ${value}`.includes('ava.nguyen'))
      .map(([key]) => key),
  );
  expect(cached).toEqual([]);
  // The pass went with her session.
  expect(await page.evaluate(() => sessionStorage.getItem('portal.pass.current'))).toBeNull();
  // Her progress is forgotten on this computer.
  expect(await progressItems(page)).toEqual([]);

  // The ID token her session held, as someone who copied it before Sign out would use it: no pass.
  const refused = await page.request.get('/api/createTempAccessPass', { headers: { Authorization: copiedToken } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: 'signed_out' });

  await page.getByLabel('Username').fill('leo.martin@school.example');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Leo Martin')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Ava Nguyen')).toHaveCount(0);
});

test("Sign out's question is fetched once the screen is idle, and says so when it cannot load, then opens on the next try", async ({
  page,
}) => {
  // Its code cannot be fetched (as offline before the screen was ever idle): nothing is fetched for it yet.
  await page.route(SIGN_OUT_CODE, (route) => route.abort('internetdisconnected'));
  await signIn(page, 'Ava Nguyen', '/printing');
  const signOutButton = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
  await signOutButton.click();
  await expect(page.getByRole('alert')).toHaveText('Sign out could not open. Check your connection, then try again.');
  expectNoFindings(await axeFindings(page, 'Sign out could not open'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();

  // Back online, the next click asks the question (an earlier failure is not kept).
  await page.unroute(SIGN_OUT_CODE);
  await signOutButton.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Sign out of the portal?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // On a slow network, before its code has arrived, the button says the question is on its way.
  const slow = await page.context().newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await slow.route(SIGN_OUT_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await slow.goto('/printing');
  await expect(slow.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  await slow.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(slow.getByRole('banner').getByRole('button', { name: 'Opening…' })).toBeVisible();
  release();
  await expect(slow.getByRole('dialog', { name: 'Sign out of the portal?' })).toBeVisible();
  await slow.close();

  // A fresh tab fetches the question's code by itself once its screen is drawn, before anyone asks for it.
  const fresh = await page.context().newPage();
  await fresh.goto('/printing');
  await expect(fresh.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  await expect.poll(() => signOutCodeFetched(fresh)).toBe(true);
  await fresh.close();
});
