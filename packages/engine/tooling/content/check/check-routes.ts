/** Checks that no two guides, nor a guide and the Setup Guide, share a route; gives every route a link may use. */
import type { SetupGuideMeta } from '../../../src/shared/content/schema/setup-guide.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { GuideFolder, YamlFile } from './read-content.ts';
import { lineOfPath } from './yaml-lines.ts';

/** The first to claim a route keeps it: the Setup Guide, then the guides in folder order. */
export function checkRoutes(
  setupGuide: YamlFile<SetupGuideMeta> | null,
  guides: readonly GuideFolder[],
  show: ShowPath,
): { routes: Set<string>; problems: Problem[] } {
  const found = new ProblemList(show);
  const owners = new Map<string, string>();
  if (setupGuide?.fields.route) owners.set(setupGuide.fields.route, 'setup-guide.yaml');
  for (const { id, path, fields, text } of guides) {
    const route = fields.route;
    if (route === undefined) continue;
    const owner = owners.get(route);
    if (owner)
      found.add(path, lineOfPath(text, ['route']), `The route ${route} is already used by ${owner}.`, 'Each guide needs its own route.');
    else owners.set(route, `guides/${id}`);
  }
  return { routes: new Set(['/', ...owners.keys()]), problems: found.problems };
}
