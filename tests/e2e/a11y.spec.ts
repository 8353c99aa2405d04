import { expect, test, type Browser, type Page } from '@playwright/test';
import { inAudience } from '../../packages/engine/src/shared/content/derive/access';
import { initialVariant } from '../../packages/engine/src/shared/content/derive/variants';
import { trackedSteps } from '../../packages/engine/src/shared/progress/derive';
import { axeFindings, expectNoFindings, Sweep, type Finding } from '../../packages/engine/sweep/support/a11y';
import { recordCspViolations } from '../../packages/engine/sweep/support/csp';
import { useGraphFaults } from './support/faults';
import {
  contentManifest,
  demoAccount,
  forEachStep,
  goInApp,
  loadingStatus,
  osSwitch,
  partCounter,
  PLATFORMS,
  resetTool,
  settled,
  openSignedIn,
  signIn,
  stepCounter,
  type PlatformLabel,
  signInPage,
  homeLink,
} from './support/portal';

// The sweep signs in once per user and platform and moves around inside the app, so it stays quick enough
// for every commit. It checks the engine's screens: home, each guide's first step (and each variant's),
// each page and tool, the Setup Guide's items, progress, preview and not-found. Every step of the school's
// own content is checked by the school-content sweep (tests/e2e/school-content/). Each test collects every
// finding on every screen and fails listing all of them.
test.describe.configure({ mode: 'parallel' });

const NOT_FOR_YOU = 'This guide is not for your account';

/** Checks the current step (the guide's first) or, with `walk`, each step from it to the last with Next Step. */
async function sweepSteps(page: Page, where: string, sweep: Sweep, walk = false): Promise<void> {
  if (walk) await forEachStep(page, (step) => sweep.check(page, `${where} step ${step}`));
  else await sweep.check(page, `${where} step 1`);
}

/** Every kind of screen this user can reach: home, each content route (its first step, each variant's), the Setup Guide's items, not-found. */
async function sweepEverything(page: Page, user: string, platform: string, sweep: Sweep): Promise<void> {
  const manifest = await contentManifest();
  const roles = demoAccount(user).roles ?? [''];
  const at = (path: string) => `${user} on ${platform} at ${path}`;

  await settled(page, /^Welcome, /);
  await sweep.check(page, at('/'), { always: true });
  await sweepProgress(page, user, roles, at, sweep);

  // One guide is walked to its end, so a middle and a last step's controls are checked too.
  let walked = false;
  for (const guide of manifest.guides) {
    // A guide whose audience leaves this user out says so at its address: that screen is checked instead.
    if (!inAudience(guide, roles)) {
      await goInApp(page, guide.route, NOT_FOR_YOU);
      await sweep.check(page, at(guide.route));
      continue;
    }
    await goInApp(page, guide.route, guide.title);
    const hasSteps = guide.layout === 'steps' && (await stepCounter(page, 1).count()) > 0;
    if (!hasSteps) {
      await sweep.check(page, at(guide.route));
      continue;
    }
    await sweepSteps(page, at(guide.route), sweep, !walked);
    walked = true;
    // The other variants (WiFi's laptop and iOS steps) through the page's own toggle.
    for (const variant of guide.variants ?? []) {
      const toggle = page.getByRole('button', { name: variant.showLabel, exact: true });
      if ((await toggle.count()) === 0) continue; // The variant already shown.
      await toggle.click();
      await sweepSteps(page, `${at(guide.route)} (${variant.id})`, sweep);
    }
  }

  if (!inAudience(manifest.setupGuide, roles)) {
    await goInApp(page, manifest.setupGuide.route, NOT_FOR_YOU);
    await sweep.check(page, at(manifest.setupGuide.route));
    await goInApp(page, '/no-such-page', 'Page not found');
    await sweep.check(page, at('/no-such-page'));
    return;
  }
  await goInApp(page, manifest.setupGuide.route, manifest.setupGuide.heading);
  for (let item = 1; ; item++) {
    await expect(partCounter(page, item)).toBeVisible();
    await expect(loadingStatus(page)).toHaveCount(0);
    await sweep.check(page, `${at(manifest.setupGuide.route)} item ${item}`);
    if (item === 1) await sweepOpenList(page, 'All parts', `${at(manifest.setupGuide.route)} item 1, checklist open`, sweep);
    if ((await page.getByText(/^Part \d+ of \d+$/).textContent()) === `Part ${item} of ${item}`) break;
    // The next part by its address: its first step is the screen to check (its steps are guides' steps).
    await goInApp(page, `${manifest.setupGuide.route}?item=${item + 1}`, manifest.setupGuide.heading);
  }

  await goInApp(page, '/no-such-page', 'Page not found');
  await sweep.check(page, at('/no-such-page'));
  if (roles.includes('Staff')) await sweepPreview(page, at('/'), sweep);
}

