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

export function beginStartup(client: StartupClient, tenantId: string): void {
  early = runStartup(client, tenantId, browserStartupContext());
  // Handled by the gate when it takes it; this only keeps an early failure from being reported as unhandled.
  early.catch(() => undefined);
}

/** The run begun by beginStartup, once (later runs are the gate's own), or null when none was begun. */
export function takeEarlyStartup(): Promise<StartupOutcome> | null {
  const taken = early;
  early = null;
  return taken;
}
