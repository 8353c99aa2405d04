import type { ContentIndex } from '../schema/manifest.ts';

/** The routes the portal's own screens link to: guides in content/guides/ (help, password). */
export const HELP_ROUTE = '/help';
export const CHANGE_PASSWORD_ROUTE = '/password';

export type ContentRoute = { path: string; kind: 'guide'; guideId: string } | { path: string; kind: 'setup-guide' };

/** Every route the content defines: each guide's, and the Setup Guide's. */
export function contentRoutes(manifest: Pick<ContentIndex, 'guides' | 'setupGuide'>): ContentRoute[] {
  return [
    { path: manifest.setupGuide.route, kind: 'setup-guide' },
    ...manifest.guides.map((g) => ({ path: g.route, kind: 'guide' as const, guideId: g.id })),
  ];
}
