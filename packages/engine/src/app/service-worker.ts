/**
 * Registers the service worker (built by tooling/integrations/service-worker.ts) once the first screen is drawn and
 * the browser is idle, so it takes nothing from the first screen (the page's load event comes too early: before
 * a guide's first step is drawn), and says when a new version of the portal is waiting: the page then offers
 * "Reload" instead of silently mixing old and new chunks. Not in development (`npm start`), which serves
 * sources directly.
 */
import { useSyncExternalStore } from 'react';
import { settledWithin } from '../shared/resilience/settled-within';
import { loadingStatusesGone } from '../shared/ui/LoadingStatus';
import { whenIdle } from '../shared/ui/when-idle';

let updateReady = false;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function announce(): void {
  updateReady = true;
  for (const listener of listeners) listener();
}

/** How often an open portal asks whether a new version has been deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;

/**
 * The longest registration waits for the screen's loading statuses to go: a download that never ends (a
 * captive network holding the request open) must not keep the portal from being made available offline.
 */
export const SCREEN_WAIT_LIMIT_MS = 10_000;

/**
 * Called once the signed-in layout has been drawn (its effect); registers the worker once, when the browser is
 * idle. The layout can be drawn with part of the screen still loading ("Loading the guide…" in place of a
 * guide whose chunk is on its way, or whose steps React holds back a moment before showing them): registration
 * then waits until that status gives way to the screen, at most `SCREEN_WAIT_LIMIT_MS`.
 */
export function startServiceWorkerAfterFirstScreen(): void {
  if (started) return;
  started = true;
  void settledWithin(loadingStatusesGone(), SCREEN_WAIT_LIMIT_MS).then(() => whenIdle(startServiceWorker, 3000));
}

function startServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: announce,
      onRegisteredSW(_url, registration) {
        if (!registration) return;
        const check = () => void registration.update().catch(() => undefined);
        window.setInterval(check, UPDATE_CHECK_MS);
        // Back online, or back to the tab: the moments a new version is most likely to be waiting.
        window.addEventListener('online', check);
        document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
      },
      onRegisterError(error: unknown) {
        console.warn('The portal could not be made available offline:', error instanceof Error ? error.message : String(error));
      },
    });
    // The waiting version takes over, and the page reloads into it.
    applyUpdate = () => update(true);
  });
}

/** True once a new version of the portal is installed and waiting for a reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateReady,
    () => false,
  );
}

/** Moves to the new version: the page reloads once it is in control. */
export function reloadIntoUpdate(): void {
  if (applyUpdate) void applyUpdate();
  else window.location.reload();
}
