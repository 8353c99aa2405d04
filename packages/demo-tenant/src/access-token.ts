/** Verifies the demo provider's JWT access tokens, as Graph verifies Entra's. */
import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';

export type AccessTokenVerifier = (authorization: string | undefined) => Promise<JWTPayload & { sub: string }>;

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

export function createAccessTokenVerifier(jwks: { keys: JWK[] }, issuer: string, audience: string): AccessTokenVerifier {
  const keySet = createLocalJWKSet(jwks);
  return async (authorization) => {
    const token = /^Bearer ([\w.~+/-]+=*)$/.exec(authorization ?? '')?.[1];
    if (!token) throw new InvalidTokenError('Access token is empty.');
    try {
      const { payload } = await jwtVerify(token, keySet, { issuer, audience, typ: 'at+jwt', algorithms: ['RS256'] });
      if (typeof payload.sub !== 'string') throw new InvalidTokenError('Access token has no subject.');
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      throw error instanceof InvalidTokenError ? error : new InvalidTokenError('Access token validation failure.');
    }
  };
}
