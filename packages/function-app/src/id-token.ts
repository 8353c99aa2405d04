/**
 * Validates the portal's ID token, sent by the browser as a Bearer credential (docs/graph.md): RS256
 * signature against the tenant's keys, issuer, audience (the portal's client id), tenant, expiry, and an
 * `oid` that is a GUID, and that it is an ID token at all (no `scp`, no `idtyp`: access tokens and app
 * tokens are refused). What a pass needs beyond that (a recent authentication, the authentication context,
 * who is allowed, the session, the token's single use) is the handler's decision; this only reads the
 * claims it decides on.
 */
import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { GUID } from './guid.ts';

export interface IdTokenPolicy {
  /** `https://login.microsoftonline.com/<tenant id>/v2.0` for Entra. */
  issuer: string;
  /** The portal's (SPA's) client id. */
  audience: string;
  tenantId: string;
  /** Allowed clock difference in seconds. */
  clockToleranceSeconds?: number;
  /** The clock the expiry is checked against (tests turn it). */
  now?: () => Date;
}

/** Why a token was refused; goes in the 401 answer (never the token itself). */
export class InvalidIdTokenError extends Error {
  override name = 'InvalidIdTokenError';
}

export interface VerifiedCaller {
  /** The caller's object id: the only user a pass is ever created for. */
  oid: string;
  /** When the token was issued (`iat`). */
  issuedAt: Date;
  /** When the person last authenticated (`auth_time`, an optional claim in Entra), if the token says. */
  authTime: Date | undefined;
  /** The token's own id (`uti` in Entra, `jti` elsewhere), if it has one. */
  tokenId: string | undefined;
  /** The sign-in session (`sid`, an optional claim in Entra), if the token says. */
  sessionId: string | undefined;
  /** App roles (`roles`), or undefined when the token has none. */
  roles: string[] | undefined;
  /** Group object ids (`groups`), or undefined when the token has none (or too many to list). */
  groups: string[] | undefined;
  /** The `wids` claim (directory role template ids), or undefined when the token has none. */
  roleTemplateIds: string[] | undefined;
  /** Conditional Access authentication contexts the sign-in satisfied (`acrs`), or undefined. */
  authContexts: string[] | undefined;
  /**
   * The person's own names as the token gives them (`name`, `given_name`, `family_name`, where present):
   * only ever used to take them out of what a report keeps, never stored or logged.
   */
  names: string[];
}

/** Longest token id or session id taken: Entra's are about 22 and 36 characters. */
const MAX_ID_LENGTH = 128;

// jose's errors, by their stable codes rather than by class: the tests (and the demo server) may hand this
// module a key set from another copy of jose, whose error classes are not these.
const KEYS_UNAVAILABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);
const errorCode = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;
const isJoseError = (error: unknown): boolean => typeof errorCode(error) === 'string' && String(errorCode(error)).startsWith('ERR_J');

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(authorization: string | null): string {
  const match = /^Bearer[ ]+([\w-]+\.[\w-]+\.[\w-]*)$/i.exec(authorization?.trim() ?? '');
  if (!match) throw new InvalidIdTokenError('Missing or malformed Authorization header.');
  return match[1]!;
}

function stringList(value: unknown, claim: string): string[] | undefined {
  if (value === undefined) return undefined;
  // Entra writes `acrs` as a list; a single string is read as a list of one.
  if (typeof value === 'string' && claim === 'acrs') return [value];
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string'))
    throw new InvalidIdTokenError(`The token has a malformed ${claim} claim.`);
  return value;
}

function identifier(value: unknown, claim: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH)
    throw new InvalidIdTokenError(`The token has a malformed ${claim} claim.`);
  return value;
}

/** Longest name taken from a token: longer values are no one's name and are left out. */
const MAX_NAME_LENGTH = 256;

/** The name claims that are strings of a sensible length; anything else is left out (they decide nothing). */
function namesOf(payload: JWTPayload): string[] {
  return [payload.name, payload.given_name, payload.family_name].filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_NAME_LENGTH,
  );
}

/**
 * An ID token has neither `scp` (the scopes of an access token made for a user) nor `idtyp` (Entra's
 * optional claim saying `app` or `user` on access tokens): a token with either is an access token, even
 * when its audience happens to be the portal's client id, and it is refused.
 */
function refuseAccessTokens(payload: JWTPayload): void {
  if (payload.scp !== undefined || payload.idtyp !== undefined) throw new InvalidIdTokenError('The token is not an ID token.');
}

function callerOf(payload: JWTPayload, tenantId: string): VerifiedCaller {
  refuseAccessTokens(payload);
  if (payload.tid !== tenantId) throw new InvalidIdTokenError('The token is from another tenant.');
  if (typeof payload.oid !== 'string' || !GUID.test(payload.oid)) throw new InvalidIdTokenError('The token names no user.');
  const authTime = payload.auth_time;
  if (authTime !== undefined && (typeof authTime !== 'number' || !Number.isFinite(authTime)))
    throw new InvalidIdTokenError('The token has a malformed auth_time claim.');
  return {
    oid: payload.oid.toLowerCase(),
    issuedAt: new Date(payload.iat! * 1000),
    authTime: authTime === undefined ? undefined : new Date(authTime * 1000),
    tokenId: identifier(payload.uti ?? payload.jti, payload.uti === undefined ? 'jti' : 'uti'),
    sessionId: identifier(payload.sid, 'sid'),
    roles: stringList(payload.roles, 'roles'),
    groups: stringList(payload.groups, 'groups'),
    roleTemplateIds: stringList(payload.wids, 'wids'),
    authContexts: stringList(payload.acrs, 'acrs'),
    names: namesOf(payload),
  };
}

export function createIdTokenVerifier(
  keys: JWTVerifyGetKey,
  policy: IdTokenPolicy,
): (authorization: string | null) => Promise<VerifiedCaller> {
  return async (authorization) => {
    const token = bearerToken(authorization);
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: policy.issuer,
        audience: policy.audience,
        clockTolerance: policy.clockToleranceSeconds ?? 60,
        requiredClaims: ['exp', 'iat', 'tid', 'oid'],
        ...(policy.now ? { currentDate: policy.now() } : {}),
      }));
    } catch (error) {
      if (errorCode(error) === 'ERR_JWT_EXPIRED') throw new InvalidIdTokenError('The sign-in has expired.');
      // The tenant's keys could not be fetched (time-out, network, a broken key set): our fault, not the
      // caller's token, so it must not read as "your session expired".
      if (KEYS_UNAVAILABLE.has(String(errorCode(error))) || !isJoseError(error)) throw error;
      throw new InvalidIdTokenError('The token could not be validated.');
    }
    return callerOf(payload, policy.tenantId);
  };
}
