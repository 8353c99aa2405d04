import type { ContentManifest, GuideEntry } from '../schema/manifest.ts';
import { inAudience, lacksLicence } from './access.ts';
import type { Viewer } from '../../user/viewer.ts';

export interface SetupGuideItem {
  guide: GuideEntry;
  /** The name the previous/next buttons show. */
  name: string;
}

/** The name a guide goes by in the Setup Guide: setupGuideName, else its tile label, else its title. */
export function setupGuideName(guide: Pick<GuideEntry, 'setupGuideName' | 'tile' | 'title'>): string {
  return guide.setupGuideName ?? guide.tile?.label ?? guide.title;
}

/** The Setup Guide's items for this viewer: its sequence, without guides outside their audience or licence. */
export function setupGuideItems(manifest: Pick<ContentManifest, 'guides' | 'setupGuide'>, viewer: Pick<Viewer, 'roles'>): SetupGuideItem[] {
  return manifest.setupGuide.sequence
    .map((id) => manifest.guides.find((g) => g.id === id))
    .filter((g): g is GuideEntry => g !== undefined && inAudience(g, viewer.roles) && !lacksLicence(g, viewer.roles))
    .map((guide) => ({ guide, name: setupGuideName(guide) }));
}

export interface SetupGuideEnds {
  /** The button before the part's first step: to the previous part (null on the first part). */
  before: string | null;
  /** The button after the part's last step: on to the next part, or "Complete" on the last. */
  after: string;
  /** Where "after" goes: the next part's number, or home after the last. */
  afterTarget: { kind: 'item'; item: number } | { kind: 'home' };
}

/**
 * What the Setup Guide's one Next and Previous do past the ends of 1-based part `item`: its steps are walked
 * with Next Step, then Next goes on to the following part, named ("Next: OneDrive"), or home ("Complete").
 */
export function setupGuideEnds(items: readonly SetupGuideItem[], item: number): SetupGuideEnds {
  const previous = item > 1 ? items[item - 2] : undefined;
  const following = items[item];
  return {
    before: previous ? `Previous: ${previous.name}` : null,
    ...(following ? { after: `Next: ${following.name}`, afterTarget: { kind: 'item', item: item + 1 } } : { after: 'Complete', afterTarget: { kind: 'home' } }),
  };
}
