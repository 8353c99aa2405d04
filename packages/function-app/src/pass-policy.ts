/**
 * Who may have a pass, decided from the verified ID token alone (pure: no storage, no clock of its own).
 * In order, the first that fails decides:
 *  1. the claims the decision needs are there: `auth_time`, the token's id (`uti`/`jti`), `sid` and `wids`
 *     (optional claims the app registration must ask for; a token without them proves nothing, so it is
 *     refused, and every refusal says which is missing, so a set-up mistake shows at once);
 *  2. the person authenticated recently: `auth_time` at most `signInMaxAgeSeconds` ago. Not `iat`: the
 *     portal gets new ID tokens silently from its refresh token, so `iat` only shows a fresh token, not
 *     that the person just proved who they are;
 *  3. when an authentication context is required, the sign-in satisfied it (`acrs`);
 *  4. the person is on the allow-list: one of the allowed app roles (`roles`) or groups (`groups`). An
 *     allow-list, because the `wids` claim misses roles scoped to an administrative unit and custom roles;
 *  5. and, besides, they hold no tenant-wide directory role other than the default ones (`wids`).
 */
import { privilegedRoleIds } from './directory-roles.ts';
import type { VerifiedCaller } from './id-token.ts';

export interface PassPolicy {
  /** The oldest authentication (`auth_time`) that gets a pass, in seconds. */
  signInMaxAgeSeconds: number;
  /** App role values that may have a pass (e.g. the year levels). */
  allowedRoles: readonly string[];
  /** Group object ids whose members may have a pass. */
  allowedGroups: readonly string[];
  /** A Conditional Access authentication context (`c1` ... `c99`) the sign-in must have satisfied, if any. */
  requiredAuthContext?: string;
}

export type PolicyRefusal =
  | { reason: 'claim_missing'; claims: string[] }
  | { reason: 'signed_in_in_future' }
  | { reason: 'stale_sign_in'; ageSeconds: number }
  | { reason: 'auth_context_missing' }
  | { reason: 'not_eligible' }
  | { reason: 'privileged_role'; roles: string[] };

/** A signed time this far in the future is a clock difference, not a forgery. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/** The claims request (as MSAL and Entra take it) that asks the sign-in for this authentication context. */
export function authContextClaimsRequest(authContext: string): string {
  return JSON.stringify({ id_token: { acrs: { essential: true, value: authContext } } });
}

export function isOnAllowList(caller: Pick<VerifiedCaller, 'roles' | 'groups'>, policy: PassPolicy): boolean {
  const groups = new Set(policy.allowedGroups.map((g) => g.toLowerCase()));
  return (
    (caller.roles ?? []).some((role) => policy.allowedRoles.includes(role)) ||
    (caller.groups ?? []).some((g) => groups.has(g.toLowerCase()))
  );
}

/** Why this caller gets no pass, or undefined when the token says they may have one. */
export function refusalOf(caller: VerifiedCaller, policy: PassPolicy, now: Date): PolicyRefusal | undefined {
  const missing = [
    ...(caller.authTime === undefined ? ['auth_time'] : []),
    ...(caller.tokenId === undefined ? ['uti'] : []),
    ...(caller.sessionId === undefined ? ['sid'] : []),
    ...(caller.roleTemplateIds === undefined ? ['wids'] : []),
  ];
  if (missing.length > 0 || caller.authTime === undefined) return { reason: 'claim_missing', claims: missing };

  const toleranceMs = CLOCK_TOLERANCE_SECONDS * 1000;
  if (caller.issuedAt.getTime() - now.getTime() > toleranceMs || caller.authTime.getTime() - now.getTime() > toleranceMs) {
    return { reason: 'signed_in_in_future' };
  }
  const ageMs = now.getTime() - caller.authTime.getTime();
  if (ageMs > policy.signInMaxAgeSeconds * 1000) return { reason: 'stale_sign_in', ageSeconds: Math.round(ageMs / 1000) };

  if (policy.requiredAuthContext !== undefined && !(caller.authContexts ?? []).includes(policy.requiredAuthContext)) {
    return { reason: 'auth_context_missing' };
  }
  if (!isOnAllowList(caller, policy)) return { reason: 'not_eligible' };
  const privileged = privilegedRoleIds(caller.roleTemplateIds ?? []);
  if (privileged.length > 0) return { reason: 'privileged_role', roles: privileged };
  return undefined;
}

/**
 * How long a spent token id or a sign-out must be remembered: until every token it concerns fails the
 * freshness check (an `auth_time` within the tolerance of the moment it was recorded, plus the maximum age).
 */
export function memorySeconds(policy: Pick<PassPolicy, 'signInMaxAgeSeconds'>): number {
  return policy.signInMaxAgeSeconds + 2 * CLOCK_TOLERANCE_SECONDS;
}
