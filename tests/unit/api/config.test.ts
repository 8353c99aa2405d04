import { describe, expect, it } from 'vitest';
import { readFunctionSettings, storageConnection } from '../../../api/src/config';

const TENANT = '11111111-2222-4333-8444-555555555555';
const CLIENT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const base = {
  PORTAL_TENANT_ID: TENANT,
  PORTAL_CLIENT_ID: CLIENT,
  AzureWebJobsStorage: 'DefaultEndpointsProtocol=https;AccountName=x;AccountKey=a2V5',
};

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

  it.each([
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
