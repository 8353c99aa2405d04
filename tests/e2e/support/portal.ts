/**
 * What the demo school's e2e specs share beyond the engine's sweep helpers (which this re-exports): the
 * platforms a browser can pretend to be, the header's Windows/Mac switch, the demo school's content, and
 * the controls of the staff reset tool. Everything is found by role and accessible name, as a person (or a
 * screen reader) finds it.
 */
import { expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import { contentRoutes as deriveContentRoutes, type ContentRoute } from '../../../packages/engine/src/shared/content/derive/routes';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { DEMO_SCHOOL } from '../../support/paths';

export * from '../../../packages/engine/sweep/support/portal';

// ---------------------------------------------------------------------------------------------------------
// Platforms: what the portal detects from the user agent

export const USER_AGENTS = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
} as const;

/**
 * The three platforms the portal detects, as browser context options (for `test.use` or
 * `browser.newContext`): an iPhone also gets a phone-sized touch screen. Keyed by the name tests print.
 */
export const PLATFORMS = {
  Windows: { userAgent: USER_AGENTS.windows },
  Mac: { userAgent: USER_AGENTS.mac },
  iPhone: { userAgent: USER_AGENTS.iphone, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;

export type PlatformLabel = keyof typeof PLATFORMS;

/**
 * An iPad as Safari on iPadOS presents itself: it asks for desktop sites, so it says Macintosh like a Mac,
 * and only its touch points differ (`withTouchPoints`, since a context option cannot set them).
 */
export const IPAD_DESKTOP_MODE = {
  userAgent: USER_AGENTS.mac,
  viewport: { width: 820, height: 1180 },
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/** Gives the page's `navigator.maxTouchPoints` (an iPad has 5), from its next navigation on. */
export const withTouchPoints = (page: Page, points = 5) =>
  page.addInitScript((n) => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => n }), points);

// ---------------------------------------------------------------------------------------------------------
// The header's Windows/Mac switch

/** The header's switch between Windows and Mac instructions (on means Mac); on a phone, in the header's menu, read even while it is closed. */
export function osSwitch(page: Page): Locator {
  return page.getByRole('switch', { name: 'Instructions for Mac', includeHidden: true });
}

/** Sets the header's switch to `os` with a click when it is not there already, and checks that it is. */
export async function setOsSwitch(page: Page, os: 'mac' | 'windows'): Promise<void> {
  const toggle = osSwitch(page);
  if ((await toggle.isChecked()) !== (os === 'mac')) await toggle.click();
  if (os === 'mac') await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

/** Shows the Mac instructions. */
export const switchToMac = (page: Page): Promise<void> => setOsSwitch(page, 'mac');

/** Shows the Windows instructions. */
export const switchToWindows = (page: Page): Promise<void> => setOsSwitch(page, 'windows');

// ---------------------------------------------------------------------------------------------------------
// The content: the demo school's frozen copy, which the demo-school project's build serves

const manifests = new Map<string, Promise<ContentManifest>>();

/** A school's content manifest (the demo school's unless `contentDir` names another), loaded once per worker. */
export function contentManifest(contentDir: string = DEMO_SCHOOL): Promise<ContentManifest> {
  let manifest = manifests.get(contentDir);
  if (!manifest) {
    manifest = loadContent(contentDir).then((loaded) => {
      if (!loaded.manifest) throw new Error(`${contentDir} has problems: run PORTAL_CONTENT_DIR=${contentDir} npm run check`);
      return loaded.manifest;
    });
    manifests.set(contentDir, manifest);
  }
  return manifest;
}

/** Every route the content defines (the Setup Guide's and each guide's), as the app derives them. */
export async function contentRoutes(): Promise<ContentRoute[]> {
  return deriveContentRoutes(await contentManifest());
}

// ---------------------------------------------------------------------------------------------------------
// The staff reset tool (Reset Student Password)

/** The reset tool's controls, by role and name. */
/** `text` matched literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function resetTool(page: Page) {
  const confirmation = page.getByRole('region', { name: /^Reset the password for .*\?$/ });
  /** The panel after a reset that was sent but not confirmed (its heading names what happened). */
  const unconfirmed = page.getByRole('region').filter({ has: page.getByRole('list', { name: 'What to do now' }) });
  return {
    search: page.getByRole('searchbox', { name: 'Student name or username' }),
    /** The list of matching students, shown once three letters are typed. */
    resultsList: page.getByRole('list', { name: 'Matching students' }),
    /** Each matching student's button. */
    results: page.getByRole('list', { name: 'Matching students' }).getByRole('button'),
    /** A matching student's button: their name, then their username, year and class. */
    result: (name: string) =>
      page.getByRole('list', { name: 'Matching students' }).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}( |$)`) }),
    /** The confirm panel's heading, "Reset the password for <student>?" (any student, or this one). */
    confirmHeading: (name?: string) =>
      page.getByRole('heading', { name: name === undefined ? /^Reset the password for / : `Reset the password for ${name}?` }),
    /** The confirm panel, named by its heading. */
    confirmation,
    /** The password the confirm panel proposes: its only code element (a code element cannot carry a name of its own in ARIA). */
    proposedPassword: confirmation.getByRole('code'),
    yes: page.getByRole('button', { name: 'Yes', exact: true }),
    no: page.getByRole('button', { name: 'No', exact: true }),
    succeeded: page.getByRole('heading', { name: 'Password successfully changed.' }),
    /** "Resetting the password for <student>…" while the reset runs. */
    resetting: page.getByRole('status').filter({ hasText: /^Resetting the password for / }),
    /** The "may have changed" panel, its alert, and the password it keeps on screen. */
    unconfirmed,
    unconfirmedAlert: unconfirmed.getByRole('alert'),
    unconfirmedPassword: unconfirmed.getByRole('code'),
    resetAgain: page.getByRole('button', { name: 'Reset again', exact: true }),
    tryAgain: page.getByRole('button', { name: 'Try again', exact: true }),
    startAgain: page.getByRole('button', { name: 'Start again', exact: true }),
    /** Asked before Start again discards a password that may have changed. */
    discardDialog: page.getByRole('dialog', { name: 'Start again without this password?' }),
    /** Asked before an in-app link leaves a reset under way, or a password that may have changed. */
    leaveDialog: page.getByRole('dialog', { name: /^Leave (while the password is being reset|without this password)\?$/ }),
  };
}

/** Types `typed` into the reset tool's search, chooses `name` from the results and waits for the confirm panel. */
export async function chooseStudent(page: Page, typed: string, name: string): Promise<void> {
  const tool = resetTool(page);
  await tool.search.fill(typed);
  await tool.result(name).click();
  await expect(tool.confirmHeading(name)).toBeVisible();
}

/** The address of Sign out's question's code: its chunk in a build, its module under `npm start`. */
export const SIGN_OUT_CODE = /\/SignOutDialog[^/]*\.(js|tsx)(\?|$)/;

/** Whether the tab has fetched Sign out's question's code (the portal fetches it once the screen is idle). */
export const signOutCodeFetched = (page: Page) =>
  page.evaluate(
    (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
    SIGN_OUT_CODE.source,
  );
