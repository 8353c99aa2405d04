/**
 * The pass the person made, kept for its lifetime so that moving between the guide's steps or reloading
 * does not lose it (a new one is refused for 10 minutes): in memory, which outlives the step that shows it,
 * and in this tab's sessionStorage for a reload. Never localStorage: a pass is a credential, and must not
 * outlive the tab nor reach the next person at a shared computer. It belongs to the account that made it,
 * and is forgotten at its expiry, at sign out, and when another account signs in. Only a reload reads it
 * back: a tab reopened after it was closed, or duplicated, starts with a copy of the closed tab's
 * sessionStorage, and must not show the last person's pass (a pass satisfies MFA) to whoever opens it.
 */

export interface StoredPass {
  pass: string;
  /** When Entra stops accepting it (ms since 1970). */
  expiresAt: number;
  /** MSAL's `homeAccountId` of the person it was made for. */
  accountId: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const ITEM = 'portal.pass.current';
/** Entra's longest pass lifetime (30 days): a stored expiry further away than that was not written by us. */
const LONGEST_LIFETIME_MS = 43_200 * 60_000;
const MAX_PASS_LENGTH = 256;

function isStoredPass(value: unknown): value is StoredPass {
  if (value === null || typeof value !== 'object') return false;
  const { pass, expiresAt, accountId } = value as Record<string, unknown>;
  return (
    typeof pass === 'string' &&
    pass !== '' &&
    pass.length <= MAX_PASS_LENGTH &&
    typeof expiresAt === 'number' &&
    Number.isFinite(expiresAt) &&
    typeof accountId === 'string' &&
    accountId !== ''
  );
}

export interface PassStore {
  keep(pass: StoredPass): void;
  /** The account's pass while it lasts; an expired pass, or another account's, is forgotten. */
  current(accountId: string, now?: number): StoredPass | null;
  forget(): void;
  subscribe(listener: () => void): () => void;
}

/** How this page was loaded: the Navigation Timing type ('reload', 'navigate', 'back_forward', ...). */
export type NavigationType = () => string | undefined;

function pageNavigationType(): string | undefined {
  try {
    return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  } catch {
    return undefined;
  }
}

/**
 * The tab's store. `navigationType` says how the page was loaded: the pass in `storage` is this tab's own
 * only on a reload; otherwise (a reopened or duplicated tab, an address typed again) it is forgotten.
 */
export function createPassStore(storage: Storage | null, navigationType: NavigationType = pageNavigationType): PassStore {
  // undefined: not read from storage yet.
  let memory: StoredPass | null | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const read = (): StoredPass | null => {
    if (memory !== undefined) return memory;
    try {
      const value = JSON.parse(storage?.getItem(ITEM) ?? 'null') as unknown;
      memory = isStoredPass(value) && navigationType() === 'reload' ? value : null;
      if (memory === null) storage?.removeItem(ITEM);
    } catch {
      memory = null;
    }
    return memory;
  };

  const forget = () => {
    const had = memory !== null;
    memory = null;
    try {
      storage?.removeItem(ITEM);
    } catch {
      // Nothing stored.
    }
    if (had) notify();
  };

  return {
    keep(pass) {
      memory = pass;
      try {
        storage?.setItem(ITEM, JSON.stringify(pass));
      } catch {
        // Storage refused: the pass still lasts until a reload.
      }
      notify();
    },
    current(accountId, now = Date.now()) {
      const stored = read();
      if (!stored) return null;
      if (stored.accountId !== accountId || stored.expiresAt <= now || stored.expiresAt - now > LONGEST_LIFETIME_MS) {
        forget();
        return null;
      }
      return stored;
    },
    forget,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** This tab's pass. */
export const passStore: PassStore = createPassStore(typeof window === 'undefined' ? null : sessionStore());

/** Sign out: the pass goes with the session. */
export function forgetStoredPass(): void {
  passStore.forget();
}
