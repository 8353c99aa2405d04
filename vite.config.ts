import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sep } from 'node:path';
import { resolveContentDir } from './tooling/content/check/content-dir.ts';
import { content } from './tooling/content/plugin/plugin.ts';
import { msalTrim } from './tooling/integrations/msal-trim.ts';
import { redirectBridgeBuild } from './tooling/integrations/redirect-bridge-build.ts';
import { routerProduction } from './tooling/integrations/router-production.ts';
import { routePreload } from './tooling/integrations/route-preload.ts';
import { serviceWorker } from './tooling/integrations/service-worker.ts';
import { staticHostConfig } from './tooling/integrations/static-host-config.ts';
import { demoTenant } from './tooling/dev-server/demo-tenant/plugin.ts';
import { createDevCertificate } from './tooling/dev-server/dev-certificate.ts';
import { previewHost } from './tooling/dev-server/preview-headers.ts';

export default defineConfig(async ({ command }) => {
  const port = Number(process.env.PORT ?? 5173);
  // MSAL needs an https authority, and the demo tenant shares the portal's origin.
  const https = command === 'serve' ? await createDevCertificate() : undefined;
  const contentDir = resolveContentDir();
  return {
    plugins: [
      // Content first: it turns MDX into JS that the React plugin then gives Fast Refresh.
      content(),
      react({ include: /\.(mdx|md|tsx|ts|jsx|js)$/ }),
      // Build time: MSAL's pop-up, broker and code-redemption clients, which the portal never runs, left out.
      msalTrim(),
      // Build time: React Router's production build rather than the development one its exports name.
      routerProduction(),
      // Build time: security headers into staticwebapp.config.json, and redirect.html built on its own
      // after the app, so its script shares no chunk with the app.
      staticHostConfig(),
      redirectBridgeBuild(),
      // A guide opened by its address asks for its screen's chunks at once, alongside the app's own.
      routePreload(),
      // The service worker and web app manifest: offline after one visit.
      serviceWorker(),
      // Dev and preview servers only: the demo tenant, and the static host's headers on `vite preview`.
      demoTenant(),
      previewHost(),
    ],
    // Content may live outside the project (PORTAL_CONTENT_DIR): its compiled MDX imports React's JSX
    // runtime, which must come from the project's node_modules.
    resolve: { dedupe: ['react', 'react-dom'] },
    server: { port, strictPort: true, https },
    preview: { port, strictPort: true, https },
    build: {
      // React, the router and MSAL are one first-load chunk by design.
      chunkSizeWarningLimit: 700,
      // Content images (tile icons, guide pictures) stay files rather than data: URLs inside the JS: they
      // are cached on their own, lazy images load only when needed, and they are not first-load JS.
      assetsInlineLimit: (file: string) => (file.startsWith(contentDir + sep) ? false : undefined),
      // The budget check (scripts/check-budgets.ts) maps chunks to entries and guides with it.
      manifest: true,
      rollupOptions: {
        input: { main: 'index.html' },
        // Everything the first screen runs is one chunk. Left to itself, the bundler splits modules that the
        // entry shares with a lazy chunk (React, the JSX runtime, audience conditions) into small chunks of
        // their own: more requests, and about 1 kB more first-load JS (gzip) that compresses apart.
        // The derivations that both the guide screens and home's marks (after the first screen) use are one
        // chunk: left to itself the bundler makes a chunk of each set of modules shared alike, and a guide's
        // cold load then waits on three more requests.
        output: {
          codeSplitting: {
            groups: [
              { name: 'main', tags: ['$initial' as const] },
              { name: 'derive', test: /src[\\/]shared[\\/](progress|content[\\/]derive)[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
