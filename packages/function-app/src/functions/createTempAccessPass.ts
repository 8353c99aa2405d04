/**
 * Azure Functions v4 registrations: `GET /api/createTempAccessPass` and `POST /api/signOut`. Thin on
 * purpose; the handlers hold the logic and are tested on their own. One credential (@azure/identity: a
 * managed identity, or the AZURE_CLIENT_ID / AZURE_CLIENT_SECRET / AZURE_TENANT_ID settings) reaches Graph;
 * the tables are in the Function App's own storage account (AzureWebJobsStorage, or its identity-based form).
 */
import { app, type HttpRequest, type HttpResponseInit, type InvocationContext } from '@azure/functions';
import { DefaultAzureCredential } from '@azure/identity';
import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import { createRemoteJWKSet } from 'jose';
import { tableAuditLog } from '../audit-log.ts';
import { passPolicy, readFunctionSettings, storageConnection } from '../config.ts';
import { createTempAccessPassHandler } from '../create-temp-access-pass.ts';
import { createTapCreator } from '../graph-temporary-access-pass.ts';
import { createIdTokenVerifier } from '../id-token.ts';
import { memorySeconds } from '../pass-policy.ts';
import { tablePassWindows } from '../pass-windows.ts';
import { openTable } from '../open-table.ts';
import { recordSignOutHandler } from '../record-sign-out.ts';
import { PASS_AUDIT_TABLE, PASS_WINDOWS_TABLE, STUDENT_PASS_AUDIT_TABLE, tableOnFirstUse } from '../table-storage.ts';
import { deadlineIn, storageCalls } from '../deadline.ts';
import { dayOf } from '../report-store.ts';
import { clientAddressOf } from '../client-address.ts';

const settings = readFunctionSettings(process.env);
const policy = passPolicy(settings);
const credential = new DefaultAzureCredential();
const tenantAuthority = `https://login.microsoftonline.com/${settings.PORTAL_TENANT_ID}`;

// The key fetch gives up well within the request's deadline.
const tenantKeys = createRemoteJWKSet(new URL(`${tenantAuthority}/discovery/v2.0/keys`), { timeoutDuration: 3_000 });
const tokenPolicy = { issuer: `${tenantAuthority}/v2.0`, audience: settings.PORTAL_CLIENT_ID, tenantId: settings.PORTAL_TENANT_ID };
const verifyIdToken = createIdTokenVerifier(tenantKeys, tokenPolicy);
// Sign out may send a token that expired while the person read a guide: accepted for a day, the lifetime
// of the refresh token that could have made a newer one.
const verifySignOutToken = createIdTokenVerifier(tenantKeys, { ...tokenPolicy, clockToleranceSeconds: 24 * 60 * 60 });

const createTemporaryAccessPass = createTapCreator({
  graphBaseUrl: 'https://graph.microsoft.com/v1.0',
  getAppToken: async (abortSignal) => (await credential.getToken('https://graph.microsoft.com/.default', { abortSignal })).token,
  lifetimeInMinutes: settings.TAP_LIFETIME_MINUTES,
});

const storage = storageConnection(settings);
const storageCredential = (managedIdentityClientId: string | undefined) =>
  managedIdentityClientId ? new DefaultAzureCredential({ managedIdentityClientId }) : credential;
// The SDK's own retries are off: the handlers' storage calls time each attempt and retry within the
// request's deadline (deadline.ts), which the SDK's policy knows nothing of.
const tableOptions = { retryOptions: { maxRetries: 0 } };
const passWindows = tablePassWindows(tableOnFirstUse(openTable(storage, PASS_WINDOWS_TABLE, storageCredential, tableOptions)), {
  windowSeconds: settings.TAP_WINDOW_MINUTES * 60,
  memorySeconds: memorySeconds(policy),
});
const audit = tableAuditLog(tableOnFirstUse(openTable(storage, PASS_AUDIT_TABLE, storageCredential, tableOptions)));
// The audit of passes staff give students is in the same account: pruned here, with the same retention.
const studentPassAudit = tableAuditLog(tableOnFirstUse(openTable(storage, STUDENT_PASS_AUDIT_TABLE, storageCredential, tableOptions)));

/** One line per event, its fields as JSON, so Log Analytics can parse them (`parse_json`). */
const logTo = (context: InvocationContext) => (message: string, fields?: Record<string, string | number>) =>
  context.log(fields ? `${message} ${JSON.stringify(fields)}` : message);

const passHandler = (log: ReturnType<typeof logTo>) =>
  createTempAccessPassHandler({ verifyIdToken, createTemporaryAccessPass, passWindows, audit, policy, log });
const signOutHandler = (log: ReturnType<typeof logTo>) =>
  recordSignOutHandler({ verifyIdToken: verifySignOutToken, passWindows, audit, log });

async function run(
  handler: (request: Request, context: { requestId: string; clientAddress?: string }) => Promise<Response>,
  request: HttpRequest,
  context: InvocationContext,
): Promise<HttpResponseInit> {
  const response = await handler(new Request(request.url, { method: request.method, headers: Object.fromEntries(request.headers) }), {
    requestId: context.invocationId,
    clientAddress: clientAddressOf(request.headers.get('x-forwarded-for')),
  });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

app.http('createTempAccessPass', {
  methods: [ENDPOINTS.createTempAccessPass.method],
  authLevel: 'anonymous',
  route: ENDPOINTS.createTempAccessPass.route,
  handler: (request, context) => run(passHandler(logTo(context)), request, context),
});

app.http('recordSignOut', {
  methods: [ENDPOINTS.signOut.method],
  authLevel: 'anonymous',
  route: ENDPOINTS.signOut.route,
  handler: (request, context) => run(signOutHandler(logTo(context)), request, context),
});

// Every day at 03:30 UTC: audit rows older than AUDIT_RETENTION_DAYS (90 by default) are deleted, in both
// pass audit tables, each within its own deadline (a clean-up after a long gap may have many days).
app.timer('pruneAudit', {
  schedule: '0 30 3 * * *',
  handler: async (_timer, context) => {
    const before = dayOf(new Date(Date.now() - settings.AUDIT_RETENTION_DAYS * 86_400_000));
    for (const [table, log] of [
      [PASS_AUDIT_TABLE, audit],
      [STUDENT_PASS_AUDIT_TABLE, studentPassAudit],
    ] as const) {
      const deleted = await log.prune(before, storageCalls(deadlineIn(2 * 60_000)));
      context.log(`Audit clean-up ${JSON.stringify({ table, before, deleted })}`);
    }
  },
});
