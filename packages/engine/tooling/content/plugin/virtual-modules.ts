/** The code of the virtual modules the content plugin serves. */
import { join } from 'node:path';
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import { contentIndex } from '../../../src/shared/content/content-index.ts';
import type { LoadedContent } from '../check/load-content.ts';
import { readText } from '../check/read-content.ts';
import { servedAsWebp, WEBP_QUERY } from './webp-images.ts';
import { searchDocuments, searchIndexJson } from '../search/search-documents.ts';
import type { SearchWords } from '../../../src/shared/content/search-words.ts';

export const CONTENT_MODULE = 'virtual:portal-content';
/**
 * The content's details: the settings, each guide whole (steps, messages, variants) and the tiles' descriptions. Not in the first load, so that home's first load grows as little as it can with the
 * school's content; guide screens, tools, the Setup Guide, search and home's progress marks load it.
 */
export const DETAILS_MODULE = 'virtual:portal-details';
export const GUIDE_MODULE_PREFIX = 'virtual:portal-guide/';
/** The search index: imported dynamically when the search box is first used, so never in the first load. */
export const SEARCH_MODULE = 'virtual:portal-search';
/** The notices (content/notices.yaml): their own chunk, loaded once the first screen is drawn, so home's first load does not grow with them. */
export const NOTICES_MODULE = 'virtual:portal-notices';

const literal = (value: unknown) => JSON.stringify(value);
const importPath = (path: string) => literal(path.replace(/\\/g, '/'));

/** The first load's index of the content (src/shared/content/schema/manifest.ts), the tile icons' URLs, and loaders for the details and each guide's chunk. */
export function contentModuleCode(content: LoadedContent): string {
  const { manifest, files } = content;
  if (!manifest) throw new Error('contentModuleCode needs valid content');
  const icons = [...files.icons.entries()];
  return [
    ...icons.map(([, path], i) => `import icon${i} from ${importPath(`${path}?url`)};`),
    `export const manifest = ${literal(contentIndex(manifest))};`,
    `export const iconUrls = {${icons.map(([name], i) => `${literal(name)}: icon${i}`).join(', ')}};`,
    `export const loadDetails = () => import(${literal(DETAILS_MODULE)});`,
    // A school with no notices makes no request for them.
    manifest.notices?.length
      ? `export const loadNotices = () => import(${literal(NOTICES_MODULE)});`
      : 'export const loadNotices = () => Promise.resolve({ notices: [] });',
  ].join('\n');
}

/** school.yaml, the settings, every guide whole, and the Setup Guide and external tiles with their tiles' descriptions. */
export function detailsModuleCode(content: LoadedContent): string {
  const { manifest } = content;
  if (!manifest) throw new Error('detailsModuleCode needs valid content');
  const guides = manifest.guides.filter(hasStepFiles);
  // school.yaml's deploy (the app registration's groups and identities) is for the deploy commands only.
  const school = { ...manifest.school, deploy: undefined };
  return [
    `export const school = ${literal(school)};`,
    `export const settings = ${literal(manifest.settings)};`,
    `export const roles = ${literal(manifest.roles)};`,
    `export const devices = ${literal(manifest.devices)};`,
    `export const guides = ${literal(manifest.guides)};`,
    `export const setupGuide = ${literal(manifest.setupGuide)};`,
    `export const externalTiles = ${literal(manifest.externalTiles)};`,
    `const loaders = {${guides.map((g) => `${literal(g.id)}: () => import(${literal(GUIDE_MODULE_PREFIX + g.id)})`).join(', ')}};`,
    'export function loadGuide(id) {',
    '  const load = loaders[id];',
    '  return load ? load() : Promise.reject(new Error(`No guide called ${id}`));',
    '}',
  ].join('\n');
}

/** The notices, with their times as instants (src/shared/content/schema/manifest.ts, Notice). */
export function noticesModuleCode(content: LoadedContent): string {
  if (!content.manifest) throw new Error('noticesModuleCode needs valid content');
  return `export const notices = ${literal(content.manifest.notices ?? [])};`;
}

/** One guide: its step components by file name, and the URLs of the images they use. */
export function guideModuleCode(content: LoadedContent, id: string): string {
  const guide = content.manifest?.guides.find((g) => g.id === id);
  const dir = content.files.guideDirs.get(id);
  if (!guide || !dir) throw new Error(`There is no guide called "${id}".`);
  const images = content.files.images.get(id) ?? [];
  return [
    ...guide.steps.map((s, i) => `import Step${i} from ${importPath(join(dir, s.file))};`),
    // A PNG or JPEG is served as the WebP the build makes of it (webp-images.ts).
    ...images.map((src, i) => `import image${i} from ${importPath(`${join(dir, src)}${servedAsWebp(src) ? WEBP_QUERY : '?url'}`)};`),
    `export const steps = {${guide.steps.map((s, i) => `${literal(s.file)}: Step${i}`).join(', ')}};`,
    `export const images = {${images.map((src, i) => `${literal(src)}: image${i}`).join(', ')}};`,
  ].join('\n');
}

/**
 * The search index of every guide, as MiniSearch's JSON (see src/shared/content/search-index.ts), and the
 * school's own words from search.yaml (its questions are in the index).
 */
export function searchModuleCode(content: LoadedContent): string {
  if (!content.manifest) throw new Error('searchModuleCode needs valid content');
  const { guideDirs, parsedSteps } = content.files;
  const documents = searchDocuments(content.manifest, (id, file) => {
    const path = join(guideDirs.get(id) ?? '', file);
    return parsedSteps.get(path) ?? readText(path);
  });
  const { synonyms = {}, ignore = [], problems = [] } = content.manifest.search ?? {};
  return [
    `export const searchIndex = ${literal(searchIndexJson(documents))};`,
    `export const searchWords = ${literal({ synonyms, ignore, problems } satisfies SearchWords)};`,
  ].join('\n');
}
