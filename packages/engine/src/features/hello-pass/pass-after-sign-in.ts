/**
 * Creating the pass after signing in again. When the function wants a recent authentication (or an
 * authentication context), the person selects Sign in again, signs in, and comes back to this step; the
 * pass is then created without another click. A note in this tab's session storage says so: when it was
 * written and the claims request the sign-in answered. It counts for 5 minutes, and only in this tab.
 */

const ITEM = 'portal.pass.afterSignIn';
/** How long after selecting Sign in again the pass is still created on return. */
export const AFTER_SIGN_IN_MS = 5 * 60_000;

export interface PassAfterSignIn {
  /** The claims request the new sign-in answered, to ask the pass's ID token with. */
  claims?: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function rememberPassAfterSignIn(claims: string | undefined, now = Date.now(), storage = sessionStore()): void {
  try {
    storage?.setItem(ITEM, JSON.stringify({ at: now, ...(claims === undefined ? {} : { claims }) }));
  } catch {
    // Storage refused: the person selects Create Pass once back, as before.
  }
}

function readNote(storage: Storage | null): { at?: unknown; claims?: unknown } | null {
  try {
    const note = JSON.parse(storage?.getItem(ITEM) ?? 'null') as unknown;
    return note !== null && typeof note === 'object' ? (note as { at?: unknown; claims?: unknown }) : null;
  } catch {
    return null;
  }
}

/** The note, if one was written in the last 5 minutes (a note left longer is removed). */
export function passAfterSignIn(now = Date.now(), storage = sessionStore()): PassAfterSignIn | undefined {
  const note = readNote(storage);
  if (!note) return undefined;
  if (typeof note.at !== 'number' || now - note.at > AFTER_SIGN_IN_MS || note.at > now) {
    forgetPassAfterSignIn(storage);
    return undefined;
  }
  return typeof note.claims === 'string' ? { claims: note.claims } : {};
}

export function forgetPassAfterSignIn(storage = sessionStore()): void {
  try {
    storage?.removeItem(ITEM);
  } catch {
    // Nothing to forget.
  }
}
