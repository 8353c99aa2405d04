/**
 * Graph for the signed-in session, as one module that is loaded on first use (see lazy-graph-client.ts): the
 * client with its retries and time limits, its access tokens from MSAL, and the profile photo.
 */
import type { AccountInfo } from '@azure/msal-browser';
import { createGraphClient, type GraphClient } from './graph-client';
import { createTokenProvider, type TokenClient } from './token-provider';

export { fetchProfilePhoto } from './profile-photo';

export function connectGraph(baseUrl: string, msal: TokenClient, account: AccountInfo, currentPath: () => string): GraphClient {
  return createGraphClient({ baseUrl, getAccessToken: createTokenProvider(msal, account, currentPath) });
}
