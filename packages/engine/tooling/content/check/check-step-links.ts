/**
 * Links to a step of a guide (`/wifi?step=3`), once every guide's steps are known: the step must be one
 * somebody sees. Guides change (a step removed, a platform's steps split off), and a link to a step that
 * is not there lands the reader on the last step instead, with no word of why.
 */
import { visibleSteps } from '../../../src/shared/content/derive/steps.ts';
import type { GuideEntry } from '../../../src/shared/content/schema/manifest.ts';
import { everyAudience } from '../../../src/shared/user/roles.ts';
import { contentDevices, contentRoles } from '../../../src/shared/content/schema/school-context.ts';
import { checkStepLink, type StepLink } from './mdx-links.ts';
import type { ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';

/** The most steps anyone sees of a guide (in one variant, if named and the guide has it); null for a guide without steps. */
export function mostSteps(guide: GuideEntry | undefined, variant: string | null): number | null {
  if (!guide || guide.layout !== 'steps') return null;
  const variants = guide.variants?.some((v) => v.id === variant) ? [variant!] : (guide.variants?.map((v) => v.id) ?? [undefined]);
  let most = 0;
  for (const platform of contentDevices()) {
    for (const roles of everyAudience(contentRoles())) {
      for (const v of variants) most = Math.max(most, visibleSteps(guide, { platform, roles }, v).length);
    }
  }
  return most;
}

export function checkStepLinks(
  guides: readonly GuideEntry[],
  links: readonly { path: string; link: StepLink }[],
  show: ShowPath,
): Problem[] {
  const byRoute = new Map(guides.map((g) => [g.route, g]));
  return links.flatMap(({ path, link }) => {
    const problem = checkStepLink(link, (route, variant) => mostSteps(byRoute.get(route), variant));
    return problem ? [{ file: show(path), line: link.line, ...problem }] : [];
  });
}
