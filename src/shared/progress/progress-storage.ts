/**
 * Progress kept in this browser's localStorage, one item per account, and never sent anywhere. The item's
 * name carries a hash of the account's id, not the id or the email, so students who share a computer each
 * get their own progress without their names in the browser's storage. Storage that is blocked, full or
 * unreadable means nothing is remembered; the guides work as before.
 */
import { hash } from './hash.ts';

const PREFIX = 'portal.progress.';

/** The localStorage item holding this account's progress (`accountId`: MSAL's homeAccountId). */
export function progressItemName(accountId: string): string {
  return PREFIX + hash(accountId);
}

/** The storage to use, or null when the browser refuses it (reading `localStorage` itself can throw). */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

export const browserStorage: StorageSource = () => window.localStorage;

/** The stored text, or null when there is none or storage cannot be read. */
export function readStored(storage: StorageSource, item: string): string | null {
  try {
    return storage()?.getItem(item) ?? null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Tells every subscriber that progress may have changed (after this tab stored some). */
export function notifyProgress(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` when progress changes, in this tab or another one. */
export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
