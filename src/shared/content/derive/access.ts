import { conditionMatches } from '../schema/condition.ts';
import type { GuideEntry } from '../schema/manifest.ts';
import type { Viewer } from './viewer.ts';

export type GuideAccess = { kind: 'ok' } | { kind: 'unlicensed'; message: string } | { kind: 'unsupported-platform'; message: string };

/** Whether the viewer may follow a guide: not licensed, or on a platform it does not cover, shows only a message. */
export function guideAccess(guide: Pick<GuideEntry, 'licence' | 'platforms'>, viewer: Pick<Viewer, 'platform' | 'roles'>): GuideAccess {
  if (guide.licence && !conditionMatches(guide.licence.audience, viewer.roles)) {
    return { kind: 'unlicensed', message: guide.licence.message };
  }
  if (guide.platforms && !guide.platforms.supported.includes(viewer.platform)) {
    return { kind: 'unsupported-platform', message: guide.platforms.message };
  }
  return { kind: 'ok' };
}
