/**
 * Resolves once `promise` settles (resolved or rejected alike) or after `ms`, whichever comes first, and
 * leaves no timer behind: for waits that must never hold things up for long (first-screen.ts, the service
 * worker's registration). It never rejects.
 */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, limit]).finally(() => clearTimeout(timer));
}
