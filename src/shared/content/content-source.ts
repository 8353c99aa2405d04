/** The content the build produced (virtual module of the content plugin), with the schema's types. */
import { iconUrls, loadGuide, manifest } from 'virtual:portal-content';
import { retryingLoader } from '../resilience/retrying-loader';
import type { ContentSource, GuideModule } from './content-context';
import type { ContentManifest } from './schema/manifest';

export const builtContent: ContentSource = {
  manifest: manifest as ContentManifest,
  iconUrls,
  // A guide's chunk that failed to download (offline, or replaced by a new deploy) can be asked for again.
  loadGuide: retryingLoader((id) => loadGuide(id) as Promise<GuideModule>),
};
