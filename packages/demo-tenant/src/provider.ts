/**
 * The demo tenant's OpenID provider (panva/oidc-provider), configured to behave enough like Entra ID for MSAL:
 * `tid`/`oid`/`roles`/`wids` in the ID token, JWT access tokens for the Graph emulator, refresh tokens for the
 * public SPA client, no consent screen for our own app, and `prompt=select_account` honoured. For the pass
 * function, as Entra with the optional claims the README asks for: `auth_time` (when the person last signed
 * in, kept by tokens from the refresh token), `sid` (the session), `uti` (a new id for every token), and a
 * Conditional Access authentication context: a claims request for `acrs` (Entra's claims challenge) makes
 * the person sign in again, and the tokens of that sign-in carry `acrs`.
 * Dev and preview server only; never part of the production bundle.
 */
import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { SchoolRoles } from '@school-it-portal/engine/roles';
import { accountRoles, DIRECTORY_ROLES } from './account-roles.ts';
import { decodeJwt, exportJWK, generateKeyPair, type JWK } from 'jose';
import { DEMO_CLIENT_ID, DEMO_PROVIDER_ROUTES, DEMO_TENANT_ID, REDIRECT_BRIDGE_PATH } from '@school-it-portal/engine/demo-tenant-values';
import { findAccountById } from './directory.ts';
import { widsClaim } from './directory-roles.ts';
import { authContextsOf, requestedAuthContexts } from './auth-context.ts';
import { signOutPage } from './signout-page.ts';

/** Delegated Graph permissions the demo app registration holds (scopes are case-sensitive here). */
export const GRAPH_SCOPES = ['user.read', 'User.Read.All', 'RoleManagement.Read.Directory', 'UserAuthenticationMethod.ReadWrite.All'];

/** A claims request that also asks for `sid` in the ID token; one that cannot be read is left as it is. */
export function withSessionClaim(claims: string | null): string {
  try {
    const request = (claims ? JSON.parse(claims) : {}) as { id_token?: Record<string, unknown> };
    if (request === null || typeof request !== 'object' || Array.isArray(request)) return claims ?? '';
    return JSON.stringify({ ...request, id_token: { ...request.id_token, sid: null } });
  } catch {
    return claims ?? '';
  }
}

export interface DemoProviderOptions {
  /** e.g. `https://localhost:5173/demo-tenant` */
  issuer: string;
  /** Origins the portal is served from, for redirect URIs. */
  appOrigins: string[];
  /** The Graph emulator's audience (its base URL). */
  graphAudience: string;
  /** Path of our own sign-in page, under the provider's mount. */
  interactionPath: string;
  /** The portal's name (school.yaml), which the sign-out page asks about. */
  portalName: string;
  /** What the school's role values mean: the accounts' `roles` claims use them (account-roles.ts). */
  roles?: SchoolRoles;
}

export interface DemoProvider {
  provider: Provider;
  /** Public signing keys, for verifying tokens in the Graph emulator and the cloud function. */
  publicJwks: { keys: JWK[] };
}

