/**
 * Azure Functions v4 registration: `GET /api/createTempAccessPass`. Thin on purpose; the handler holds the
 * logic and is tested on its own. One credential (@azure/identity: a managed identity, or the
 * AZURE_CLIENT_ID / AZURE_CLIENT_SECRET / AZURE_TENANT_ID settings) reaches Graph; the tables are in the
 * Function App's own storage account (AzureWebJobsStorage, or its identity-based form).
 */
import { app, type HttpRequest, type HttpResponseInit, type InvocationContext } from '@azure/functions';
import { DefaultAzureCredential } from '@azure/identity';
import { createRemoteJWKSet } from 'jose';
import { tableAuditLog } from '../audit-log.ts';
import { readFunctionSettings, storageConnection } from '../config.ts';
import { createTempAccessPassHandler } from '../create-temp-access-pass.ts';
import { createTapCreator } from '../graph-temporary-access-pass.ts';
import { createIdTokenVerifier } from '../id-token.ts';
import { tablePassWindows } from '../pass-windows.ts';
import { openTable } from '../open-table.ts';
import { PASS_AUDIT_TABLE, PASS_WINDOWS_TABLE, tableOnFirstUse } from '../table-storage.ts';

const settings = readFunctionSettings(process.env);
const credential = new DefaultAzureCredential();
const tenantAuthority = `https://login.microsoftonline.com/${settings.PORTAL_TENANT_ID}`;

const verifyIdToken = createIdTokenVerifier(createRemoteJWKSet(new URL(`${tenantAuthority}/discovery/v2.0/keys`)), {
  issuer: `${tenantAuthority}/v2.0`,
  audience: settings.PORTAL_CLIENT_ID,
  tenantId: settings.PORTAL_TENANT_ID,
});

const createTemporaryAccessPass = createTapCreator({
  graphBaseUrl: 'https://graph.microsoft.com/v1.0',
  getAppToken: async () => (await credential.getToken('https://graph.microsoft.com/.default')).token,
  lifetimeInMinutes: settings.TAP_LIFETIME_MINUTES,
});

const storage = storageConnection(settings);
const storageCredential = (managedIdentityClientId: string | undefined) =>
  managedIdentityClientId ? new DefaultAzureCredential({ managedIdentityClientId }) : credential;
const passWindows = tablePassWindows(
  tableOnFirstUse(openTable(storage, PASS_WINDOWS_TABLE, storageCredential)),
  settings.TAP_WINDOW_MINUTES * 60,
);
const audit = tableAuditLog(tableOnFirstUse(openTable(storage, PASS_AUDIT_TABLE, storageCredential)));

app.http('createTempAccessPass', {
  methods: ['GET'],
  authLevel: 'anonymous',
  route: 'createTempAccessPass',
  handler: async (request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> => {
    const handle = createTempAccessPassHandler({
      verifyIdToken,
      createTemporaryAccessPass,
      passWindows,
      audit,
      signInMaxAgeMinutes: settings.TAP_SIGN_IN_MAX_AGE_MINUTES,
      log: (message, fields) => context.log(message, fields ?? {}),
    });
    const response = await handle(new Request(request.url, { method: request.method, headers: Object.fromEntries(request.headers) }));
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  },
});
