import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';

/** What the portal keeps of a successful sign-in: the account, its tokens and their expiry, name, email and roles. */
export interface Session {
  homeAccountId: string;
  tenantId: string;
  accessToken: string;
  idToken: string;
  /** When the access token expires, in ms since the epoch. */
  expiry: number;
  /** When the ID token expires (its `exp` claim), in ms since the epoch. */
  idTokenExpiry: number;
  /** Display name. */
  name: string;
  /** The account's username (its sign-in email). */
  email: string;
  /** The ID token's `roles` claim; empty when absent. */
  roles: string[];
  account: AccountInfo;
  /** Signed in from MSAL's cache while offline: no token yet; sign-in finishes when the network returns. */
  offline?: boolean;
}

function rolesFrom(claims: AccountInfo['idTokenClaims']): string[] {
  const roles = claims?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

export function sessionFromResult(result: AuthenticationResult): Session {
  const { account } = result;
  const exp = account.idTokenClaims?.exp;
  return {
    homeAccountId: account.homeAccountId,
    tenantId: account.tenantId,
    accessToken: result.accessToken,
    idToken: result.idToken,
    expiry: result.expiresOn ? result.expiresOn.getTime() : 0,
    idTokenExpiry: typeof exp === 'number' ? exp * 1000 : 0,
    name: account.name ?? account.username,
    email: account.username,
    roles: rolesFrom(account.idTokenClaims),
    account,
  };
}

/** The cached account as a session while offline: its name, email and roles, but no token to call anything with. */
export function sessionFromCachedAccount(account: AccountInfo): Session {
  const exp = account.idTokenClaims?.exp;
  return {
    homeAccountId: account.homeAccountId,
    tenantId: account.tenantId,
    accessToken: '',
    idToken: account.idToken ?? '',
    expiry: 0,
    idTokenExpiry: typeof exp === 'number' ? exp * 1000 : 0,
    name: account.name ?? account.username,
    email: account.username,
    roles: rolesFrom(account.idTokenClaims),
    account,
    offline: true,
  };
}
