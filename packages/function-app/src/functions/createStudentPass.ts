/**
 * Azure Functions v4 registration of `POST /api/createStudentPass`: a member of staff gives a student a
 * Temporary Access Pass (create-student-pass.ts). The same credential (a managed identity, or the
 * AZURE_CLIENT_ID / AZURE_CLIENT_SECRET / AZURE_TENANT_ID settings) reaches Graph, with the application
 * permissions student-pass-graph.ts names; the tables are in the Function App's own storage account.
 * Without its settings (STAFF_TAP_STUDENT_LICENCES above all) the route answers 503 `not_configured` and
 * the log says what to set; the other routes are not held up by it.
 */
import { app, type HttpRequest, type HttpResponseInit, type InvocationContext } from '@azure/functions';
import { DefaultAzureCredential } from '@azure/identity';
import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import { createRemoteJWKSet } from 'jose';
import { tableAuditLog } from '../audit-log.ts';
import { clientAddressOf } from '../client-address.ts';
import { storageConnection } from '../config.ts';
import { createStudentPassHandler } from '../create-student-pass.ts';
import { createIdTokenVerifier } from '../id-token.ts';
import { openTable } from '../open-table.ts';
import type { RequestContext } from '../request-audit.ts';
import { notConfigured } from '../student-pass-answers.ts';
import { readStudentPassSettings, studentPassPolicy } from '../student-pass-config.ts';
import { createStudentPassGraph } from '../student-pass-graph.ts';
import { STUDENT_PASS_LIMITS_TABLE, tableStudentPassLimits } from '../student-pass-limits.ts';
import { STUDENT_PASS_AUDIT_TABLE, tableOnFirstUse } from '../table-storage.ts';

type FetchHandler = (request: Request, context: RequestContext) => Promise<Response>;

const reading = readStudentPassSettings(process.env);

/** One line per event, its fields as JSON, so Log Analytics can parse them. */
const logTo = (context: InvocationContext) => (message: string, fields?: Record<string, string | number>) =>
  context.log(fields ? `${message} ${JSON.stringify(fields)}` : message);

function wire(): (context: InvocationContext) => FetchHandler {
  if (!reading.ok) {
    return (context) => async () => {
      context.error(reading.message);
      return notConfigured();
    };
  }
  const settings = reading.settings;
  const credential = new DefaultAzureCredential();
  const tenantAuthority = `https://login.microsoftonline.com/${settings.PORTAL_TENANT_ID}`;
  // The key fetch gives up well within the request's deadline.
  const tenantKeys = createRemoteJWKSet(new URL(`${tenantAuthority}/discovery/v2.0/keys`), { timeoutDuration: 3_000 });
  const verifyIdToken = createIdTokenVerifier(tenantKeys, {
    issuer: `${tenantAuthority}/v2.0`,
    audience: settings.PORTAL_CLIENT_ID,
    tenantId: settings.PORTAL_TENANT_ID,
  });
  const graph = createStudentPassGraph({
    graphBaseUrl: 'https://graph.microsoft.com/v1.0',
    getAppToken: async (abortSignal) => (await credential.getToken('https://graph.microsoft.com/.default', { abortSignal })).token,
  });
  const storageCredential = (managedIdentityClientId: string | undefined) =>
    managedIdentityClientId ? new DefaultAzureCredential({ managedIdentityClientId }) : credential;
  // The SDK's own retries are off: every call is bounded and retried within the request's deadline.
  const open = (name: string) =>
    tableOnFirstUse(openTable(storageConnection(settings), name, storageCredential, { retryOptions: { maxRetries: 0 } }));
  const limits = tableStudentPassLimits(open(STUDENT_PASS_LIMITS_TABLE), {
    studentWindowSeconds: settings.STAFF_TAP_STUDENT_WINDOW_MINUTES * 60,
    staffPerHour: settings.STAFF_TAP_PER_STAFF_PER_HOUR,
  });
  const audit = tableAuditLog(open(STUDENT_PASS_AUDIT_TABLE));
  const policy = studentPassPolicy(settings);
  return (context) => createStudentPassHandler({ verifyIdToken, graph, limits, audit, policy, log: logTo(context) });
}

const handler = wire();

async function run(handle: FetchHandler, request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> {
  const response = await handle(
    new Request(request.url, {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      // The handler reads at most 1 kB of it.
      ...(request.body !== null ? { body: request.body as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
    } as RequestInit),
    { requestId: context.invocationId, clientAddress: clientAddressOf(request.headers.get('x-forwarded-for')) },
  );
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

app.http('createStudentPass', {
  methods: [ENDPOINTS.createStudentPass.method],
  authLevel: 'anonymous',
  route: ENDPOINTS.createStudentPass.route,
  handler: (request, context) => run(handler(context), request, context),
});
