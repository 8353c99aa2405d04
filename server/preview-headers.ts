/**
 * `npm run preview` answers as the deployed host would (see static-web-app-config.ts): each path's
 * headers, and a 404 rather than index.html for a missing file the fallback excludes (an old chunk after
 * a new build), so the e2e suite runs the production build under the production rules.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Connect } from 'vite';
import { fallbackExcluded, headersForPath, type StaticWebAppConfig } from './static-web-app-config.ts';

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
    hostConfig().then((config) => {
      const path = new URL(req.url ?? '/', 'https://preview.invalid').pathname;
      // Set before anything answers, so a handler with a stricter policy of its own (the demo sign-in page) wins.
      for (const [name, value] of Object.entries(headersForPath(config, path))) res.setHeader(name, value);
      if (fallbackExcluded(config, path) && !isFile(outDir, path)) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
        return;
      }
      next();
    }).catch(next);
  };
}
