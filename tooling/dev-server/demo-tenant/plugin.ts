/**
 * Vite plugin that hosts the embedded demo tenant on the dev and preview servers (never in a build):
 * the OpenID provider, our sign-in page, the Graph emulator and the cloud function, all on the portal's
 * own https origin.
 */
import { createLocalJWKSet } from 'jose';
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createTempAccessPassHandler } from '../../../api/src/create-temp-access-pass.ts';
import { createIdTokenVerifier } from '../../../api/src/id-token.ts';
import { DEMO_CLIENT_ID, DEMO_GRAPH_PATH, DEMO_PROVIDER_PATH, DEMO_TENANT_ID, REDIRECT_BRIDGE_PATH } from '../../../src/shared/config/demo-tenant.ts';
import { createAccessTokenVerifier } from './access-token.ts';
import { fetchHandlerMiddleware } from './fetch-adapter.ts';
import { createGraphEmulatorState, graphEmulator, requestOrigin } from './graph-emulator.ts';
import { createDemoProvider } from './provider.ts';
import { signInHandler } from './signin-page.ts';
import { TemporaryAccessPasses } from './temporary-access-passes.ts';

const INTERACTION_PATH = `${DEMO_PROVIDER_PATH}/interaction`;
/** Where the demo serves the cloud function; the settings file's demo `temporaryAccessPass.functionUrl` is `/api`. */
const FUNCTION_PATH = '/api/createTempAccessPass';

async function mountDemoTenant(middlewares: Connect.Server, port: number): Promise<void> {
  const origin = `https://localhost:${port}`;
  const appOrigins = [origin, `https://127.0.0.1:${port}`];
  const issuer = `${origin}${DEMO_PROVIDER_PATH}`;
  const graphAudience = `${origin}${DEMO_GRAPH_PATH}`;
  const { provider, publicJwks } = await createDemoProvider({
    issuer,
    appOrigins,
    graphAudience,
    interactionPath: INTERACTION_PATH,
  });
  const verify = createAccessTokenVerifier(publicJwks, issuer, graphAudience);
  const passes = new TemporaryAccessPasses();

  // The same handler as the Function App, validating ID tokens against the demo provider's keys. In the
  // demo the pass comes straight from the tenant's store instead of through an app-only Graph token.
  const createPass = fetchHandlerMiddleware(
    createTempAccessPassHandler({
      verifyIdToken: createIdTokenVerifier(createLocalJWKSet(publicJwks), { issuer, audience: DEMO_CLIENT_ID, tenantId: DEMO_TENANT_ID }),
      createTemporaryAccessPass: async (userId) => passes.create(userId).temporaryAccessPass,
    }),
    (req) => requestOrigin(req, appOrigins),
  );

  // The redirect bridge receives the authorisation code: never cache it.
  middlewares.use(REDIRECT_BRIDGE_PATH, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  middlewares.use(INTERACTION_PATH, signInHandler(provider, INTERACTION_PATH));
  middlewares.use(DEMO_PROVIDER_PATH, provider.callback());
  middlewares.use(DEMO_GRAPH_PATH, graphEmulator(verify, createGraphEmulatorState(passes), appOrigins, DEMO_GRAPH_PATH));
  middlewares.use(FUNCTION_PATH, (req, res, next) => {
    // Mounted by prefix: only the exact path is the function.
    if ((req.url ?? '/').split('?')[0] !== '/') return next();
    createPass(req, res, next);
  });
}

export function demoTenant(): Plugin {
  return {
    name: 'portal:demo-tenant',
    apply: 'serve',
    async configureServer(server: ViteDevServer) {
      await mountDemoTenant(server.middlewares, server.config.server.port ?? 5173);
    },
    async configurePreviewServer(server: PreviewServer) {
      await mountDemoTenant(server.middlewares, server.config.preview.port ?? 4173);
    },
  };
}
