/**
 * The portal's Vite configuration, made for one school's site: the engine's own app (this package's
 * index.html, redirect.html and src/) built with the school's content. A school never writes a Vite config:
 * `school-portal dev`, `build` and `preview` (cli/) make one here. The Vite root is this package, so the
 * app's files resolve as they are; everything that belongs to the school (its content, its .env files, the
 * build's output and Vite's cache) is under the site folder.
 */
import react from '@vitejs/plugin-react';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, searchForWorkspaceRoot, type InlineConfig, type PluginOption } from 'vite';
import { content } from './content/plugin/plugin.ts';
import { librariesScript } from './integrations/libraries-script.ts';
import { redirectBridgeBuild } from './integrations/redirect-bridge-build.ts';
import { routePreload } from './integrations/route-preload.ts';
import { prerenderPublicGuides } from './integrations/prerender.ts';
import { reportSubjectsFile } from './integrations/report-subjects.ts';
import { serviceWorker } from './integrations/service-worker.ts';
import { staticHostConfig } from './integrations/static-host-config.ts';
import { createDevCertificate } from './dev-server/dev-certificate.ts';
import { previewHost } from './dev-server/preview-headers.ts';
import { schoolAtStart } from './content/check/check-school.ts';
import { demoTenantPlugins } from './dev-server/demo-tenant.ts';

/** This package's folder: the Vite root (index.html, redirect.html, public/, src/). */
export const ENGINE_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface PortalViteOptions {
  /** What Vite is asked to do: serve (the dev server), build, or preview a build. */
  command: 'serve' | 'build' | 'preview';
  /** The school's site folder: .env files and Vite's cache live here. */
  siteDir: string;
  /** The school's content folder (school.yaml, settings.yaml, guides/...). */
  contentDir: string;
  /** Where the build goes, and what `preview` serves. */
  outDir: string;
  /** The dev or preview server's port. */
  port?: number;
  /** Vite's log level; the commands keep the default. */
  logLevel?: InlineConfig['logLevel'];
}

/**
 * The tenant the build signs in to: the build's VITE_TENANT_ID and VITE_CLIENT_ID when set (a deploy
 * workflow's repository variables, or the site's .env files), else school.yaml's tenant, else none (the demo tenant). Vite reads
 * them from the environment, where the app and the security headers both find them.
 */
function takeSchoolTenant(contentDir: string, siteDir: string, mode: string, env: NodeJS.ProcessEnv = process.env): void {
  // The site's .env files count as the build's variables too (Vite reads them with the environment).
  const fromEnv = loadEnv(mode, siteDir, 'VITE_');
  if (fromEnv.VITE_TENANT_ID || fromEnv.VITE_CLIENT_ID) return;
  const tenant = schoolAtStart(contentDir)?.school.tenant;
  if (!tenant) return;
  env.VITE_TENANT_ID = tenant.id;
  env.VITE_CLIENT_ID = tenant.clientId;
}

export async function portalViteConfig(options: PortalViteOptions): Promise<InlineConfig> {
  const { command, contentDir, outDir, siteDir } = options;
  takeSchoolTenant(contentDir, siteDir, command === 'build' ? 'production' : 'development');
  const port = options.port ?? 5173;
  // MSAL needs an https authority, and the demo tenant shares the portal's origin.
  const https = command === 'build' ? undefined : await createDevCertificate();
  const plugins: PluginOption[] = [
    // Content first: it turns MDX into JS that the React plugin then gives Fast Refresh.
    content({ contentDir }),
    react({ include: /\.(mdx|md|tsx|ts|jsx|js)$/ }),
    // Build time: React, the router and MSAL as one classic script, whose compiled code the service worker's
    // cache keeps; it leaves out MSAL's pop-up, broker and code-redemption clients, which the portal never
    // runs, and takes React Router's production build rather than the development one its exports name.
    ...librariesScript(),
    // Build time: security headers into staticwebapp.config.json, and redirect.html built on its own
    // after the app, so its script shares no chunk with the app.
    staticHostConfig(),
    redirectBridgeBuild(),
    // A guide opened by its address asks for its screen's chunks at once, alongside the app's own.
    routePreload(),
    // Build time: each public guide's first screen as HTML, which a phone paints before the app has loaded.
    prerenderPublicGuides({ contentDir }),
    // Build time: the published guides and steps, which the report function checks reports against.
    reportSubjectsFile(),
    // The service worker and web app manifest: offline after one visit.
    serviceWorker(contentDir),
    // Dev and preview servers only: the demo tenant (when installed), and the static host's headers on preview.
    ...(command === 'build' ? [] : await demoTenantPlugins()),
    previewHost(),
  ];
  return {
    configFile: false,
    root: ENGINE_ROOT,
    envDir: siteDir,
    cacheDir: join(siteDir, 'node_modules', '.vite'),
    logLevel: options.logLevel,
    plugins,
    // The content lives outside this package: its compiled MDX imports React's JSX runtime, which must be the
    // app's own copy.
    resolve: { dedupe: ['react', 'react-dom'] },
    // The engine's own files, the school's site (its content, and node_modules where npm put the packages)
    // and the workspace around it: an explicit list, since the engine (Vite's root) may sit inside the site.
    server: { port, strictPort: true, https, fs: { allow: [ENGINE_ROOT, siteDir, contentDir, searchForWorkspaceRoot(siteDir)] } },
    preview: { port, strictPort: true, https },
    build: {
      outDir,
      emptyOutDir: true,
      // Content images (tile icons, guide pictures) stay files rather than data: URLs inside the JS: they
      // are cached on their own, lazy images load only when needed, and they are not first-load JS.
      assetsInlineLimit: (file: string) => (file.startsWith(contentDir + sep) ? false : undefined),
      // The budget check (tooling/budgets/) maps chunks to entries and guides with it.
      manifest: true,
      rollupOptions: {
        input: { main: join(ENGINE_ROOT, 'index.html') },
        // Everything the first screen runs, beyond the libraries' classic script, is one chunk. Left to
        // itself, the bundler splits modules that the entry shares with a lazy chunk (audience conditions,
        // the shared UI) into small chunks of their own: more requests, and first-load JS that compresses
        // apart.
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
}
