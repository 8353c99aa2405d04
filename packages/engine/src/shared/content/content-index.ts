/**
 * The first load's index of a manifest (see ContentIndex): the content plugin writes it into the first
 * load, and tests and reports derive it the same way. Not imported by the browser, which only reads it.
 */
import { settingAt } from './settings-path.ts';
import type { ContentIndex, ContentManifest } from './schema/manifest.ts';

/** A tile without its description: descriptions come with the details, so that home's first load does not grow with them. */
function withoutDescription<T extends { description?: string }>({ description: _description, ...tile }: T): Omit<T, 'description'> {
  return tile;
}

/** The first load's index of a manifest. */
export function contentIndex(manifest: ContentManifest): ContentIndex {
  const { setupGuide } = manifest;
  return {
    roles: manifest.roles,
    devices: manifest.devices,
    guides: manifest.guides.map(({ id, route, layout, audience, tile, public: open }) => ({
      id,
      route,
      layout,
      ...(audience ? { audience } : {}),
      ...(open ? { public: true } : {}),
      ...(tile ? { tile: withoutDescription(tile) } : {}),
    })),
    setupGuide: setupGuide.tile ? { ...setupGuide, tile: withoutDescription(setupGuide.tile) } : setupGuide,
    externalTiles: manifest.externalTiles.map((tile) => {
      const url = settingAt(manifest.settings, tile.urlSetting);
      return { ...withoutDescription(tile), url: typeof url === 'string' ? url : null };
    }),
    tileDescriptions: [setupGuide.tile, ...manifest.guides.map((g) => g.tile), ...manifest.externalTiles].some((tile) => tile?.description),
  };
}
