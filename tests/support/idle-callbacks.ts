/**
 * jsdom has no requestIdleCallback, and the portal's fallback for browsers without it waits a second
 * (src/shared/ui/when-idle.ts). The unit tests draw in an otherwise idle page, as Chromium and Firefox
 * would report it: the callback comes in the next task, as a browser's would once nothing else runs.
 */
if (typeof window !== 'undefined' && typeof window.requestIdleCallback !== 'function') {
  window.requestIdleCallback = (callback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0) as unknown as number;
  window.cancelIdleCallback = (id) => window.clearTimeout(id);
}
