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

/**
 * The Setup Guide's items for this viewer: its sequence, without guides outside their audience or licence,
 * or for the other owner's devices once they have said whose theirs is.
 */
export function setupGuideItems(
  manifest: Pick<ContentManifest, 'guides' | 'setupGuide'>,
  viewer: Pick<Viewer, 'roles' | 'owner'>,
): SetupGuideItem[] {
  const otherOwner = (g: GuideEntry) => !!g.ownership && !!viewer.owner && g.ownership.only !== viewer.owner;
  return manifest.setupGuide.sequence
    .map((id) => manifest.guides.find((g) => g.id === id))
    .filter((g): g is GuideEntry => g !== undefined && inAudience(g, viewer.roles) && !lacksLicence(g, viewer.roles) && !otherOwner(g))
    .map((guide) => ({ guide, name: setupGuideName(guide) }));
}
