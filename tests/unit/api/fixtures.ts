import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { USER_ROLE_TEMPLATE_ID } from '../../../packages/function-app/src/directory-roles';

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

/** Helpdesk Administrator: a role that can reset other people's passwords. */
export const HELPDESK_ADMIN_ROLE_TEMPLATE_ID = '729827e3-9c14-49f7-bb1b-9608f156bbb8';

/** The session of the student's sign-in (`sid`). */
export const SESSION_ID = '00b1e5f0-4c1a-4e2b-9f3d-5e6f7a8b9c0d';

/**
 * An ID token's claims as Entra issues them to a Year 8 student who signed in now, with the optional
 * claims the README asks for: `auth_time`, `sid`, `wids` (the User role only), and a new `uti` each time.
 */
export function claims(overrides: JWTPayload = {}, now = new Date()): JWTPayload {
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    iss: ISSUER,
    aud: CLIENT_ID,
    tid: TENANT_ID,
    oid: OID,
    sub: 'pairwise-subject',
    iat: seconds,
    nbf: seconds,
    exp: seconds + 3600,
    auth_time: seconds,
    uti: randomBytes(16).toString('base64url'),
    sid: SESSION_ID,
    roles: ['Year8'],
    wids: [USER_ROLE_TEMPLATE_ID],
    ...overrides,
  };
}

export function sign(privateKey: CryptoKey, payload: JWTPayload, kid = 'tenant-key'): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
}

export function unsigned(payload: JWTPayload): string {
  return new UnsecuredJWT(payload).encode();
}
