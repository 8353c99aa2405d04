import { conditionMatches, type Condition } from '../schema/condition.ts';
import type { GuideEntry } from '../schema/manifest.ts';
import type { Viewer } from '../../user/viewer.ts';

/**
 * Whether a guide (or the Setup Guide) is for this viewer at all: its `audience`. Outside it, the guide has
 * no tile, its address says it is not for them, and it is left out of the Setup Guide, search and progress.
 */
export function inAudience(entry: { audience?: Condition }, roles: readonly string[]): boolean {
  return !entry.audience || conditionMatches(entry.audience, roles);
}

type Licensed = Pick<GuideEntry, 'licence'>;

/** Whether a guide needs a licence (its `licence.audience`) that a person with these roles does not hold. */
export function lacksLicence<G extends Licensed>(guide: G, roles: readonly string[]): guide is G & Required<Licensed> {
  return !!guide.licence && !conditionMatches(guide.licence.audience, roles);
}

export type GuideAccess = { kind: 'ok' } | { kind: 'unlicensed'; message: string } | { kind: 'unsupported-platform'; message: string };

/**
 * Inside its audience, whether the viewer may follow a guide: not licensed, or on a platform it does not
 * cover, shows only the guide's message.
 */
export function guideAccess(guide: Pick<GuideEntry, 'licence' | 'platforms'>, viewer: Pick<Viewer, 'platform' | 'roles'>): GuideAccess {
  if (lacksLicence(guide, viewer.roles)) return { kind: 'unlicensed', message: guide.licence.message };
  if (guide.platforms && !guide.platforms.supported.includes(viewer.platform)) {
    return { kind: 'unsupported-platform', message: guide.platforms.message };
  }
  return { kind: 'ok' };
}
