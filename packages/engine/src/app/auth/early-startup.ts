/**
 * Sign-in begins as soon as MSAL is initialised, while the first screen's code is still loading, rather than
 * once the router has rendered the signed-in gate: the two waits overlap instead of following each other.
 * main.tsx begins it; the gate (use-startup.ts) takes that first run, and starts any later one itself.
 */
import { track, type TrackedPromise } from '../../shared/ui/tracked-promise';
import { builtContent } from '../../shared/content/content-source';
import { opensWithoutSignIn, publicRoutes } from '../../shared/content/derive/public-guides';
import { ROUTE_PATHS } from '../routes';
import { safeReturnPath } from './safe-return-path';
import { runStartup, type StartupClient, type StartupContext, type StartupOutcome } from './startup';

/** Where the visitor is: the path with its query, as sign-in carries it to come back to. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The start-up's view of this page: where the visitor is, where sign-in may return, and whether the browser has a network. */
export function browserStartupContext(): StartupContext {
  const path = currentPath();
  return {
    currentPath: path,
    returnPath: safeReturnPath(path, ROUTE_PATHS),
    origin: window.location.origin,
    isOnline: () => navigator.onLine,
  };
}

/**
 * Where a sign-in's returned `state` sends the visitor, once validated (safe-return-path.ts), or null when
 * they are there already: the redirect comes back straight to the page asked for (see `returnTo`).
 */
export function returnDestination(returnState: string | undefined): string | null {
  if (returnState === undefined) return null;
  const destination = safeReturnPath(returnState, ROUTE_PATHS);
  return destination === currentPath() ? null : destination;
}

/**
 * Where this tab remembers that it is visiting the public guides without signing in (sessionStorage: gone
 * with the tab), so that home, reached from a public guide, is the visitors' home rather than the sign-in page.
 */
export const VISITING_KEY = 'portal.visiting';

const PUBLIC_PATHS = publicRoutes(builtContent.manifest.guides);

let visitor = false;

function readVisiting(): boolean {
  try {
    return window.sessionStorage.getItem(VISITING_KEY) === '1';
  } catch {
    return false;
  }
}

function keepVisiting(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(VISITING_KEY, '1');
    else window.sessionStorage.removeItem(VISITING_KEY);
  } catch {
    // Not remembered: home signs in, as in a new tab.
  }
}

/**
 * Whether start-up leaves sign-in alone: a tab that holds no account (a new tab, a shared computer after
 * Sign out, a student who left the sign-in page by its "Can't sign in?" link; tab-sign-in.ts's
 * tabHoldsAccount) at a public guide's address, or at home once it is visiting. Such a page never starts the
 * redirect to the sign-in page by itself; it offers "Sign in". Decided once, before the first screen.
 */
export function startsAsVisitor(holdsAccount: boolean): boolean {
  visitor = !holdsAccount && opensWithoutSignIn(PUBLIC_PATHS, window.location.pathname, readVisiting());
  if (visitor) keepVisiting(true);
  return visitor;
}

/** Whether this tab started as a visitor (startsAsVisitor) and has not asked to sign in since. */
export function isVisiting(): boolean {
  return visitor;
}

/** Whether a visitor may stay at `pathname` without signing in. */
export function visitorMayOpen(pathname: string): boolean {
  return opensWithoutSignIn(PUBLIC_PATHS, pathname, true);
}

/** The visitor asked to sign in (or opened a page that needs it): from now on this tab signs in as usual. */
export function endVisit(): void {
  visitor = false;
  keepVisiting(false);
}

let early: TrackedPromise<StartupOutcome> | null = null;

/** Begins the first sign-in run; returns it, for waiting on (the gate takes its outcome). */
export function beginStartup(client: StartupClient, tenantId: string): Promise<StartupOutcome> {
  // Tracked: the gate may read a finished outcome at once, and an early failure waits for the gate unreported.
  early = track(runStartup(client, tenantId, browserStartupContext()));
  return early;
}

/** The run begun by beginStartup, once (later runs are the gate's own), or null when none was begun. */
export function takeEarlyStartup(): Promise<StartupOutcome> | null {
  const taken = early;
  early = null;
  return taken;
}

/**
 * The early run's outcome when it already signed the visitor in with nowhere else to go (the usual case on a
 * reload: the token came from the cache before the screen's code arrived; and back from the sign-in page,
 * which returns to the page asked for), taken once: the gate then shows the portal in its first render
 * instead of a "Signing you in" render first.
 */
export function takeEarlySignIn(): Extract<StartupOutcome, { kind: 'signed-in' }> | null {
  const outcome = early?.status === 'fulfilled' ? early.value : undefined;
  if (outcome?.kind !== 'signed-in' || returnDestination(outcome.returnState) !== null) return null;
  takeEarlyStartup();
  return outcome;
}
