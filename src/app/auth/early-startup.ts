/**
 * Sign-in begins as soon as MSAL is initialised, while the first screen's code is still loading, rather than
 * once the router has rendered the signed-in gate: the two waits overlap instead of following each other.
 * main.tsx begins it; the gate (AuthGate.tsx) takes that first run, and starts any later one itself.
 */
import { runStartup, type StartupClient, type StartupContext, type StartupOutcome } from './startup';

/** The start-up's view of this page: where the visitor is, and whether the browser has a network. */
export function browserStartupContext(): StartupContext {
  return {
    currentPath: `${window.location.pathname}${window.location.search}`,
    origin: window.location.origin,
    isOnline: () => navigator.onLine,
  };
}

let early: Promise<StartupOutcome> | null = null;
/** The early run's outcome once it has one (a failure is left to the promise). */
let earlyOutcome: StartupOutcome | null = null;

export function beginStartup(client: StartupClient, tenantId: string): void {
  const run = runStartup(client, tenantId, browserStartupContext());
  early = run;
  earlyOutcome = null;
  run.then(
    (outcome) => {
      if (early === run) earlyOutcome = outcome;
    },
    // Handled by the gate when it takes it; this only keeps an early failure from being reported as unhandled.
    () => undefined,
  );
}

/** The run begun by beginStartup, once (later runs are the gate's own), or null when none was begun. */
export function takeEarlyStartup(): Promise<StartupOutcome> | null {
  const taken = early;
  early = null;
  earlyOutcome = null;
  return taken;
}

/**
 * The early run's outcome when it already signed the visitor in with nowhere else to go (the usual case on a
 * reload: the token came from the cache before the screen's code arrived), taken once: the gate then shows
 * the portal in its first render instead of a "Signing you in" render first.
 */
export function takeEarlySignIn(): Extract<StartupOutcome, { kind: 'signed-in' }> | null {
  const outcome = earlyOutcome;
  if (outcome?.kind !== 'signed-in' || outcome.returnState !== undefined) return null;
  takeEarlyStartup();
  return outcome;
}
