/**
 * Progress kept in this browser's localStorage, one item per account, and never sent anywhere. The item's
 * name carries a hash of the account's id, not the id or the email, so students who share a computer each
 * get their own progress without their names in the browser's storage. Storage that is blocked, full or
 * unreadable means nothing is remembered; the guides work as before.
 */

const PREFIX = 'portal.progress.';

/** A 53-bit hash (cyrb53), so two accounts on one computer practically never share an item. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

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
