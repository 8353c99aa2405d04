/**
 * Validates the portal's ID token, sent by the browser as a Bearer credential (docs/graph.md):
 * RS256 signature against the tenant's keys, issuer, audience (the portal's client id), tenant, expiry.
 * Whether the sign-in is fresh enough and whether the caller holds an admin role are the handler's
 * decisions; this only reads `iat` and `wids` for it.
 */
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
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
  /** The `wids` claim (directory role template ids), or undefined when the token has none. */
  roleTemplateIds: string[] | undefined;
}

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

function roleTemplateIds(wids: unknown): string[] | undefined {
  if (wids === undefined) return undefined;
  if (!Array.isArray(wids) || !wids.every((id): id is string => typeof id === 'string'))
    throw new InvalidIdTokenError('The token has a malformed wids claim.');
  return wids;
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
    if (payload.tid !== policy.tenantId) throw new InvalidIdTokenError('The token is from another tenant.');
    if (typeof payload.oid !== 'string' || !GUID.test(payload.oid)) throw new InvalidIdTokenError('The token names no user.');
    return { oid: payload.oid.toLowerCase(), issuedAt: new Date(payload.iat! * 1000), roleTemplateIds: roleTemplateIds(payload.wids) };
  };
}