/** On a narrow screen, the step list (or checklist) opened from its button, then closed again. */
async function sweepOpenList(page: Page, label: string, where: string, sweep: Sweep): Promise<void> {
  const toggle = page.getByRole('navigation', { name: label }).getByRole('button');
  if (!(await toggle.isVisible())) return; // A wide screen: the list is always shown.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await sweep.check(page, where, { always: true });
  await toggle.click();
}

/**
 * Progress, before any guide is walked: a guide left at step 2 gives home its Continue card, and reopens
 * there with "Continuing at step 2" and Start again (with its step list open on a phone). Start again
 * leaves it at step 1, so the walk of every guide still starts there.
 */
async function sweepProgress(
  page: Page,
  user: string,
  roles: readonly string[],
  at: (path: string) => string,
  sweep: Sweep,
): Promise<void> {
  const manifest = await contentManifest();
  const home = `Welcome, ${user.split(' ')[0]}`;
  const isiPhone = await page.evaluate(() => /iPhone/.test(navigator.userAgent));
  const viewer = {
    platform: (await osSwitch(page).isChecked()) ? ('mac' as const) : ('windows' as const),
    roles,
    inHand: isiPhone ? ('iphone' as const) : null,
  };
  // A guide this person follows step by step, with a step after step 2.
  const guide = manifest.guides.find(
    (g) => inAudience(g, roles) && g.layout === 'steps' && trackedSteps(g, viewer, initialVariant(g, viewer)).total >= 3,
  );
  if (!guide) return;
  await goInApp(page, `${guide.route}?step=2`, guide.title);
  await goInApp(page, '/', home);
  const card = page.getByRole('region', { name: 'Continue where you left off' });
  await sweep.check(page, `${at('/')} with the Continue card`, { always: true });
  await card.getByRole('link').click();
  await settled(page, guide.title);
  await expect(page.getByRole('status').filter({ hasText: 'Continuing at step 2' })).toBeVisible();
  await sweep.check(page, `${at(guide.route)} reopened at step 2`, { always: true });
  await sweepOpenList(page, 'All steps', `${at(guide.route)} step list open`, sweep);
  await page.getByRole('button', { name: 'Start again', exact: true }).click();
  await expect(stepCounter(page, 1)).toBeVisible();
  await goInApp(page, '/', home);
}

/** Staff: the "Preview the portal as" dialog, and a screen with the preview banner. */
async function sweepPreview(page: Page, where: string, sweep: Sweep): Promise<void> {
  await goInApp(page, '/', 'Welcome, Olivia');
  await page.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview the portal as' });
  await expect(dialog).toBeVisible();
  await sweep.check(page, `${where}, the preview dialog`, { always: true });
  await dialog.getByLabel('Who').selectOption({ label: 'A Year 4 student' });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const banner = page.getByRole('region', { name: 'Preview' });
  await expect(banner).toBeVisible();
  await sweep.check(page, `${where}, previewing as a Year 4 student`, { always: true });
  await banner.getByRole('button', { name: 'Stop previewing' }).click();
  await expect(banner).toHaveCount(0);
}

/** Each user in their own browser context (signed in once), all in one sweep so shared screens are checked once. */
async function sweepUsers(
  browser: Browser,
  users: readonly string[],
  platform: string,
  options: Parameters<Browser['newContext']>[0],
): Promise<{ sweep: Sweep; cspViolations: string[] }> {
  const sweep = new Sweep();
  const cspViolations: string[] = [];
  for (const user of users) {
    const context = await browser.newContext(options);
    try {
      const page = await context.newPage();
      // The same walk proves the strict Content-Security-Policy holds on every screen, sign-in included.
      const violations = await recordCspViolations(page);
      await openSignedIn(page, user);
      await sweepEverything(page, user, platform, sweep);
      cspViolations.push(...violations.map((v) => `${user}: ${v}`));
    } finally {
      await context.close();
    }
  }
  return { sweep, cspViolations };
}

