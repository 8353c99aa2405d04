import { useCallback, useSyncExternalStore } from 'react';
import type { TrackedPromise } from './tracked-promise';

/**
 * A tracked promise's value once it has fulfilled, else null, without suspending; the component renders
 * again when it fulfils. Read as an external store, so a promise that settles between a render and the
 * subscription (a chunk already in the cache) is still seen: React checks the value again once subscribed.
 */
export function useSettled<T>(promise: TrackedPromise<T>): T | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      let live = true;
      promise.then(
        () => live && changed(),
        () => undefined,
      );
      return () => {
        live = false;
      };
    },
    [promise],
  );
  const current = () => (promise.status === 'fulfilled' ? promise.value! : null);
  return useSyncExternalStore(subscribe, current, current);
}
