/**
 * Validates the portal's ID token, sent by the browser as a Bearer credential (notes/graph-facts.md):
 * RS256 signature against the tenant's keys, issuer, audience (the portal's client id), tenant, expiry.
 */
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface IdTokenPolicy {
  /** `https://login.microsoftonline.com/<tenant id>/v2.0` for Entra. */
  issuer: string;
  /** The portal's (SPA's) client id. */
  audience: string;
  tenantId: string;
  /** Allowed clock difference in seconds. */
  clockToleranceSeconds?: number;
}

/** Why a token was refused; goes in the 401 answer (never the token itself). */
export class InvalidIdTokenError extends Error {
  override name = 'InvalidIdTokenError';
}

export interface VerifiedCaller {
  /** The caller's object id: the only user a pass is ever created for. */
  oid: string;
}

// The function is built and deployed on its own (api/ has its own package), so it keeps its own copy of
// the GUID pattern rather than importing the portal's src/shared/patterns.ts.
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(authorization: string | null): string {
  const match = /^Bearer[ ]+([\w-]+\.[\w-]+\.[\w-]*)$/.exec(authorization?.trim() ?? '');
  if (!match) throw new InvalidIdTokenError('Missing or malformed Authorization header.');
  return match[1]!;
}

export function createIdTokenVerifier(keys: JWTVerifyGetKey, policy: IdTokenPolicy): (authorization: string | null) => Promise<VerifiedCaller> {
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
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidIdTokenError('The sign-in has expired.');
      // The tenant's keys could not be fetched (time-out, network, a broken key set): our fault, not the
      // caller's token, so it must not read as "your session expired".
      if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError)) throw error;
      throw new InvalidIdTokenError('The token could not be validated.');
    }
    if (payload.tid !== policy.tenantId) throw new InvalidIdTokenError('The token is from another tenant.');
    if (typeof payload.oid !== 'string' || !GUID.test(payload.oid)) throw new InvalidIdTokenError('The token names no user.');
    return { oid: payload.oid.toLowerCase() };
  };
}
