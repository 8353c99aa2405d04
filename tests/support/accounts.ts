import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';

export function account(name: string, overrides: Partial<AccountInfo> = {}): AccountInfo {
  const id = name.toLowerCase().replace(/\s+/g, '.');
  return {
    homeAccountId: `${id}.tenant`,
    environment: 'login.example',
    tenantId: 'tenant',
    username: `${id}@school.example`,
    localAccountId: id,
    name,
    idTokenClaims: { roles: ['Year8'], exp: 2_000_000_000 },
    ...overrides,
  };
}

export function authResult(forAccount: AccountInfo, state = ''): AuthenticationResult {
  return {
    authority: 'https://login.example/tenant',
    uniqueId: forAccount.localAccountId,
    tenantId: forAccount.tenantId,
    scopes: ['user.read'],
    account: forAccount,
    idToken: 'id-token',
    idTokenClaims: forAccount.idTokenClaims ?? {},
    accessToken: 'access-token',
    fromCache: false,
    expiresOn: new Date(1_900_000_000_000),
    tokenType: 'Bearer',
    correlationId: 'c',
    state,
  };
}
