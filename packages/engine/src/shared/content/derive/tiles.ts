import { conditionMatches } from '../schema/condition.ts';
import type { ContentIndex } from '../schema/manifest.ts';
import { inAudience } from './access.ts';

export interface HomeTile {
  label: string;
  icon: string;
  /** A route for internal tiles, an https address for external ones. */
  href: string;
  external: boolean;
  order: number;
}

/**
 * The home tiles a user with these roles sees, sorted by order then label. A visitor who has not signed in
 * (`visitor`) sees the public guides' tiles only: no Setup Guide (its parts are personal) and no links out.
 */
export function homeTiles(manifest: ContentIndex, roles: readonly string[], { visitor = false } = {}): HomeTile[] {
  const tiles: HomeTile[] = [];
  const { setupGuide } = manifest;
  if (visitor) {
    for (const guide of manifest.guides) {
      if (guide.tile && guide.public && inAudience(guide, roles)) {
        tiles.push({ label: guide.tile.label, icon: guide.tile.icon, href: guide.route, external: false, order: guide.tile.order });
      }
    }
    return tiles.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
  }
  if (setupGuide.tile && inAudience(setupGuide, roles)) {
    tiles.push({
      label: setupGuide.tile.label,
      icon: setupGuide.tile.icon,
      href: setupGuide.route,
      external: false,
      order: setupGuide.tile.order,
    });
  }
  for (const guide of manifest.guides) {
    if (guide.tile && inAudience(guide, roles)) {
      tiles.push({ label: guide.tile.label, icon: guide.tile.icon, href: guide.route, external: false, order: guide.tile.order });
    }
  }
  for (const tile of manifest.externalTiles) {
    if (tile.url !== null && (!tile.audience || conditionMatches(tile.audience, roles))) {
      tiles.push({ label: tile.label, icon: tile.icon, href: tile.url, external: true, order: tile.order });
    }
  }
  return tiles.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}
