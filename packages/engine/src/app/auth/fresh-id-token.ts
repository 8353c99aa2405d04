/**
 * A new ID token on demand, for the pass generator: the cloud function wants proof of a recent sign-in, and
 * MSAL would otherwise hand back the ID token from its cache, as old as the sign-in itself.
 */
import type { AccountInfo, AuthenticationResult, RedirectRequest, SilentRequest } from '@azure/msal-browser';
import { needsInteraction } from '../../shared/graph/needs-interaction';
import { SignInNeededError } from '../../shared/user/sign-in-needed';
import { protectedResources } from '../../shared/config/auth-config';
import { signInRequest, type StartupContext } from './startup';

/** The part of MSAL's PublicClientApplication this uses. */
export interface IdTokenClient {
  acquireTokenSilent(request: SilentRequest): Promise<Pick<AuthenticationResult, 'idToken'>>;
}

/**
 * `forceRefresh` skips MSAL's cache: it redeems the refresh token, and the provider issues a new ID token
 * (with a new id: the pass function takes each ID token once). With `claims` (a claims request, such as an
 * authentication context the function asked for), the new token is asked for with it.
 */
export function freshIdTokenGetter(client: IdTokenClient, account: AccountInfo): (options?: { claims?: string }) => Promise<string> {
  return async ({ claims } = {}) => {
    let idToken: string;
    try {
      ({ idToken } = await client.acquireTokenSilent({
        scopes: protectedResources.passFunction.scopes,
        account,
        forceRefresh: true,
        ...(claims === undefined ? {} : { claims }),
      }));
    } catch (error) {
      if (needsInteraction(error)) throw new SignInNeededError({ cause: error });
      throw error;
    }
    if (!idToken) throw new SignInNeededError();
    return idToken;
  };
}

/**
 * The sign-in page again, asking for the password (`prompt=login`, so a new `auth_time`) for this account,
 * then back to the same page; with `claims`, answering a claims challenge (an authentication context).
 */
export function signInAgainRequest(account: AccountInfo, context: StartupContext, claims?: string): RedirectRequest {
  return { ...signInRequest(context), prompt: 'login', loginHint: account.username, ...(claims === undefined ? {} : { claims }) };
}
