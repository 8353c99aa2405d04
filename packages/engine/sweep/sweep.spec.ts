/**
 * The school's own content (content/, or PORTAL_CONTENT_DIR), walked as each audience and device it
 * distinguishes would see it (sweep-plan.ts), through a staff member's "Preview as…": every guide renders
 * every step of every variant, or its message, with no error, no failed request, no WCAG 2.2 AA violation,
 * and every link inside it going to a page and step the portal has. Nothing here names a guide: replace
 * content/ with any valid content and this still passes.
 */
import { expect, test, type Page } from '@playwright/test';
import { visibleSteps } from '../src/shared/content/derive/steps';
import { expectNoFindings, Sweep } from './support/a11y';
import { goInApp, homeLink, openSignedIn, previewAs, settled, stepCounter, type PreviewChoice } from './support/portal';
import { schoolContent } from './school-content';
import { describeWalk, sweepPlan, type GuideVisit, type SweepViewer } from './sweep-plan';

const NOT_FOR_YOU = 'This guide is not for your account';
/** A staff account of the demo tenant: staff can preview the portal as anyone. */
const STAFF = 'Olivia Chen';
const { manifest, only } = await schoolContent();
const walks = sweepPlan(manifest, only);

test.describe.configure({ mode: 'parallel' });

/** Everything that went wrong on the page while the walk was on it: errors, failed requests, bad links. */
class Problems {
  readonly list: string[] = [];
  where = 'sign-in';

