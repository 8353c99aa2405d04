/**
 * Azure Functions v4 registration: `GET /api/createTempAccessPass`. Thin on purpose; the handler holds the
 * logic and is tested on its own. The app's credential comes from @azure/identity (a managed identity, or
 * the AZURE_CLIENT_ID / AZURE_CLIENT_SECRET / AZURE_TENANT_ID settings).
 */
import { app, type HttpRequest, type HttpResponseInit, type InvocationContext } from '@azure/functions';
import { DefaultAzureCredential } from '@azure/identity';
import { createRemoteJWKSet } from 'jose';
import { readFunctionSettings } from '../config.ts';
import { createTempAccessPassHandler } from '../create-temp-access-pass.ts';
import { createTapCreator } from '../graph-temporary-access-pass.ts';
import { createIdTokenVerifier } from '../id-token.ts';

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

app.http('createTempAccessPass', {
  methods: ['GET'],
  authLevel: 'anonymous',
  route: 'createTempAccessPass',
  handler: async (request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> => {
    const handle = createTempAccessPassHandler({
      verifyIdToken,
      createTemporaryAccessPass,
      log: (message, fields) => context.log(message, fields ?? {}),
    });
    const response = await handle(new Request(request.url, { method: request.method, headers: Object.fromEntries(request.headers) }));
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  },
});
