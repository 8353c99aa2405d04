/**
 * How provision updates an application that is already there: it sets what the registration says and
 * keeps what someone added by hand (another redirect URI, another permission, an app role of their own),
 * so it adds and corrects, and never removes. An app role already there with the same value keeps its id,
 * so the assignments made to it stay.
 */
import type { AppRole, ApplicationManifest, OptionalClaim } from './registration.ts';

/** The fields of a Graph application provision reads back. */
export interface ExistingApplication {
  id: string;
  appId: string;
  displayName?: string;
  signInAudience?: string;
  isFallbackPublicClient?: boolean | null;
  groupMembershipClaims?: string | null;
  spa?: { redirectUris?: string[] } | null;
  web?: {
    redirectUris?: string[];
    implicitGrantSettings?: { enableAccessTokenIssuance?: boolean; enableIdTokenIssuance?: boolean } | null;
  } | null;
  requiredResourceAccess?: { resourceAppId: string; resourceAccess: { id: string; type: string }[] }[];
  appRoles?: (Partial<AppRole> & { id: string; value?: string | null })[];
  optionalClaims?: { idToken?: Partial<OptionalClaim>[]; accessToken?: unknown[]; saml2Token?: unknown[] } | null;
}

/** The application's fields provision reads ($select), so nothing else is compared or sent. */
export const APPLICATION_FIELDS = [
  'id',
  'appId',
  'displayName',
  'signInAudience',
  'isFallbackPublicClient',
  'groupMembershipClaims',
  'spa',
  'web',
  'requiredResourceAccess',
  'appRoles',
  'optionalClaims',
] as const;

/** The fields to PATCH, each with its whole new value. */
export type ApplicationPatch = Partial<Record<Exclude<keyof ApplicationManifest, 'uniqueName'>, unknown>>;

const union = (before: readonly string[], wanted: readonly string[]) => [...wanted, ...before.filter((v) => !wanted.includes(v))];

function mergeRoles(before: NonNullable<ExistingApplication['appRoles']>, wanted: readonly AppRole[]): ExistingApplication['appRoles'] {
  const merged = wanted.map((role) => {
    const same = before.find((b) => b.value === role.value);
    return same ? { ...same, ...role, id: same.id } : role;
  });
  const own = before.filter((b) => !wanted.some((w) => w.value === b.value));
  return [...merged, ...own];
}

function mergeAccess(
  before: NonNullable<ExistingApplication['requiredResourceAccess']>,
  wanted: ApplicationManifest['requiredResourceAccess'],
): ApplicationManifest['requiredResourceAccess'] {
  const resources = union(
    before.map((r) => r.resourceAppId),
    wanted.map((r) => r.resourceAppId),
  );
  return resources.map((resourceAppId) => {
    const want = wanted.find((w) => w.resourceAppId === resourceAppId)?.resourceAccess ?? [];
    const had = before.find((b) => b.resourceAppId === resourceAppId)?.resourceAccess ?? [];
    const extra = had.filter((h) => !want.some((w) => w.id === h.id && w.type === h.type));
    return {
      resourceAppId,
      resourceAccess: [...want, ...extra] as ApplicationManifest['requiredResourceAccess'][number]['resourceAccess'],
    };
  });
}

/** The same value, written the same way, for comparing (key order and missing-as-null aside). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What to PATCH so `existing` says what `wanted` says (keeping what was added by hand), by field: an
 * empty object when it already does. Lists are compared as sets, so an order Entra keeps differently is no change.
 */
export function applicationPatch(existing: ExistingApplication, wanted: ApplicationManifest): ApplicationPatch {
  const patch: ApplicationPatch = {};
  if (existing.displayName !== wanted.displayName) patch.displayName = wanted.displayName;
  if (existing.signInAudience !== wanted.signInAudience) patch.signInAudience = wanted.signInAudience;
  if ((existing.isFallbackPublicClient ?? false) !== wanted.isFallbackPublicClient)
    patch.isFallbackPublicClient = wanted.isFallbackPublicClient;
  if (existing.groupMembershipClaims !== wanted.groupMembershipClaims) patch.groupMembershipClaims = wanted.groupMembershipClaims;

  const uris = existing.spa?.redirectUris ?? [];
  if (wanted.spa.redirectUris.some((u) => !uris.includes(u))) patch.spa = { redirectUris: union(uris, wanted.spa.redirectUris) };

  const grant = existing.web?.implicitGrantSettings;
  // Implicit grant off; the web platform's own redirect URIs stay (Graph replaces the whole of web).
  if (grant?.enableAccessTokenIssuance || grant?.enableIdTokenIssuance)
    patch.web = { redirectUris: existing.web?.redirectUris ?? [], implicitGrantSettings: wanted.web.implicitGrantSettings };

  const access = existing.requiredResourceAccess ?? [];
  const granted = (resourceAppId: string, id: string, type: string) =>
    access.some((r) => r.resourceAppId === resourceAppId && r.resourceAccess.some((a) => a.id === id && a.type === type));
  if (wanted.requiredResourceAccess.some((r) => r.resourceAccess.some((a) => !granted(r.resourceAppId, a.id, a.type))))
    patch.requiredResourceAccess = mergeAccess(access, wanted.requiredResourceAccess);

  const roles = existing.appRoles ?? [];
  const roleDiffers = (role: AppRole) => {
    const had = roles.find((r) => r.value === role.value);
    return (
      !had ||
      had.displayName !== role.displayName ||
      had.description !== role.description ||
      had.isEnabled !== true ||
      !same([...(had.allowedMemberTypes ?? [])].sort(), role.allowedMemberTypes)
    );
  };
  if (wanted.appRoles.some(roleDiffers)) patch.appRoles = mergeRoles(roles, wanted.appRoles);

  const claims = existing.optionalClaims?.idToken ?? [];
  const names = claims.map((c) => c.name);
  if (wanted.optionalClaims.idToken.some((c) => !names.includes(c.name)))
    patch.optionalClaims = {
      accessToken: existing.optionalClaims?.accessToken ?? [],
      saml2Token: existing.optionalClaims?.saml2Token ?? [],
      idToken: [...wanted.optionalClaims.idToken, ...claims.filter((c) => !wanted.optionalClaims.idToken.some((w) => w.name === c.name))],
    };
  return patch;
}

/** The app's role id for each role value (its own id where the role was there before). */
export function roleIdsByValue(app: Pick<ExistingApplication, 'appRoles'>): Map<string, string> {
  return new Map((app.appRoles ?? []).filter((r) => r.value).map((r) => [r.value!, r.id]));
}
