/**
 * Builds the search index at build time: one document per guide (its title and keywords), per step (and
 * per `<Only>` segment of it), and per question of search.yaml, for every guide, whoever may see it. Who sees what is decided in the browser, for the signed-in (or
 * previewed) viewer, by the same rules as the guides themselves; the index only carries what that needs.
 * Served as `virtual:portal-search`, loaded when the search box is first used.
 */
import MiniSearch from 'minisearch';
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import { SEARCH_OPTIONS, type SearchDocument } from '../../../src/shared/content/search-index.ts';
import type { ContentManifest } from '../../../src/shared/content/schema/manifest.ts';
import type { ParsedStep } from '../mdx/mdx-tree.ts';
import { problemFinder, withSchoolWords } from '../../../src/shared/content/search-words.ts';
import { stepSearchText } from './search-text.ts';

/** A step file's text, or the step as the content check parsed it; null when it is gone. */
export type ReadStep = (guideId: string, file: string) => string | ParsedStep | null;

export function searchDocuments(manifest: Pick<ContentManifest, 'guides' | 'settings' | 'search'>, read: ReadStep): SearchDocument[] {
  const documents: SearchDocument[] = [];
  const tellsOfProblem = problemFinder(withSchoolWords(manifest.search));
  // A step (or question) that tells of a problem is troubleshooting: a search that does is shown it first.
  const isProblem = (d: Omit<SearchDocument, 'id'>) =>
    (d.file !== '' || d.question !== undefined) && tellsOfProblem(`${d.title} ${d.text}`);
  const add = (document: Omit<SearchDocument, 'id'>) =>
    documents.push({ id: documents.length, ...document, ...(isProblem(document) ? { problem: true as const } : {}) });
  for (const guide of manifest.guides) {
    // The guide itself, found by its name and keywords (a tool, a screen of its own, only so), and by what
    // its tile on home says of it ("Word, Excel and PowerPoint").
    const tile = guide.tile ? `${guide.tile.label}. ${guide.tile.description ?? ''}`.trim() : '';
    add({ guide: guide.id, file: '', guideTitle: guide.title, title: guide.keywords?.join(' ') ?? '', text: tile });
    if (!hasStepFiles(guide)) continue;
    for (const step of guide.steps) {
      const source = read(guide.id, step.file);
      const segments = source === null ? [] : stepSearchText(source, step.file, manifest.settings);
      for (const { text, only } of segments.length > 0 ? segments : [{ text: '', only: [] }]) {
        add({ guide: guide.id, file: step.file, guideTitle: guide.title, title: step.title, text, ...(only.length > 0 ? { only } : {}) });
      }
    }
  }
  for (const { question, answer, guide, steps } of manifest.search?.questions ?? []) {
    const title = manifest.guides.find((g) => g.id === guide)?.title ?? '';
    add({ guide, file: '', guideTitle: title, title: question, text: answer, question, opens: steps ?? [] });
  }
  return documents;
}

/** The index as MiniSearch serialises it, for `MiniSearch.loadJSON` with the same SEARCH_OPTIONS. */
export function searchIndexJson(documents: readonly SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(documents);
  return JSON.stringify(index);
}
