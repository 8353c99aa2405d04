/** The content the build produced (virtual module of the content plugin), with the schema's types. */
import { iconUrls, loadGuide, loadSteps, manifest } from 'virtual:portal-content';
import { retryingLoader } from '../resilience/retrying-loader';
import type { ContentSource, GuideModule } from './content-context';
import type { ContentIndex, GuideSteps } from './schema/manifest';

// The loader may import the chunk's module again by its address (after a failed download): the module, not its value.
const stepsChunk = retryingLoader(() => loadSteps());

export const builtContent: ContentSource = {
  manifest: manifest as ContentIndex,
  iconUrls,
  // A guide's chunk that failed to download (offline, or replaced by a new deploy) can be asked for again.
  loadGuide: retryingLoader((id) => loadGuide(id) as Promise<GuideModule>),
  loadSteps: () => stepsChunk('steps').then((m) => m.steps as GuideSteps),
};
