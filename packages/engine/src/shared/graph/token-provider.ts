/**
 * Access tokens for Graph: silently from MSAL's cache (or by refresh), and when MSAL says a person must
 * take part (consent, MFA, an expired session) a redirect sign-in that returns to the same page.
 */
import type { AccountInfo, RedirectRequest, SilentRequest } from '@azure/msal-browser';
import type { AccessTokenProvider } from './graph-client';
import { GraphError } from './graph-error';
import { needsInteraction } from './needs-interaction';

/** The part of MSAL's PublicClientApplication the token provider uses. */
export interface TokenClient {
  acquireTokenSilent(request: SilentRequest): Promise<{ accessToken: string }>;
  acquireTokenRedirect(request: RedirectRequest): Promise<void>;
}

export function createTokenProvider(
  client: TokenClient,
  account: AccountInfo,
  /** The path to come back to after the redirect, e.g. `/resetstudpass`. */
  currentPath: () => string,
): AccessTokenProvider {
  return async (scopes) => {
    try {
      return (await client.acquireTokenSilent({ scopes, account })).accessToken;
    } catch (error) {
      if (!needsInteraction(error)) {
        throw new GraphError(0, 'tokenUnavailable', 'No access token for Graph', { kind: 'tokenUnavailable', cause: error });
      }
      // The start-up flow restores `state` as the path after the redirect returns.
      await client.acquireTokenRedirect({ scopes, account, state: currentPath() });
      throw new GraphError(0, 'signInRequired', 'Interactive sign-in started for Graph', { kind: 'signInRequired', cause: error });
    }
  };
}
