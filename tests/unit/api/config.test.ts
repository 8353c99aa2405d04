import { describe, expect, it } from 'vitest';
import { passPolicy, readFunctionSettings, storageConnection } from '../../../packages/function-app/src/config';

const TENANT = '11111111-2222-4333-8444-555555555555';
const CLIENT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const base = {
  PORTAL_TENANT_ID: TENANT,
  PORTAL_CLIENT_ID: CLIENT,
  AzureWebJobsStorage: 'DefaultEndpointsProtocol=https;AccountName=x;AccountKey=a2V5',
  TAP_ALLOWED_ROLES: 'Year7, Year8,Year9',
};
const GROUP = '6f1e0000-0000-4000-8000-0000000000aa';

describe('the function settings', () => {
  it('defaults to one pass per 10 minutes, for a sign-in at most 10 minutes old, lasting 60 minutes', () => {
    expect(readFunctionSettings(base)).toMatchObject({ TAP_WINDOW_MINUTES: 10, TAP_SIGN_IN_MAX_AGE_MINUTES: 10, TAP_LIFETIME_MINUTES: 60 });
  });

  it('reads the window and the sign-in age from the app settings', () => {
    expect(readFunctionSettings({ ...base, TAP_WINDOW_MINUTES: '30', TAP_SIGN_IN_MAX_AGE_MINUTES: '5' })).toMatchObject({
      TAP_WINDOW_MINUTES: 30,
      TAP_SIGN_IN_MAX_AGE_MINUTES: 5,
    });
  });

  it('reads the allow-list and the authentication context into the pass policy', () => {
    expect(passPolicy(readFunctionSettings(base))).toEqual({
      signInMaxAgeSeconds: 600,
      allowedRoles: ['Year7', 'Year8', 'Year9'],
      allowedGroups: [],
    });
    expect(
      passPolicy(
        readFunctionSettings({ ...base, TAP_ALLOWED_ROLES: undefined, TAP_ALLOWED_GROUPS: GROUP, TAP_REQUIRED_AUTH_CONTEXT: 'c12' }),
      ),
    ).toEqual({ signInMaxAgeSeconds: 600, allowedRoles: [], allowedGroups: [GROUP], requiredAuthContext: 'c12' });
  });

  it.each([
    [{ TAP_ALLOWED_ROLES: undefined }, 'TAP_ALLOWED_ROLES: set it (e.g. Year3,Year4,...,Year12), or TAP_ALLOWED_GROUPS'],
    [{ TAP_ALLOWED_ROLES: ' , ' }, 'TAP_ALLOWED_ROLES: set it'],
    [{ TAP_ALLOWED_GROUPS: 'Year 8 students' }, 'TAP_ALLOWED_GROUPS: must be group object ids (GUIDs), separated by commas'],
    [{ TAP_REQUIRED_AUTH_CONTEXT: 'mfa' }, 'TAP_REQUIRED_AUTH_CONTEXT: must be an authentication context id, c1 to c99'],
    [{ TAP_WINDOW_MINUTES: '0' }, 'TAP_WINDOW_MINUTES'],
    [{ TAP_SIGN_IN_MAX_AGE_MINUTES: '120' }, 'TAP_SIGN_IN_MAX_AGE_MINUTES'],
    [{ AzureWebJobsStorage: undefined }, 'AzureWebJobsStorage: set it (a connection string), or AzureWebJobsStorage__accountName'],
    [{ AzureWebJobsStorage__tableServiceUri: 'http://x.table.core.windows.net' }, 'AzureWebJobsStorage__tableServiceUri'],
  ])('names a wrong setting: %o', (change, named) => {
    expect(() => readFunctionSettings({ ...base, ...change })).toThrow(named);
  });

  it('reaches storage with a managed identity when the identity-based settings are there, else with the connection string', () => {
    expect(storageConnection(readFunctionSettings(base))).toEqual({ connectionString: base.AzureWebJobsStorage });
    expect(storageConnection(readFunctionSettings({ ...base, AzureWebJobsStorage__accountName: 'schoolfn' }))).toEqual({
      tableServiceUri: 'https://schoolfn.table.core.windows.net',
    });
    expect(
      storageConnection(
        readFunctionSettings({
          ...base,
          AzureWebJobsStorage: undefined,
          AzureWebJobsStorage__tableServiceUri: 'https://schoolfn.table.core.windows.net',
          AzureWebJobsStorage__clientId: CLIENT,
        }),
      ),
    ).toEqual({ tableServiceUri: 'https://schoolfn.table.core.windows.net', managedIdentityClientId: CLIENT });
  });
});
