/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs` (after a second where idle
 * callbacks are missing, as in Safari), and returns what cancels it. For what a screen starts once drawn
 * but does not need in the frame that paints it (a chunk to have ready, a photo, the notices): started
 * straight from an effect, it runs before that paint, since React runs a first render's effects in a task
 * of their own as soon as it has committed, and each dynamic import adds its preload links there.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}
