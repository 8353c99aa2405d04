import { describe, expect, it } from 'vitest';
import { ConfigError, readPortalConfig } from '../../../packages/engine/src/shared/config/env';
import { DEMO_CLIENT_ID, DEMO_TENANT_ID } from '../../../packages/engine/src/shared/config/demo-tenant';

const origin = 'https://localhost:5173';
const tenant = '11111111-2222-4333-8444-555555555555';
const client = '66666666-7777-4888-8999-aaaaaaaaaaaa';

describe('readPortalConfig', () => {
  it('targets the demo tenant on this origin when nothing is configured', () => {
    expect(readPortalConfig({}, origin)).toEqual({
      mode: 'demo',
      tenantId: DEMO_TENANT_ID,
      clientId: DEMO_CLIENT_ID,
      authority: 'https://localhost:5173/demo-tenant',
      knownAuthorities: ['localhost:5173'],
      graphBaseUrl: 'https://localhost:5173/graph/v1.0',
    });
  });

  it('treats empty values as unset', () => {
    expect(readPortalConfig({ VITE_TENANT_ID: '', VITE_CLIENT_ID: ' ' }, origin).mode).toBe('demo');
  });

  it('targets Entra ID and Graph when both ids are set', () => {
    expect(readPortalConfig({ VITE_TENANT_ID: tenant, VITE_CLIENT_ID: client }, origin)).toEqual({
      mode: 'entra',
      tenantId: tenant,
      clientId: client,
      authority: `https://login.microsoftonline.com/${tenant}`,
      knownAuthorities: [],
      graphBaseUrl: 'https://graph.microsoft.com/v1.0',
    });
  });

  it('refuses half a configuration, saying what to do', () => {
    expect(() => readPortalConfig({ VITE_TENANT_ID: tenant }, origin)).toThrow(
      /Set both VITE_TENANT_ID and VITE_CLIENT_ID to use your school tenant, or neither/,
    );
  });

  it('lists every malformed id at once', () => {
    try {
      readPortalConfig({ VITE_TENANT_ID: 'school.example', VITE_CLIENT_ID: 'abc' }, origin);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'VITE_TENANT_ID must be a GUID such as 00000000-0000-0000-0000-000000000000',
        'VITE_CLIENT_ID must be a GUID such as 00000000-0000-0000-0000-000000000000',
      ]);
    }
  });
});
