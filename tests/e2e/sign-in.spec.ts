import { expect, test } from '@playwright/test';
import { DEMO_PROVIDER_PATH, DEMO_PROVIDER_ROUTES } from '../../packages/engine/src/shared/config/demo-tenant';
import { DEMO_ACCOUNTS, openSignedIn, signIn, signInPage, stepCounter, stepHeading, homeLink, PORTAL_NAME } from './support/portal';

/** One screen as drawn: the page's path, and its main landmark's level-1 heading, else its status, else what is there. */
interface DrawnScreen {
  path: string;
  screen: string;
}

/**
 * Installed in every page of a tab before its scripts: reports each screen the page draws (its main
 * landmark's h1, or the status it shows), as the DOM changes, so nothing drawn for a moment is missed.
 */
function recordScreens() {
  if (window !== window.top) return;
  const report = (window as unknown as { reportScreen: (screen: string) => void }).reportScreen;
  let last = '';
  const describe = () => {
    const main = document.querySelector('main, [role="main"]');
    if (!main) return 'nothing';
    const heading = main.querySelector('h1')?.textContent?.trim();
    if (heading) return `heading: ${heading}`;
    const status = main.querySelector('[role="status"]')?.textContent?.trim();
    return status ? `status: ${status}` : 'empty main';
  };
  new MutationObserver(() => {
    const screen = describe();
    if (screen === last) return;
    last = screen;
    report(screen);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test.describe('signing in through the demo tenant', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.displayName} signs in and sees their name and ${account.hasPhoto ? 'photo' : 'the silhouette'}`, async ({ page }) => {
      await signIn(page, account);
      const banner = page.getByRole('banner');
      await expect(banner.getByText(account.displayName, { exact: true })).toBeVisible();
      if (account.hasPhoto) {
        const photo = banner.getByRole('img', { name: 'Profile photo', exact: true });
        await expect(photo).toBeVisible();
        await expect(photo).toHaveAttribute('src', /^data:image\//);
        await expect(photo).toHaveAttribute('width', '48');
      } else {
        await expect(banner.getByRole('img', { name: 'No profile photo' })).toBeVisible();
        await expect(banner.getByRole('img', { name: 'Profile photo', exact: true })).toHaveCount(0);
      }
      await expect(homeLink(page)).toHaveAttribute('href', '/');
      await expect(banner.getByRole('img', { name: `${PORTAL_NAME} home` })).toHaveAttribute('height', '40');
      await expect(banner.getByRole('note', { name: 'Demo tenant: not connected to a real school' })).toHaveText('Demo');
    });
  }

  test('the sign-in page picks a demo account from its list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Leo Martin/ }).click();
    await expect(page.getByRole('banner').getByText('Leo Martin')).toBeVisible();
  });

  test('an unknown username gets a clear error on the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('nobody@school.example');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'There is no demo account called "nobody@school.example". Pick one of the demo accounts below.',
    );
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  test("the sign-in page links the school's Can't sign in? guide below the form, as Entra's sign-in page text does", async ({ page }) => {
    await page.goto('/');
    await expect(signInPage(page)).toBeVisible();
    await expect(page.getByRole('link', { name: "Can't sign in?" })).toHaveAttribute('href', '/cant-sign-in');
  });

  test('visiting /printing signed out returns to /printing after sign-in', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/printing');
    await expect(page).toHaveURL(/\/printing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Printing' })).toBeVisible();
  });

  test('a guide opened in a new tab goes straight to it through sign-in: never home, one signing-in status', async ({ page, context }) => {
    // Signed in: the provider's session cookie is the browser's. A new tab has none of MSAL's cache
    // (sessionStorage is per tab), so it signs in through the whole redirect.
    await openSignedIn(page, 'Ava Nguyen');
    const drawn: DrawnScreen[] = [];
    const pages: string[] = [];
    await context.exposeBinding('reportScreen', ({ frame }, screen: string) => {
      drawn.push({ path: new URL(frame.url()).pathname, screen });
    });
    await context.addInitScript(recordScreens);
    const tab = await context.newPage();
    // A slow sign-in once back (the code's redemption takes 1.5 s, far beyond the first screen's wait), so
    // the loading state shows for sure, however busy the machine.
    const tokenPath = `${DEMO_PROVIDER_PATH}${DEMO_PROVIDER_ROUTES.token}`;
    // By path: MSAL adds a query to the token endpoint's address.
    await tab.route(
      (url) => url.pathname === tokenPath,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    tab.on('framenavigated', (frame) => {
      const path = new URL(frame.url()).pathname;
      if (frame === tab.mainFrame() && pages.at(-1) !== path) pages.push(path);
    });
    await tab.goto('/office?step=2', { waitUntil: 'commit' });
    // The whole flow: the app, the provider, the bridge page, the app again and the slow sign-in.
    await expect(stepHeading(tab)).toBeVisible({ timeout: 30_000 });
    await expect(stepCounter(tab, 2)).toBeVisible();
    await expect(tab).toHaveURL(/\/office\?step=2$/);

    // One load of the app after the redirect bridge, on the guide: never home, nor the provider's page.
    expect(pages).toEqual(['/office', '/redirect.html', '/office']);
    const untilGuide = drawn.slice(0, drawn.findIndex((d) => d.screen === 'heading: Microsoft Office') + 1);
    expect(untilGuide.at(-1), JSON.stringify(drawn)).toEqual({ path: '/office', screen: 'heading: Microsoft Office' });
    expect(untilGuide.map((d) => d.path)).not.toContain('/');
    expect(untilGuide.map((d) => d.screen)).not.toContain('heading: Welcome, Ava');
    // Before the guide, nothing but the one signing-in status: no other heading, and no other loading state.
    const before = new Set(untilGuide.slice(0, -1).map((d) => d.screen));
    before.delete('nothing');
    expect([...before], JSON.stringify(drawn)).toEqual(['status: Signing you in…']);
  });

  test('a deep link keeps its query through sign-in', async ({ page }) => {
    await signIn(page, 'Ava Nguyen', '/office?step=3');
    await expect(page).toHaveURL(/\/office\?step=3$/);
  });

  for (const hostile of ['//evil.example/printing', '/%2F%2Fevil.example', '/%5Cevil.example', '/javascript:alert(1)', '/admin']) {
    test(`a hostile return path (${hostile}) lands on the home page`, async ({ page, baseURL }) => {
      await signIn(page, 'Ava Nguyen', `${baseURL}${hostile}`);
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
    });
  }

  test('reloading keeps the visitor signed in without the sign-in page', async ({ page }) => {
    await signIn(page, 'Olivia Chen', '/printing');
    await expect(page).toHaveURL(/\/printing$/);
    await page.reload();
    await expect(page.getByRole('banner').getByText('Olivia Chen')).toBeVisible();
    await expect(page).toHaveURL(/\/printing$/);
  });
});

test('an encoded line break in a deep link (/printing%0A) goes home after sign-in, and is Not found once signed in', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'Ava Nguyen', '/printing%0A');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  for (const path of ['/printing%0A', '/printing%0D%0A', '/office%E2%80%A8']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Ava Nguyen')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
});

test('an unknown route shows "Page not found" with a link home', async ({ page }) => {
  await signIn(page, 'Ava Nguyen');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
});
