/**
 * Fixed values of the embedded demo tenant. Shared by the browser app (to build its demo configuration)
 * and by the dev/preview server (which hosts the tenant). Demo values only: nothing here is a real tenant.
 */

/** Where the local OpenID provider is mounted; its issuer is `<origin>/demo-tenant`. */
export const DEMO_PROVIDER_PATH = '/demo-tenant';

/**
 * The demo provider's endpoints under DEMO_PROVIDER_PATH. The provider is configured with them, and the
 * portal gives them to MSAL as the authority's metadata, so start-up never waits for a discovery document
 * (as with Entra ID, whose endpoints MSAL knows).
 */
export const DEMO_PROVIDER_ROUTES = {
  authorization: '/auth',
  token: '/token',
  jwks: '/jwks',
  end_session: '/session/end',
  userinfo: '/me',
} as const;

/** The OpenID metadata of the demo provider whose issuer is `authority`. */
export function demoAuthorityMetadata(authority: string): string {
  const at = (path: string) => `${authority}${path}`;
  return JSON.stringify({
    issuer: authority,
    authorization_endpoint: at(DEMO_PROVIDER_ROUTES.authorization),
    token_endpoint: at(DEMO_PROVIDER_ROUTES.token),
    jwks_uri: at(DEMO_PROVIDER_ROUTES.jwks),
    end_session_endpoint: at(DEMO_PROVIDER_ROUTES.end_session),
  });
}

/** Where the Microsoft Graph emulator is mounted; it answers `<origin>/graph/v1.0/...`. */
export const DEMO_GRAPH_PATH = '/graph';

/** The demo app registration's client id (a made-up GUID). */
export const DEMO_CLIENT_ID = 'c1e47000-0000-4000-8000-00000000d3a0';

/** The demo tenant id (a made-up GUID), put in every token's `tid` claim. */
export const DEMO_TENANT_ID = 'c1e47000-0000-4000-8000-0000000000e1';

/** The redirect-bridge page, registered as the app's redirect URI. */
export const REDIRECT_BRIDGE_PATH = '/redirect.html';
