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

export interface SetupGuideNav {
  /** Name on the "previous item" button; null hides it (first item). */
  previous: string | null;
  /** Name on the "next item" button: the next item's name, or "Complete" on the last item. */
  next: string;
  /** Where "next" goes: an item number, or home after the last. */
  nextTarget: { kind: 'item'; item: number } | { kind: 'home' };
}

/** Previous/next for 1-based `item` of `items`. */
export function setupGuideNav(items: readonly SetupGuideItem[], item: number): SetupGuideNav {
  const previous = item > 1 ? (items[item - 2]?.name ?? null) : null;
  const following = items[item];
  return following
    ? { previous, next: following.name, nextTarget: { kind: 'item', item: item + 1 } }
    : { previous, next: 'Complete', nextTarget: { kind: 'home' } };
}
