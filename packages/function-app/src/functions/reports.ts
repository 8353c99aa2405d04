/**
 * Azure Functions v4 registrations of the report functions, beside the pass function in the same Function
 * App: `POST /api/reports` ("This step didn't work", and searches that found nothing), `GET
 * /api/guideHealth` (the staff page), and a daily clean-up of reports older than REPORTS_KEEP_DAYS (30 days by default). The same
 * ID token check as the pass function (id-token.ts, against the tenant's keys), and the same storage
 * account. Without their settings (REPORTS_SALT above all) the routes answer 503 `not_configured` and the
 * log says what to set; the pass function is not held up by them.
 */
import { app, type HttpRequest, type HttpResponseInit, type InvocationContext } from '@azure/functions';
import { DefaultAzureCredential } from '@azure/identity';
import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import { createRemoteJWKSet } from 'jose';
import { clientAddressOf } from '../client-address.ts';
import { storageConnection } from '../config.ts';
import { deadlineIn, storageCalls } from '../deadline.ts';
import { guideHealthHandler, privacyOf } from '../guide-health.ts';
import { createIdTokenVerifier } from '../id-token.ts';
import { openTable } from '../open-table.ts';
import { notConfigured } from '../report-answers.ts';
import { healthReaders, readReportSettings } from '../report-config.ts';
import { fetchedSubjects } from '../report-subjects.ts';
import { dayOf, REPORTS_TABLE, tableReportStore } from '../report-store.ts';
import { recordReportHandler } from '../record-report.ts';
import type { RequestContext } from '../request-audit.ts';
import { tableOnFirstUse } from '../table-storage.ts';

type FetchHandler = (request: Request, context: RequestContext) => Promise<Response>;

const reading = readReportSettings(process.env);

/** One line per event, its fields as JSON, so Log Analytics can parse them. */
const logTo = (context: InvocationContext) => (message: string, fields?: Record<string, string | number>) =>
  context.log(fields ? `${message} ${JSON.stringify(fields)}` : message);

function wire(): {
  report: (context: InvocationContext) => FetchHandler;
  health: (context: InvocationContext) => FetchHandler;
  prune: (context: InvocationContext) => Promise<void>;
} {
  if (!reading.ok) {
    const refuse = (context: InvocationContext) => async () => {
      context.error(reading.message);
      return notConfigured();
    };
    return { report: refuse, health: refuse, prune: async (context) => context.error(reading.message) };
  }
  const settings = reading.settings;
  const credential = new DefaultAzureCredential();
  const tenantAuthority = `https://login.microsoftonline.com/${settings.PORTAL_TENANT_ID}`;
  const tenantKeys = createRemoteJWKSet(new URL(`${tenantAuthority}/discovery/v2.0/keys`), { timeoutDuration: 3_000 });
  const verifyIdToken = createIdTokenVerifier(tenantKeys, {
    issuer: `${tenantAuthority}/v2.0`,
    audience: settings.PORTAL_CLIENT_ID,
    tenantId: settings.PORTAL_TENANT_ID,
  });
  const storageCredential = (managedIdentityClientId: string | undefined) =>
    managedIdentityClientId ? new DefaultAzureCredential({ managedIdentityClientId }) : credential;
  // The SDK's own retries are off: every call is bounded and retried within the request's deadline.
  const table = tableOnFirstUse(
    openTable(storageConnection(settings), REPORTS_TABLE, storageCredential, { retryOptions: { maxRetries: 0 } }),
  );
  const store = tableReportStore(table, { salt: settings.REPORTS_SALT, dailyLimit: settings.REPORTS_DAILY_LIMIT });
  const readers = healthReaders(settings);
  // One list for the instance, fetched from the site and kept a while (report-subjects.ts); a failure is logged.
  const subjects = fetchedSubjects(settings.REPORTS_SUBJECTS_URL, {
    onFailure: (error) =>
      console.warn(`Could not read the published guides ${JSON.stringify({ error: error instanceof Error ? error.message : 'unknown' })}`),
  });
  return {
    report: (context) => recordReportHandler({ verifyIdToken, store, subjects, privacy: privacyOf(readers), log: logTo(context) }),
    health: (context) => guideHealthHandler({ verifyIdToken, store, readers, log: logTo(context) }),
    async prune(context) {
      const keepFrom = new Date(Date.now() - settings.REPORTS_KEEP_DAYS * 86_400_000);
      // Its own deadline: a clean-up after a long gap may have many days to delete.
      const deleted = await store.prune(dayOf(keepFrom), storageCalls(deadlineIn(4 * 60_000)));
      context.log(`Guide reports clean-up ${JSON.stringify({ before: dayOf(keepFrom), deleted })}`);
    },
  };
}

const handlers = wire();

async function run(handler: FetchHandler, request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const response = await handler(
    new Request(request.url, {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      // The handler reads at most MAX_REPORT_BYTES of it.
      ...(hasBody ? { body: request.body as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
    } as RequestInit),
    { requestId: context.invocationId, clientAddress: clientAddressOf(request.headers.get('x-forwarded-for')) },
  );
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

app.http('recordReport', {
  methods: [ENDPOINTS.reports.method],
  authLevel: 'anonymous',
  route: ENDPOINTS.reports.route,
  handler: (request, context) => run(handlers.report(context), request, context),
});

app.http('guideHealth', {
  methods: [ENDPOINTS.guideHealth.method],
  authLevel: 'anonymous',
  route: ENDPOINTS.guideHealth.route,
  handler: (request, context) => run(handlers.health(context), request, context),
});

// Every day at 03:15 UTC: reports older than REPORTS_KEEP_DAYS (30 by default) are deleted.
app.timer('pruneReports', { schedule: '0 15 3 * * *', handler: (_timer, context) => handlers.prune(context) });