/**
 * A desktop in the light theme and a phone in the dark one, each with two of the three kinds of account (a
 * student, a BasicView student, staff), so each kind is seen in a theme and at a width of its own. The Mac's
 * own steps are the content's (the school-content sweep checks them); the desktop dark theme is checked
 * screen by screen below and in a11y-display.spec.ts.
 */
const SWEEPS: { platform: PlatformLabel; users: [string, string]; dark?: boolean }[] = [
  { platform: 'Windows', users: ['Ava Nguyen', 'Olivia Chen'] },
  { platform: 'iPhone', users: ['Mia Brown', 'Ava Nguyen'], dark: true },
];

for (const { platform, users, dark } of SWEEPS) {
  const where = dark ? `in the dark theme on ${platform}` : `on ${platform}`;
  test(`${where}, every screen for ${users.join(' and ')} has no WCAG 2.2 AA violations and breaks no rule of the Content-Security-Policy`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const options = { ...PLATFORMS[platform], baseURL, ignoreHTTPSErrors: true, ...(dark ? { colorScheme: 'dark' as const } : {}) };
    const { sweep, cspViolations } = await sweepUsers(browser, users, dark ? `${platform}, dark` : platform, options);
    expect(sweep.checked).toBeGreaterThan(30);
    expectNoFindings(sweep.findings);
    expect(cspViolations).toEqual([]);
  });
}

