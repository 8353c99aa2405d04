/**
 * A promise that says, once settled, how it settled, in the fields React's `use` reads (`status`, `value`,
 * `reason`): `use` then returns a settled value at once instead of suspending for a render, and code outside
 * React can read the outcome without waiting. Tracking also handles a rejection, so a promise nobody awaits
 * yet is never reported as unhandled; whoever awaits it still gets the rejection.
 */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise;
  // The handlers return nothing: returning the promise itself would hand its rejection on, unhandled.
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}
