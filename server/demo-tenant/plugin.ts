/**
 * Vite plugin that hosts the embedded demo tenant on the dev and preview servers (never in a build):
 * the OpenID provider, our sign-in page and the Graph emulator, all on the portal's own https origin.
 */
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { DEMO_GRAPH_PATH, DEMO_PROVIDER_PATH, REDIRECT_BRIDGE_PATH } from '../../src/config/demo-tenant.ts';
import { createAccessTokenVerifier } from './access-token.ts';
import { graphEmulator } from './graph-emulator.ts';
import { createDemoProvider } from './provider.ts';
import { signInHandler } from './signin-page.ts';

const INTERACTION_PATH = `${DEMO_PROVIDER_PATH}/interaction`;

async function mountDemoTenant(middlewares: Connect.Server, port: number): Promise<void> {
  const origin = `https://localhost:${port}`;
  const issuer = `${origin}${DEMO_PROVIDER_PATH}`;
  const graphAudience = `${origin}${DEMO_GRAPH_PATH}`;
  const { provider, publicJwks } = await createDemoProvider({
    issuer,
    appOrigins: [origin, `https://127.0.0.1:${port}`],
    graphAudience,
    interactionPath: INTERACTION_PATH,
  });
  const verify = createAccessTokenVerifier(publicJwks, issuer, graphAudience);

  // The redirect bridge receives the authorisation code: never cache it.
  middlewares.use(REDIRECT_BRIDGE_PATH, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  middlewares.use(INTERACTION_PATH, signInHandler(provider, INTERACTION_PATH));
  middlewares.use(DEMO_PROVIDER_PATH, provider.callback());
  middlewares.use(DEMO_GRAPH_PATH, graphEmulator(verify));
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
