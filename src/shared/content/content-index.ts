/**
 * The first load's index of a manifest (see ContentIndex): the content plugin writes it into the first
 * load, and tests and reports derive it the same way. Not imported by the browser, which only reads it.
 */
import { settingAt } from './settings-path.ts';
import type { ContentIndex, ContentManifest } from './schema/manifest.ts';

/** The first load's index of a manifest. */
export function contentIndex(manifest: ContentManifest): ContentIndex {
  return {
    guides: manifest.guides.map(({ id, route, layout, audience, tile }) => ({ id, route, layout, ...(audience ? { audience } : {}), ...(tile ? { tile } : {}) })),
    setupGuide: manifest.setupGuide,
    externalTiles: manifest.externalTiles.map((tile) => {
      const url = settingAt(manifest.settings, tile.urlSetting);
      return { ...tile, url: typeof url === 'string' ? url : null };
    }),
  };
}

