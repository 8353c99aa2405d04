/**
 * `npm run preview` answers as the deployed host would (see static-web-app-config.ts): each path's
 * headers, and a 404 rather than index.html for a missing file the fallback excludes (an old chunk after
 * a new build), so the e2e suite runs the production build under the production rules.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { STATIC_HOST_CONFIG_PLUGIN_NAME, type StaticHostConfigApi } from '../integrations/static-host-config.ts';
import { fallbackExcluded, headersForPath, rewriteFor, type StaticWebAppConfig } from '../integrations/static-web-app-config.ts';

function isFile(outDir: string, path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false; // Malformed percent-encoding (e.g. /assets/%E0) names no file.
  }
  const file = join(outDir, normalize(decoded));
  return file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
}

export function previewHeaders(hostConfig: () => Promise<StaticWebAppConfig>, outDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    hostConfig()
      .then((config) => {
        const path = new URL(req.url ?? '/', 'https://preview.invalid').pathname;
        // Set before anything answers, so a handler with a stricter policy of its own (the demo sign-in page) wins.
        for (const [name, value] of Object.entries(headersForPath(config, path))) res.setHeader(name, value);
        // A public guide's address answers with its prerendered page, as the host's route rewrites it.
        const rewrite = rewriteFor(config, path);
        if (rewrite && isFile(outDir, rewrite)) req.url = rewrite + new URL(req.url ?? '/', 'https://preview.invalid').search;
        if (fallbackExcluded(config, path) && !isFile(outDir, path)) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
          return;
        }
        next();
      })
      .catch(next);
  };
}

/** `vite preview` only: the static host's headers and 404s, from the build plugin's config. */
export function previewHost(): Plugin {
  return {
    name: 'portal:preview-host',
    // The headers are set before the demo tenant or the static files answer.
    enforce: 'pre',
    configurePreviewServer(server) {
      const api = server.config.plugins.find((p) => p.name === STATIC_HOST_CONFIG_PLUGIN_NAME)?.api as StaticHostConfigApi | undefined;
      if (!api) throw new Error(`The preview server needs the static host config plugin (${STATIC_HOST_CONFIG_PLUGIN_NAME}).`);
      server.middlewares.use(previewHeaders(() => api.hostConfig(), resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
