/**
 * What a screen shows while part of it is still loading (a Suspense fallback): a spinner and a line such as
 * "Loading the guide…", announced politely. While any is on screen, the screen is not drawn yet:
 * `loadingStatusesGone` says when the last one has given way to what it stood for, for work that should
 * not compete with drawing it (the service worker's registration).
 */
import { useEffect, type ReactNode } from 'react';

let shown = 0;
const waiting = new Set<() => void>();

/** Tells those waiting, once no status is left (checked after the commit: React may mount one again at once). */
function statusRemoved(): void {
  shown -= 1;
  queueMicrotask(() => {
    if (shown > 0) return;
    for (const done of [...waiting]) done();
  });
}

export function LoadingStatus({ children }: { children: ReactNode }) {
  useEffect(() => {
    shown += 1;
    return statusRemoved;
  }, []);
  return (
    <p role="status" className="loading">
      <span className="spinner" aria-hidden="true" /> {children}
    </p>
  );
}

/** Resolves once no loading status is on screen (at once if none is). */
export function loadingStatusesGone(): Promise<void> {
  if (shown === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      waiting.delete(done);
      resolve();
    };
    waiting.add(done);
  });
}
