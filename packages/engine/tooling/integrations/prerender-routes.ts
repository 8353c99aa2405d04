/**
 * What the build prerenders (prerender.ts) and where: the public guides' addresses (src/shared/content/
 * layouts.ts's isPrerendered), each page's file, and the head script's.
 */
import { isPrerendered } from '../../src/shared/content/layouts.ts';
import type { ContentManifest } from '../../src/shared/content/schema/manifest.ts';

/** The pages' folder in the build. */
export const PRERENDERED_DIR = 'prerendered';
/** The head script's file name starts so (the service worker leaves it, and the pages, out of its precache). */
export const PRERENDERED_SCRIPT_PREFIX = 'assets/prerendered-';

export function prerenderedRoutes(manifest: Pick<ContentManifest, 'guides'>): string[] {
  return manifest.guides.filter(isPrerendered).map((g) => g.route);
}

/** Where the build writes a public guide's prerendered page, which its address is answered with. */
export function prerenderedFile(route: string): string {
  return `/${PRERENDERED_DIR}${route}.html`;
}
