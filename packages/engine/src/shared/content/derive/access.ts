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

export type GuideAccess =
  | { kind: 'ok' }
  | { kind: 'unlicensed'; message: string }
  | { kind: 'unsupported-platform'; message: string }
  | { kind: 'other-owner'; message: string };

/**
 * Inside its audience, whether the viewer may follow a guide: not licensed, on a platform it does not
 * cover, or on a device whose owner it is not for (once they have said whose it is), shows only the
 * guide's message.
 */
export function guideAccess(
  guide: Pick<GuideEntry, 'licence' | 'platforms' | 'ownership'>,
  viewer: Pick<Viewer, 'platform' | 'roles' | 'owner'>,
): GuideAccess {
  if (lacksLicence(guide, viewer.roles)) return { kind: 'unlicensed', message: guide.licence.message };
  if (guide.platforms && !guide.platforms.supported.includes(viewer.platform)) {
    return { kind: 'unsupported-platform', message: guide.platforms.message };
  }
  if (guide.ownership && viewer.owner && viewer.owner !== guide.ownership.only) {
    return { kind: 'other-owner', message: guide.ownership.message };
  }
  return { kind: 'ok' };
}

/** Whether a guide is only for one owner's devices and the viewer has not yet said whose theirs is. */
export function asksOwner(guide: Pick<GuideEntry, 'ownership'>, viewer: Pick<Viewer, 'owner'>): boolean {
  return !!guide.ownership && !viewer.owner;
}
