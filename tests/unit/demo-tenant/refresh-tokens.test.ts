import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Provider from 'oidc-provider';
import { DEMO_CLIENT_ID } from '../../../packages/engine/src/shared/config/demo-tenant';
import { demoAccounts } from '../../../packages/demo-tenant/src/directory';
import { createDemoProvider } from '../../../packages/demo-tenant/src/provider';

let server: Server;
let issuer: string;
let provider: Provider;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  ({ provider } = await createDemoProvider({
    issuer,
    appOrigins: ['https://localhost:1'],
    graphAudience: 'https://localhost:1/graph',
    interactionPath: '/interaction',
    portalName: 'Test Portal',
  }));
  server.on('request', provider.callback());
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A refresh token of a sign-in by Ava, as the provider keeps one after the code exchange. */
async function refreshTokenOfASignIn(): Promise<string> {
  const account = demoAccounts[0]!;
  const client = await provider.Client.find(DEMO_CLIENT_ID);
  const grant = new provider.Grant({ accountId: account.oid, clientId: DEMO_CLIENT_ID });
  grant.addOIDCScope('openid profile offline_access');
  const grantId = await grant.save();
  const token = new provider.RefreshToken({
    accountId: account.oid,
    client: client!,
    grantId,
    scope: 'openid profile offline_access',
    gty: 'authorization_code',
    authTime: Math.floor(Date.now() / 1000),
  });
  return token.save();
}

const redeem = async (refreshToken: string) => {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: DEMO_CLIENT_ID,
      scope: 'openid profile offline_access',
    }),
  });
  return { status: response.status, body: (await response.json()) as { id_token?: string; error?: string } };
};

describe("the demo provider's refresh tokens, as Entra's", () => {
  it('redeems the same refresh token again (a tab reopened from the same cache), and the grant survives', async () => {
    const token = await refreshTokenOfASignIn();
    const first = await redeem(token);
    expect(first.status).toBe(200);
    expect(first.body.id_token).toEqual(expect.any(String));
    const again = await redeem(token);
    expect(again).toMatchObject({ status: 200, body: { id_token: expect.any(String) } });
    expect((await redeem(token)).status).toBe(200);
  });

  it('refuses a refresh token it never issued', async () => {
    expect(await redeem('not-a-token')).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});
