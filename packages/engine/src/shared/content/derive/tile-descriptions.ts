import type { ContentManifest } from '../schema/manifest.ts';

/**
 * Each tile's description by the tile's label (no two tiles share a label: the content check refuses it).
 * The first load's tiles have none; they come with the content's details.
 */
export function tileDescriptions(manifest: Pick<ContentManifest, 'guides' | 'setupGuide' | 'externalTiles'>): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const tile of [manifest.setupGuide.tile, ...manifest.guides.map((g) => g.tile), ...manifest.externalTiles]) {
    if (tile?.description) descriptions.set(tile.label, tile.description);
  }
  return descriptions;
}
