/**
 * Every route of the portal: home, plus each route the content defines (guides, tools, the Setup Guide).
 * History mode; no route has parameters. Adding a guide folder adds its route; no code changes.
 */
import { contentRoutes } from '../shared/content/derive/routes';
import { builtContent } from '../shared/content/content-source';

export const CONTENT_ROUTES = contentRoutes(builtContent.manifest);

/** The paths sign-in may return to (see safe-return-path.ts). */
export const ROUTE_PATHS: ReadonlySet<string> = new Set(['/', ...CONTENT_ROUTES.map((r) => r.path)]);
