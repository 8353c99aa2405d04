/** The content the build produced (virtual modules of the content plugin), with the schema's types. */
import { iconUrls, loadDetails, loadNotices, manifest } from 'virtual:portal-content';
import { retryingLoader } from '../resilience/retrying-loader';
import type { ContentSource, GuideModule } from './content-context';
import type { ContentDetails, ContentIndex, Notice } from './schema/manifest';
import { provideContentSchool } from './schema/school-context';

// A chunk that failed to download (offline, or replaced by a new deploy) can be asked for again. The loader
// may import a failed chunk again by its address: what it gives is the chunk's module.
const detailsChunk = retryingLoader(() => loadDetails());

// A step's <Only roles="..."> and <Only platform="..."> are read in the browser (kit-props-reader.ts): in this school's roles and devices.
provideContentSchool(() => ({ roles: (manifest as ContentIndex).roles, devices: (manifest as ContentIndex).devices }));

export const builtContent: ContentSource = {
  manifest: manifest as ContentIndex,
  iconUrls,
  loadDetails: () =>
    detailsChunk('details').then(
      ({ school, settings, roles, devices, guides, setupGuide, externalTiles }) =>
        ({ school, settings, roles, devices, guides, setupGuide, externalTiles }) as ContentDetails,
    ),
  // Each guide's loader comes with the details, so the first load does not grow with the guides.
  loadGuide: retryingLoader((id) => detailsChunk('details').then((details) => details.loadGuide(id) as Promise<GuideModule>)),
  loadNotices: () => loadNotices().then(({ notices }) => notices as Notice[]),
};
