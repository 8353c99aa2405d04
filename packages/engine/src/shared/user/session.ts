import type { AccountInfo } from '@azure/msal-browser';

/**
 * What the portal keeps of a sign-in: the account, for which MSAL hands out tokens whenever they are needed
 * (the token provider asks it), so no access token is kept here, in React context.
 */
export interface Session {
  account: AccountInfo;
  /** The ID token of the sign-in: signing out names the account with it (the logout hint). */
  idToken: string;
  /** Signed in from MSAL's cache while offline: no token yet; sign-in finishes when the network returns. */
  offline?: boolean;
}

/**
 * The session of `account`: signed in just now (with the ID token the sign-in returned), or, offline, from
 * MSAL's cache (with the ID token cached beside the account).
 */
export function sessionOf(account: AccountInfo, signedIn: { idToken: string } | 'offline'): Session {
  if (signedIn === 'offline') return { account, idToken: account.idToken ?? '', offline: true };
  return { account, idToken: signedIn.idToken };
}
