import { beforeAll, describe, expect, it } from 'vitest';
import { createIdTokenVerifier, InvalidIdTokenError } from '../../../packages/function-app/src/id-token';
import { USER_ROLE_TEMPLATE_ID } from '../../../packages/function-app/src/directory-roles';
import { claims, CLIENT_ID, ISSUER, OID, SESSION_ID, sign, TENANT_ID, testKeys, unsigned } from './fixtures';

let keys: Awaited<ReturnType<typeof testKeys>>;
let verify: ReturnType<typeof createIdTokenVerifier>;

beforeAll(async () => {
  keys = await testKeys();
  verify = createIdTokenVerifier(keys.jwks, { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID, clockToleranceSeconds: 60 });
});

describe('ID token validation', () => {
  it('accepts a good token and names what the pass policy decides on', async () => {
    const issued = new Date(Math.floor(Date.now() / 1000) * 1000);
    const signedIn = new Date(issued.getTime() - 120_000);
    const token = await sign(
      keys.tenant.privateKey,
      claims(
        { uti: 'AbC-12_x', auth_time: signedIn.getTime() / 1000, groups: ['6f1e0000-0000-4000-8000-000000000001'], acrs: ['c1'] },
        issued,
      ),
    );
    await expect(verify(`Bearer ${token}`)).resolves.toEqual({
      oid: OID,
      issuedAt: issued,
      authTime: signedIn,
      tokenId: 'AbC-12_x',
      sessionId: SESSION_ID,
      roles: ['Year8'],
      groups: ['6f1e0000-0000-4000-8000-000000000001'],
      roleTemplateIds: [USER_ROLE_TEMPLATE_ID],
      authContexts: ['c1'],
      names: [],
    });
  });

  it("reads the person's names (name, given_name, family_name) where the token has them, and nothing odd", async () => {
    const token = await sign(
      keys.tenant.privateKey,
      claims({ name: 'Zoë Patel', given_name: 'Zoë', family_name: 42, preferred_username: 'zoe.patel@school.example' }),
    );
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({ names: ['Zoë Patel', 'Zoë'] });
  });

  it("takes the token's id from jti when it has no uti, and reads a single acrs value as a list", async () => {
    const token = await sign(keys.tenant.privateKey, claims({ uti: undefined, jti: 'jwt-id-1', acrs: 'c2' }));
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({ tokenId: 'jwt-id-1', authContexts: ['c2'] });
  });

  it('says which optional claims a token lacks (undefined, not empty)', async () => {
    const token = await sign(keys.tenant.privateKey, claims({ auth_time: undefined, uti: undefined, sid: undefined, roles: undefined }));
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({
      authTime: undefined,
      tokenId: undefined,
      sessionId: undefined,
      roles: undefined,
      groups: undefined,
      authContexts: undefined,
    });
  });

  it('accepts the Bearer scheme in any case', async () => {
    const token = await sign(keys.tenant.privateKey, claims());
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) await expect(verify(`${scheme} ${token}`)).resolves.toMatchObject({ oid: OID });
  });

  it('says when a token has no wids claim (undefined, not an empty list)', async () => {
    const token = await sign(keys.tenant.privateKey, claims({ wids: undefined }));
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({ roleTemplateIds: undefined });
  });

  it('accepts a token that expired within the clock tolerance', async () => {
    const token = await sign(keys.tenant.privateKey, claims({ exp: Math.floor(Date.now() / 1000) - 30 }));
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({ oid: OID });
  });

  const now = () => Math.floor(Date.now() / 1000);
  const rejected: [string, () => Promise<string | null>][] = [
    ['wrong audience', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ aud: 'some-other-app' }))}`],
    ['wrong issuer', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ iss: 'https://login.example/other/v2.0' }))}`],
    ['other tenant', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ tid: '99999999-2222-4333-8444-555555555555' }))}`],
    [
      'expired',
      async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ iat: now() - 7200, nbf: now() - 7200, exp: now() - 3600 }))}`,
    ],
    ['unknown key', async () => `Bearer ${await sign(keys.stranger.privateKey, claims(), 'stranger-key')}`],
    ['forged signature under the tenant key id', async () => `Bearer ${await sign(keys.forger.privateKey, claims())}`],
    ['alg none', async () => `Bearer ${unsigned(claims())}`],
    ['garbage', async () => 'Bearer not.a.token'],
    ['missing header', async () => null],
    ['not a Bearer header', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['no oid', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ oid: undefined }))}`],
    ['no iat', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ iat: undefined }))}`],
    [
      'a wids claim that is not a list of strings',
      async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ wids: 'b79fbf4d-3ef9-4689-8143-76b194e85509' }))}`,
    ],
    ['a roles claim that is not a list', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ roles: 'Year8' }))}`],
    ['an auth_time that is not a number', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ auth_time: 'yesterday' }))}`],
    ['a session id too long to be one', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ sid: 'x'.repeat(500) }))}`],
    ['an empty token id', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ uti: '' }))}`],
    // Access tokens, even for the portal's own client id: a user's (scp), and Entra's idtyp on user and app tokens.
    ['scopes (an access token)', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ scp: 'User.Read' }))}`],
    ['idtyp app (an app token)', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ idtyp: 'app', roles: undefined }))}`],
    ['idtyp user (an access token)', async () => `Bearer ${await sign(keys.tenant.privateKey, claims({ idtyp: 'user' }))}`],
  ];

  it.each(rejected)('rejects a token with %s', async (_label, header) => {
    await expect(verify(await header())).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it('says an access token is not an ID token', async () => {
    const token = await sign(keys.tenant.privateKey, claims({ scp: 'access_as_user' }));
    await expect(verify(`Bearer ${token}`)).rejects.toThrow('The token is not an ID token.');
  });
});
