/**
 * Whether this browser tab holds any of MSAL's state: a session (a reload), or a sign-in coming back through
 * the redirect bridge. MSAL keeps both in the tab's sessionStorage (src/app/auth/msal-configuration.ts), under
 * keys that start with MSAL_KEY_PREFIX; sessionStorage is per tab, so a new tab has none, and start-up sends
 * it to the sign-in page before any screen could show. The app (src/app/main.tsx) and the route preload
 * script (tooling/integrations/route-preload.ts) then load no screen for it.
 */

/** How MSAL's keys in sessionStorage start (MSAL's own prefix, `msal`, and its separator). */
export const MSAL_KEY_PREFIX = 'msal.';

/** True when `storage` holds a key of MSAL's; also when it cannot be read (the page then loads as usual). */
export function tabHoldsSignIn(storage: () => Pick<Storage, 'length' | 'key'>): boolean {
  try {
    const store = storage();
    for (let i = 0; i < store.length; i++) {
      if (store.key(i)?.startsWith(MSAL_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether this tab holds an account or a sign-in coming back, rather than only MSAL's start of one: a
 * student sent to the sign-in page who follows its "Can't sign in?" link to a public guide arrives with
 * MSAL's request keys but nobody signed in, and reads that guide as a visitor. MSAL keeps its accounts'
 * ids as a JSON list under a key ending `account.keys`, and the response the redirect bridge hands back
 * under one ending `urlHash`. Unreadable storage counts as holding one (the page signs in as usual).
 */
export function tabHoldsAccount(storage: () => Pick<Storage, 'length' | 'key' | 'getItem'>): boolean {
  try {
    const store = storage();
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key?.startsWith(MSAL_KEY_PREFIX)) continue;
      if (key.endsWith('.urlHash')) return true;
      if (key.endsWith('.account.keys')) {
        const ids = JSON.parse(store.getItem(key) ?? '[]') as unknown;
        if (Array.isArray(ids) && ids.length > 0) return true;
      }
    }
    return false;
  } catch {
    return true;
  }
}
