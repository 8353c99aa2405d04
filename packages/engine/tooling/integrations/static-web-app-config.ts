/**
 * The deployed site's `staticwebapp.config.json` (Azure Static Web Apps), and the headers it gives a path,
 * so `npm run preview` can apply exactly what the host will. Pure: the plugin writes and serves it.
 */
import { REDIRECT_BRIDGE_PATH } from '../../src/shared/config/demo-tenant.ts';
import type { SecurityHeaders } from './security-headers.ts';
import { prerenderedFile } from './prerender-routes.ts';
import { SERVICE_WORKER_FILE } from './service-worker.ts';

export interface StaticWebAppRoute {
  route: string;
  headers?: Record<string, string>;
  /** The file the host answers this path with, as the navigation fallback does with index.html. */
  rewrite?: string;
}

export interface StaticWebAppConfig {
  routes: StaticWebAppRoute[];
  navigationFallback: { rewrite: string; exclude: string[] };
  globalHeaders: Record<string, string>;
  mimeTypes: Record<string, string>;
}

/**
 * Paths that must never get index.html instead: the redirect bridge (MSAL must get the bridge or an
 * error, never the whole portal in its hidden frame), the build's hashed files and images (a missing
 * chunk must fail as a 404 so the portal can offer a retry, not parse HTML as JavaScript), the school's
 * pictures, and any other static file.
 */
export const FALLBACK_EXCLUDES = [
  REDIRECT_BRIDGE_PATH,
  '/assets/*',
  '/images/*',
  '/brand/*',
  '/*.{js,mjs,css,map,json,webmanifest,txt,xml,ico,png,jpg,jpeg,gif,svg,webp,avif,woff,woff2}',
];

/** `prerendered`: the public guides' addresses, each answered with its prerendered page. */
export function staticWebAppConfig(headers: SecurityHeaders, prerendered: readonly string[] = []): StaticWebAppConfig {
  // A route's headers are added to the global ones; an empty value removes a global header.
  const removed = Object.fromEntries(
    Object.keys(headers.global)
      .filter((name) => !(name in headers.bridge))
      .map((name) => [name, '']),
  );
  return {
    routes: [
      { route: REDIRECT_BRIDGE_PATH, headers: { ...removed, ...headers.bridge } },
      // The browser must see a new service worker as soon as it is deployed, so never from a cache.
      { route: `/${SERVICE_WORKER_FILE}`, headers: { 'Cache-Control': 'no-cache' } },
      ...prerendered.map((route) => ({ route, rewrite: prerenderedFile(route) })),
    ],
    navigationFallback: { rewrite: '/index.html', exclude: FALLBACK_EXCLUDES },
    globalHeaders: headers.global,
    // Content images may be AVIF or WebP; with nosniff the browser needs the right type.
    mimeTypes: { '.avif': 'image/avif', '.webp': 'image/webp', '.webmanifest': 'application/manifest+json' },
  };
}

/**
 * Whether a Static Web Apps pattern matches a path: exact, or a prefix then `*` at the end, optionally
 * filtered by extension (`/images/*.{png,jpg}`), the only forms this config uses.
 */
export function patternMatches(pattern: string, path: string): boolean {
  const star = pattern.indexOf('*');
  if (star === -1) return pattern === path;
  const rest = pattern.slice(star + 1);
  const extensions = /^\.\{(.+)\}$/.exec(rest)?.[1]?.split(',') ?? (rest ? [rest.slice(1)] : null);
  const extension = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase();
  return path.startsWith(pattern.slice(0, star)) && (extensions === null || (extension !== undefined && extensions.includes(extension)));
}

/** The file the host answers this path with instead, if a route rewrites it. */
export function rewriteFor(config: StaticWebAppConfig, path: string): string | undefined {
  return config.routes.find((r) => r.rewrite !== undefined && patternMatches(r.route, path))?.rewrite;
}

/** Whether a request for a missing file at this path gets a 404 rather than the portal's index.html. */
export function fallbackExcluded(config: StaticWebAppConfig, path: string): boolean {
  return config.navigationFallback.exclude.some((pattern) => patternMatches(pattern, path));
}

/**
 * The headers Static Web Apps sends for a path: the global headers, then the first matching route's
 * headers on top, with empty values removing a header.
 */
export function headersForPath(config: StaticWebAppConfig, path: string): Record<string, string> {
  const route = config.routes.find((r) => patternMatches(r.route, path));
  const merged: Record<string, string> = { ...config.globalHeaders, ...route?.headers };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
}
