/**
 * Progress kept in this browser's localStorage, one item per account, and never sent anywhere. The item's
 * name carries a hash of the account's id salted with a random value this browser made
 * (`portal.progress-salt`), not the id or the email: students who share a computer each get their own
 * progress without their names in the browser's storage, and the name cannot be worked out from an
 * account id elsewhere (an unsalted hash could, by anyone who knows the id). Someone at the same browser
 * can still read the salt, so on a shared computer Sign out offers to forget the progress
 * (`forgetProgress`). Storage that is blocked, full or unreadable means nothing is remembered; the guides
 * work as before.
 */
import { hash } from './hash.ts';

const PREFIX = 'portal.progress.';
// Not under the prefix: every `portal.progress.*` item is an account's progress.
const SALT_ITEM = 'portal.progress-salt';

/** The storage to use, or null when the browser refuses it (reading `localStorage` itself can throw). */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

export const browserStorage: StorageSource = () => window.localStorage;

/** The localStorage item holding this account's progress (`accountId`: MSAL's homeAccountId), under `salt`. */
export function progressItemName(accountId: string, salt: string): string {
  return PREFIX + hash(`${salt}:${accountId}`);
}

/** Where progress was kept before the name was salted; read once, to carry it over. */
function unsaltedItemName(accountId: string): string {
  return PREFIX + hash(accountId);
}

function newSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's salt, made on first use; null when storage is refused. Progress and the report queue
 * (its reports' owner) both name an account by a hash salted with it.
 */
export function browserSalt(storage: StorageSource): string | null {
  try {
    const store = storage();
    if (!store) return null;
    const stored = store.getItem(SALT_ITEM);
    if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
    const salt = newSalt();
    store.setItem(SALT_ITEM, salt);
    // Read back: another tab may have made one at the same moment, and both must use the same.
    return store.getItem(SALT_ITEM) ?? salt;
  } catch {
    return null;
  }
}

/**
 * The item holding this account's progress in this browser, or null when storage is refused. Progress kept
 * under the old unsalted name is moved to it, once.
 */
export function accountProgressItem(storage: StorageSource, accountId: string): string | null {
  const salt = browserSalt(storage);
  if (salt === null) return null;
  const item = progressItemName(accountId, salt);
  try {
    const store = storage();
    const old = store?.getItem(unsaltedItemName(accountId));
    if (store && old !== null && old !== undefined) {
      if (store.getItem(item) === null) store.setItem(item, old);
      store.removeItem(unsaltedItemName(accountId));
    }
  } catch {
    // Left where it was: the guides start afresh, as with blocked storage.
  }
  return item;
}

/** Forgets this account's progress in this browser ("forget my progress on this computer" at Sign out). */
export function forgetProgress(storage: StorageSource, accountId: string): void {
  try {
    const store = storage();
    const salt = store?.getItem(SALT_ITEM);
    if (salt) store?.removeItem(progressItemName(accountId, salt));
    store?.removeItem(unsaltedItemName(accountId));
  } catch {
    // Storage refused: there is nothing it would give back either.
  }
}

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