test('the checker reports violations when there are some', async ({ page }) => {
  await page.goto('/');
  await expect(signInPage(page)).toBeVisible();
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Faint text';
    p.style.color = '#dddddd';
    p.style.background = '#ffffff';
    document.querySelector('main')!.append(p, document.createElement('img'));
  });
  const rules = (await axeFindings(page, 'planted')).map((f) => f.rule);
  expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the demo sign-in page has no WCAG 2.2 AA violations, nor with an error shown', async ({ page }) => {
      await page.goto('/');
      await expect(signInPage(page)).toBeVisible();
      const findings = await axeFindings(page, `sign-in page (${colorScheme})`);
      await page.getByLabel('Username').fill('nobody@school.example');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      findings.push(...(await axeFindings(page, `sign-in page with an error (${colorScheme})`)));
      expectNoFindings(findings);
    });

    test('the reset tool, the Windows Hello pass refused to staff and the password question have no WCAG 2.2 AA violations in each state, nor break the Content-Security-Policy', async ({
      page,
      context,
      baseURL,
    }) => {
      const manifest = await contentManifest();
      const reset = manifest.guides.find((g) => g.tool === 'reset-student-password')!;
      const cspViolations = await recordCspViolations(page);
      await signIn(page, 'Olivia Chen', reset.route);
      const findings: Finding[] = [];
      const tool = resetTool(page);
      await tool.search.fill('zzz');
      await expect(page.getByRole('status').filter({ hasText: 'No students found' })).toBeVisible();
      findings.push(...(await axeFindings(page, 'reset tool: no results')));
      await tool.search.fill('mei');
      await expect(tool.results.first()).toBeVisible();
      findings.push(...(await axeFindings(page, 'reset tool: results list')));
      await tool.results.first().click();
      await expect(tool.confirmHeading()).toBeFocused();
      findings.push(...(await axeFindings(page, 'reset tool: confirmation')));
      await tool.yes.click();
      await expect(tool.succeeded).toBeVisible();
      findings.push(...(await axeFindings(page, 'reset tool: success')));

      // A reset that may have changed the password, and the questions asked before it is lost.
      await useGraphFaults(context, baseURL!, { resetWithoutLocation: true });
      await tool.search.fill('kai');
      await tool.result('Kai Nakamura').click();
      await tool.yes.click();
      await expect(tool.unconfirmed).toBeVisible();
      findings.push(...(await axeFindings(page, 'reset tool: may have changed')));
      await tool.startAgain.click();
      await expect(tool.discardDialog).toBeVisible();
      findings.push(...(await axeFindings(page, 'reset tool: Start again question')));
      await page.keyboard.press('Escape');
      await homeLink(page).click();
      await expect(tool.leaveDialog).toBeVisible();
      findings.push(...(await axeFindings(page, 'reset tool: leave question')));
      await tool.leaveDialog.getByRole('button', { name: 'Leave this page' }).click();
      await settled(page, /^Welcome, /);

      // Olivia is staff: the function refuses her a pass, and the guide says so.
      const hello = manifest.guides.find((g) => g.route === '/hello')!;
      await goInApp(page, `${hello.route}?step=2`, hello.title);
      await page.getByRole('button', { name: 'Create Pass' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      findings.push(...(await axeFindings(page, 'Windows Hello: pass refused')));

      // The function's refusals: one with a button to sign in again, one with none until later.
      const refusals = [
        { status: 401, body: { error: 'stale_sign_in', message: 'x' } },
        { status: 429, body: { error: 'too_many_passes', message: 'x', retryAfterSeconds: 240 } },
      ];
      for (const { status, body } of refusals) {
        await page.route('**/api/createTempAccessPass', (route) =>
          route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
        );
        await goInApp(page, '/', `Welcome, Olivia`);
        await goInApp(page, `${hello.route}?step=2`, hello.title);
        await page.getByRole('button', { name: 'Create Pass' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        findings.push(...(await axeFindings(page, `Windows Hello: ${body.error}`)));
        await page.unroute('**/api/createTempAccessPass');
      }

      const password = manifest.guides.find((g) => g.route === '/password')!;
      await goInApp(page, password.route, password.title);
      await page.getByRole('radio', { name: 'Yes' }).check();
      findings.push(...(await axeFindings(page, 'Change Password: answer shown')));
      expectNoFindings(findings);
      expect(cspViolations).toEqual([]);
    });

    test('search, with its results open, an option chosen, nothing found, and the words highlighted on a step, has no WCAG 2.2 AA violations, also at phone width', async ({
      page,
    }) => {
      await openSignedIn(page, 'Ava Nguyen');
      const box = page.getByRole('combobox', { name: 'Search guides' });
      const findings: Finding[] = [];
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await box.fill('password');
        await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
        findings.push(...(await axeFindings(page, `search results at ${width} px (${colorScheme})`)));
        await box.press('ArrowDown');
        await expect(page.getByRole('option', { selected: true })).toBeVisible();
        findings.push(...(await axeFindings(page, `search results, an option chosen, at ${width} px (${colorScheme})`)));
        await box.fill('xyzzy');
        await expect(page.getByText('Check the spelling, or try fewer or different words.')).toBeVisible();
        findings.push(...(await axeFindings(page, `search, nothing found, at ${width} px (${colorScheme})`)));
      }
      await box.fill('printer setup wizard');
      await box.press('Enter');
      await settled(page, 'Printing');
      findings.push(...(await axeFindings(page, `a step opened from search, words highlighted (${colorScheme})`)));
      expectNoFindings(findings);
    });

    test('"This step didn\'t work?" in each state, and Guide Health, have no WCAG 2.2 AA violations', async ({ page }) => {
      // Three pages to scan, after a sign-in.
      test.slow();
      await openSignedIn(page, 'Olivia Chen', '/wifi?step=3');
      const main = page.getByRole('main');
      await main.getByText('This step didn’t work?').click();
      await main.getByRole('button', { name: 'Send to IT' }).click();
      await expect(main.getByRole('alert')).toHaveText('Choose what happened.');
      const findings = await axeFindings(page, `step report form, nothing chosen (${colorScheme})`);
      await main.getByRole('radio', { name: 'I got an error' }).check();
      await main.getByRole('button', { name: 'Send to IT' }).click();
      await expect(main.getByRole('link', { name: 'Email the helpdesk' })).toBeVisible();
      findings.push(...(await axeFindings(page, `step report sent (${colorScheme})`)));
      const health = (await contentManifest()).guides.find((g) => g.tool === 'guide-health')!;
      await goInApp(page, health.route, 'Guide Health');
      await expect(main.getByRole('heading', { name: 'Steps people reported' })).toBeVisible();
      findings.push(...(await axeFindings(page, `Guide Health (${colorScheme})`)));
      expectNoFindings(findings);
    });

    test('the Windows Hello pass, once created, has no WCAG 2.2 AA violations', async ({ page }) => {
      const hello = (await contentManifest()).guides.find((g) => g.route === '/hello')!;
      await signIn(page, 'Zoe Patel', `${hello.route}?step=2`);
      await page.getByRole('button', { name: 'Create Pass' }).click();
      await expect(page.getByText('Your Temporary Access Pass. Select it to copy it:')).toBeVisible();
      expectNoFindings(await axeFindings(page, `Windows Hello: pass created (${colorScheme})`));
    });
  });
}