export async function createDemoProvider(options: DemoProviderOptions): Promise<DemoProvider> {
  // Loaded here rather than at the top: the Vite config bundles this file, and a build must not load the provider.
  const { default: Provider, interactionPolicy, errors } = await import('oidc-provider');
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  const policy = interactionPolicy.base();
  // MSAL sends prompt=select_account when several accounts are cached; oidc-provider needs it declared.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }));
  // Entra's claims challenge: an authentication context the session has not satisfied means signing in again.
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('essential_auth_context', 'the requested authentication context was not satisfied', (ctx) =>
        requestedAuthContexts(ctx.oidc.claims).every((c) => authContextsOf(ctx.oidc.acr).includes(c))
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const configuration: Configuration = {
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_name: `${options.portalName} (demo)`,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.appOrigins.map((o) => `${o}${REDIRECT_BRIDGE_PATH}`),
        post_logout_redirect_uris: options.appOrigins.map((o) => `${o}/`),
        // Entra's `auth_time` optional claim: in every ID token, also those from the refresh token.
        require_auth_time: true,
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // `wids` (directory role template ids): the cloud function refuses a pass to anyone holding an admin role.
    // `uti` and `acrs`: the token's own id and its authentication contexts, as Entra names them.
    claims: { openid: ['sub', 'tid', 'oid', 'wids', 'uti', 'acrs'], profile: ['name', 'preferred_username', 'roles'] },
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'offline_access'],
    pkce: { required: () => true },
    // The same endpoints the portal gives MSAL as this authority's metadata (src/shared/config/demo-tenant.ts).
    routes: DEMO_PROVIDER_ROUTES,
    ttl: { AccessToken: 3600, IdToken: 3600, RefreshToken: 86400, Session: 86400, Interaction: 3600, Grant: 86400 },
    // `token` is the code or refresh token the ID token comes from: it carries the sign-in's `acr`, where
    // the sign-in page records the authentication contexts it satisfied.
    async findAccount(_ctx, id, token) {
      const account = findAccountById(id);
      if (!account) return undefined;
      const claimedRoles = accountRoles(account, options.roles ?? DIRECTORY_ROLES);
      const contexts = authContextsOf(token && 'acr' in token ? token.acr : undefined);
      return {
        accountId: account.oid,
        async claims() {
          return {
            sub: account.oid,
            oid: account.oid,
            tid: DEMO_TENANT_ID,
            name: account.displayName,
            preferred_username: account.username,
            ...(claimedRoles ? { roles: claimedRoles } : {}),
            wids: widsClaim(account),
            uti: randomBytes(16).toString('base64url'),
            ...(contexts.length > 0 ? { acrs: contexts } : {}),
          };
        },
      };
    },
    features: {
      devInteractions: { enabled: false },
      claimsParameter: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: async (ctx, form) => signOutPage(ctx, form, options.portalName) },
      resourceIndicators: {
        enabled: true,
        // MSAL never sends `resource`: every access token is for the Graph emulator, as Entra's default.
        defaultResource: () => options.graphAudience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== options.graphAudience) throw new errors.InvalidTarget();
          return {
            scope: GRAPH_SCOPES.join(' '),
            audience: options.graphAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${options.interactionPath}/${interaction.uid}`,
    },
    // Entra does not revoke a refresh token when it is redeemed (the caller is meant to keep the new one), so a
    // tab reopened from a copy of MSAL's cache may redeem the same one again. oidc-provider's default for a
    // public client rotates instead, consuming the old token, and revokes the whole grant when a consumed one
    // comes back: every tab of that sign-in would then lose its tokens.
    rotateRefreshToken: () => false,
    // MSAL asks for offline_access without prompt=consent, which oidc-provider would otherwise ignore.
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token') && client.clientAuthMethod === 'none';
    },
    // Our own app is first-party: grant what it asks for, so no consent screen ever shows.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid profile offline_access');
      grant.addOIDCClaims(['sub', 'tid', 'oid', 'wids', 'uti', 'acrs', 'name', 'preferred_username', 'roles']);
      grant.addResourceScope(options.graphAudience, GRAPH_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = false;

  // Entra answers a sign-in with a Graph token carrying every delegated permission the app was granted (and
  // a refresh token good for all of them), whatever scope was named; so does the demo tenant. Without this,
  // a later silent request for another granted scope (the staff tools') would fail with invalid_scope.
  // And Entra puts `sid` in every ID token once the app registration asks for it (an optional claim);
  // oidc-provider does so for a sign-in whose claims request names it, also in the tokens redeemed from
  // its refresh token, so every sign-in's claims request names it here.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/auth' && ctx.method === 'GET') {
      const params = new URLSearchParams(ctx.querystring);
      const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
      const missing = GRAPH_SCOPES.filter((s) => !scopes.includes(s));
      if (missing.length > 0) params.set('scope', [...scopes, ...missing].join(' '));
      params.set('claims', withSessionClaim(params.get('claims')));
      // oidc-provider finds its mount path by comparing originalUrl with url: keep them in step.
      const { originalUrl = '' } = ctx.req as { originalUrl?: string };
      const mount = originalUrl.slice(0, originalUrl.indexOf(ctx.url));
      ctx.querystring = params.toString();
      (ctx.req as { originalUrl?: string }).originalUrl = `${mount}${ctx.url}`;
    }
    await next();
  });

  // Entra adds client_info so MSAL can key accounts as `<uid>.<utid>`; do the same.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as Record<string, unknown> | undefined;
    if (ctx.oidc?.route === 'token' && ctx.status === 200 && body && typeof body.id_token === 'string') {
      const { sub } = decodeJwt(body.id_token);
      body.client_info = Buffer.from(JSON.stringify({ uid: sub, utid: DEMO_TENANT_ID })).toString('base64url');
    }
  });

  return { provider, publicJwks: { keys: [publicJwk] } };
}