  watch(page: Page): void {
    page.on('pageerror', (error) => this.list.push(`${this.where}: the page threw ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.list.push(`${this.where}: console error: ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      // While signing in, the redirect page hands the sign-in back and moves on at once, cancelling the
      // picture it had asked for: not a failure of the school's portal. Every other failure counts.
      const abandoned = this.where === 'sign-in' && request.failure()?.errorText === 'net::ERR_ABORTED';
      if (!abandoned) this.list.push(`${this.where}: ${request.url()} failed (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) this.list.push(`${this.where}: ${response.url()} answered ${response.status()}`);
    });
  }
}

/** Each link on the screen that stays in the portal goes to a page it has, and a `?step=` the viewer sees. */
async function checkLinks(page: Page, viewer: SweepViewer, problems: Problems): Promise<void> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const { platform } = viewer;
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== new URL(page.url()).origin) continue;
    if (url.pathname === '/' || url.pathname === manifest.setupGuide.route) continue;
    const guide = manifest.guides.find((g) => g.route === url.pathname);
    if (!guide) {
      problems.list.push(`${problems.where}: a link goes to ${url.pathname}, which the portal does not have`);
      continue;
    }
    const step = url.searchParams.get('step');
    const variant = url.searchParams.get('variant') ?? undefined;
    const total = visibleSteps(
      guide,
      { platform, roles: viewer.roles },
      guide.variants ? (variant ?? guide.variants[0]!.id) : undefined,
    ).length;
    if (step !== null && !(Number(step) >= 1 && Number(step) <= total)) {
      problems.list.push(
        `${problems.where}: a link goes to ${url.pathname}?step=${step}, but ${guide.id} has ${total} steps for this viewer`,
      );
    }
  }
}

/**
 * A guide for one owner's devices (`ownership`) asks whose device it is: the sweep checks the question, then
 * answers it as someone the guide is for (changing an earlier answer of this walk if it was the other).
 */
async function answerOwner(page: Page, guideId: string, sweep: Sweep, problems: Problems): Promise<void> {
  const only = manifest.guides.find((g) => g.id === guideId)?.ownership?.only;
  if (!only) return;
  const main = page.getByRole('main');
  const question = main.getByRole('region', { name: 'Whose device is this?' });
  const change = main.getByRole('button', { name: 'Change whose device it is' });
  await expect(question.or(change).first()).toBeVisible();
  if (!(await question.isVisible())) {
    const said = only === 'school' ? 'You said this is a school device.' : 'You said this is your own device.';
    if (await main.getByText(said).isVisible()) return;
    await change.click();
  }
  await sweep.check(page, `${problems.where} (whose device)`);
  await question.getByRole('button', { name: only === 'school' ? 'A school device' : 'My own device', exact: true }).click();
}

async function visit(page: Page, { guide, expected }: GuideVisit, viewer: SweepViewer, sweep: Sweep, problems: Problems): Promise<void> {
  const at = (what: string) => (problems.where = `${viewer.audience} on ${viewer.device} at ${guide.route}${what}`);
  at('');
  switch (expected.kind) {
    case 'not-for-you':
      await goInApp(page, guide.route, NOT_FOR_YOU);
      await sweep.check(page, problems.where);
      return;
    case 'message':
      await goInApp(page, guide.route, guide.title);
      await expect(page.getByRole('main').getByText(expected.message, { exact: true })).toBeVisible();
      await sweep.check(page, problems.where);
      return;
    case 'page':
    case 'tool':
      await goInApp(page, guide.route, guide.title);
      await answerOwner(page, guide.id, sweep, problems);
      await checkLinks(page, viewer, problems);
      await sweep.check(page, problems.where);
      return;
    case 'steps':
      await goInApp(page, guide.route, guide.title);
      await answerOwner(page, guide.id, sweep, problems);
      for (const [index, variant] of expected.variants.entries()) {
        if (index > 0) await page.getByRole('button', { name: variant.showLabel!, exact: true }).click();
        for (let step = 1; step <= variant.total; step++) {
          at(`${variant.id ? ` (${variant.id})` : ''} step ${step}`);
          if (step > 1) await page.getByRole('main').getByRole('button', { name: 'Next Step', exact: true }).click();
          await expect(stepCounter(page, step, variant.total)).toBeVisible();
          await settled(page, guide.title);
          await checkLinks(page, viewer, problems);
          await sweep.check(page, problems.where);
        }
      }
  }
}

for (const walk of walks) {
  test(`the school's content as ${describeWalk(walk)}`, async ({ page }) => {
    // Each step is a screen to check; a large school has many.
    test.setTimeout(60_000 + 6_000 * walk.visits.length);
    const problems = new Problems();
    problems.watch(page);
    const sweep = new Sweep();
    // The worker's first walk signs in through the demo sign-in page; the others reuse that session.
    await openSignedIn(page, STAFF);
    const choice: PreviewChoice = { who: walk.viewer.audience, device: walk.viewer.device };
    await previewAs(page, choice);
    for (const guideVisit of walk.visits) await visit(page, guideVisit, walk.viewer, sweep, problems);
    if (walk.setupGuide) {
      const { route, heading } = manifest.setupGuide;
      const { parts } = walk.setupGuide;
      problems.where = `${walk.viewer.audience} at ${route}`;
      await goInApp(page, route, walk.setupGuide.inAudience ? heading : NOT_FOR_YOU);
      if (!walk.setupGuide.inAudience) await sweep.check(page, problems.where);
      for (const [index, name] of parts.entries()) {
        problems.where = `${walk.viewer.audience} at ${route}, part ${index + 1} (${name})`;
        // Each part opened from the Setup Guide's list of parts (its Next walks every step first).
        if (index > 0) await page.getByRole('navigation', { name: 'All parts' }).getByRole('link', { name, exact: true }).click();
        await expect(page.getByText(`Part ${index + 1} of ${parts.length}`, { exact: true })).toBeVisible();
        await settled(page);
        await sweep.check(page, problems.where);
      }
    }
    expect(problems.list, 'errors, failed requests or broken links').toEqual([]);
    expectNoFindings(sweep.findings);
  });
}

/**
 * The school's own look, from its school.yaml: its name on every page's title and in the header (its logo,
 * or its name in text), its colours on the page in light and dark mode, its icon in the browser tab and the
 * installed app's manifest, and the engine's version named in the page.
 */
test("the school's name, logo, colours and installed app, as school.yaml gives them", async ({ page, request }) => {
  const { school } = manifest;
  const { portal } = school;
  const problems = new Problems();
  problems.watch(page);
  await openSignedIn(page, STAFF);
  await expect(page).toHaveTitle(portal.name);
  const home = homeLink(page);
  await expect(home).toBeVisible();
  if (portal.logo) {
    const logo = home.getByRole('img', { name: `${portal.name} home` });
    await expect(logo).toHaveAttribute('src', new RegExp(`^/brand/logo\\.(svg|png|webp)$`));
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the logo loads').toBe(true);
  } else {
    await expect(home).toHaveText(`${portal.name} home`);
  }
  const token = (name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
  if (portal.colours) {
    expect(await token('--brand')).toBe(portal.colours.brand.toLowerCase());
    expect(await token('--accent')).toBe(portal.colours.accent.toLowerCase());
    await page.emulateMedia({ colorScheme: 'dark' });
    if (portal.colours.dark) expect(await token('--accent')).toBe(portal.colours.dark.accent.toLowerCase());
    else expect(await token('--accent')).not.toBe(portal.colours.accent.toLowerCase());
    await page.emulateMedia({ colorScheme: 'light' });
  }
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await request.get(icon!)).status(), `the icon ${icon}`).toBe(200);
  const version = await page.locator('meta[name="generator"]').getAttribute('content');
  expect(version).toMatch(/^@school-it-portal\/engine \d+\.\d+\.\d+/);
  const webManifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(webManifest).toMatchObject({ name: portal.name, theme_color: portal.colours?.brand ?? expect.any(String) });
  if (portal.shortName) expect(webManifest.short_name).toBe(portal.shortName);
  expect(problems.list, 'errors or failed requests').toEqual([]);
});
