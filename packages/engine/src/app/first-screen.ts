/**
 * The first render waits, briefly, until it can be the real screen. On a reload the router is still loading
 * the screen's chunk and sign-in is still reading the cache when the app's code has run; rendering then
 * would draw "Signing you in…" for a few frames and draw the page again straight after, on the main
 * thread the page itself needs. Waiting for both instead draws the page once. The wait is bounded: when
 * either takes longer (a slow network, or a sign-in that redirects), the status shows after FIRST_SCREEN_WAIT_MS
 * as before.
 */
import { settledWithin } from '../shared/resilience/settled-within';

/** The router's part: whether the matched screen's code is loaded (react-router's `initialized`). */
export interface StartingRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/** Long enough for a reload's chunk and cached sign-in on a slow laptop, short enough not to look stuck. */
export const FIRST_SCREEN_WAIT_MS = 200;

function routerInitialized(router: StartingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Resolves once the router has its screen and sign-in has settled (either way), or after `limitMs`. */
export function firstScreenReady(router: StartingRouter, signIn: Promise<unknown>, limitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  // A failed sign-in has settled too: the router's screen is still worth waiting for.
  const signInSettled = signIn.catch(() => undefined);
  return settledWithin(Promise.all([routerInitialized(router), signInSettled]), limitMs);
}

/**
 * A new tab (one that holds no sign-in: tab-sign-in.ts) is sent to the sign-in page by start-up, and comes
 * back with the page's own address (the redirect bridge returns straight to it). Until then it loads no
 * screen and draws nothing but the signing-in status (`showStatus`, after `limitMs`, as a first screen
 * would): the browser is leaving. Resolves when start-up settles without leaving (no network, or a failure
 * to say), so the app can load as usual.
 */
export async function untilStartupStays(signIn: Promise<unknown>, showStatus: () => void, limitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const status = setTimeout(showStatus, limitMs);
  try {
    await signIn;
  } catch {
    // A failed sign-in stays too: the gate says what went wrong.
  } finally {
    clearTimeout(status);
  }
}
