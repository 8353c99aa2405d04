/**
 * The portal gives MSAL the demo provider's metadata instead of asking for its discovery document: it must be
 * what the provider itself publishes, or sign-in would go to an address the provider does not answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { msalConfiguration } from '../../../packages/engine/src/app/auth/msal-configuration';
import { readPortalConfig } from '../../../packages/engine/src/shared/config/env';
import { createDemoProvider } from '../../../packages/demo-tenant/src/provider';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('the demo authority metadata', () => {
  it("matches the provider's own discovery document, endpoint for endpoint", async () => {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = readPortalConfig({}, origin);
    const { provider } = await createDemoProvider({
      issuer: config.authority,
      appOrigins: [origin],
      graphAudience: `${origin}/graph`,
      interactionPath: '/interaction',
      portalName: 'Test Portal',
    });
    // Mounted as the dev and preview servers mount it (connect's `use(path, …)` keeps the full path in originalUrl).
    server.on('request', (req, res) => {
      Object.assign(req, { originalUrl: req.url });
      req.url = req.url!.replace(/^\/demo-tenant/, '');
      void provider.callback()(req, res);
    });
    const discovered = (await (await fetch(`${config.authority}/.well-known/openid-configuration`)).json()) as Record<string, string>;

    const given = JSON.parse(msalConfiguration(config, origin).auth.authorityMetadata!) as Record<string, string>;
    expect(Object.keys(given).sort()).toEqual(['authorization_endpoint', 'end_session_endpoint', 'issuer', 'jwks_uri', 'token_endpoint']);
    for (const [name, value] of Object.entries(given)) expect(value, name).toBe(discovered[name]);
  });

  it("is given only for the demo tenant (MSAL knows Entra ID's endpoints)", () => {
    const config = readPortalConfig(
      { VITE_TENANT_ID: 'c1e47000-0000-4000-8000-0000000000aa', VITE_CLIENT_ID: 'c1e47000-0000-4000-8000-0000000000bb' },
      'https://portal.school.example',
    );
    expect(config.mode).not.toBe('demo');
    expect(msalConfiguration(config, 'https://portal.school.example').auth.authorityMetadata).toBeUndefined();
  });
});
