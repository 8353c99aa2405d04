/**
 * Public guides (`public: true` in guide.yaml) open without signing in: a visitor (no account in this tab)
 * reads them, and home with their tiles only. Everything else signs in first. Pure, over the first load's
 * index, so that start-up decides before any screen loads.
 */
import type { GuideSummary } from '../schema/manifest.ts';

/** The addresses of the public guides. */
export function publicRoutes(guides: readonly Pick<GuideSummary, 'route' | 'public'>[]): Set<string> {
  return new Set(guides.filter((g) => g.public).map((g) => g.route));
}

/** Home's address, which a visitor who came to a public guide may open too (their home, with public tiles). */
export const HOME_PATH = '/';

/**
 * Whether a visitor may be at `pathname` without signing in: a public guide's address; home too once they
 * are visiting (`visiting`), but a new tab's home signs in as it always did (most people want their portal).
 */
export function opensWithoutSignIn(publicPaths: ReadonlySet<string>, pathname: string, visiting: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.has(path) || (visiting && path === HOME_PATH);
}
