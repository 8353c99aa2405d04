/** The content the build produced (virtual module of the content plugin), with the schema's types. */
import { iconUrls, loadGuide, manifest } from 'virtual:portal-content';
import type { ContentSource, GuideModule } from './content-context';
import type { ContentManifest } from './schema/manifest';

export const builtContent: ContentSource = {
  manifest: manifest as ContentManifest,
  iconUrls,
  loadGuide: (id) => loadGuide(id) as Promise<GuideModule>,
};
