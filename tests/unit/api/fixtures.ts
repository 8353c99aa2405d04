import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';

export const TENANT_ID = '11111111-2222-4333-8444-555555555555';
export const CLIENT_ID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
export const ISSUER = `https://login.example/${TENANT_ID}/v2.0`;
export const OID = '0d3a0000-0000-4000-8000-000000000001';

export async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** The tenant's keys, and a stranger's key that is not among them. */
export async function testKeys() {
  const tenant = await keyPair('tenant-key');
  const stranger = await keyPair('stranger-key');
  // A forger who reuses the tenant key's id: same kid, different key.
  const forger = await keyPair('tenant-key');
  return { tenant, stranger, forger, jwks: createLocalJWKSet({ keys: [tenant.publicJwk] }) };
}

export function claims(overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return { iss: ISSUER, aud: CLIENT_ID, tid: TENANT_ID, oid: OID, sub: 'pairwise-subject', iat: now, nbf: now, exp: now + 3600, ...overrides };
}

export function sign(privateKey: CryptoKey, payload: JWTPayload, kid = 'tenant-key'): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
}

export function unsigned(payload: JWTPayload): string {
  return new UnsecuredJWT(payload).encode();
}
