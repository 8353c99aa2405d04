import { useEffect, useSyncExternalStore } from 'react';
import { passStore, type PassStore, type StoredPass } from './pass-store';

/** setTimeout's longest delay (about 24 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in account's pass while it lasts, from the tab's store; at its expiry it is forgotten and
 * `onExpired` runs (the store tells every step showing it).
 */
export function useStoredPass(accountId: string | undefined, onExpired: () => void, store: PassStore = passStore): StoredPass | null {
  const stored = useSyncExternalStore(
    store.subscribe,
    () => (accountId === undefined ? null : store.current(accountId)),
    () => null,
  );
  const expiresAt = stored?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(
      () => {
        store.forget();
        onExpired();
      },
      Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
    // onExpired is the caller's notice; a new one does not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiresAt, store]);
  return stored;
}
