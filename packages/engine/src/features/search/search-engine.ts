/** The search index, downloaded when search is first used and read into MiniSearch once, with the school's search words. */
import MiniSearch from 'minisearch';
import { retryingLoader } from '../../shared/resilience/retrying-loader';
import { SEARCH_OPTIONS, type SearchDocument } from '../../shared/content/search-index';
import { withSchoolWords, type SearchWords } from '../../shared/content/search-words';

export type SearchIndex = MiniSearch<SearchDocument>;

export interface LoadedSearch {
  index: SearchIndex;
  /** The engine's words and the school's (search.yaml). */
  words: SearchWords;
}

// A failed download (offline, or a new deploy replaced the file) can be asked for again.
const download = retryingLoader(() => import('virtual:portal-search'));
let loading: Promise<LoadedSearch> | null = null;

/** The index and the words; after a failure the next call tries again. */
export function loadSearchIndex(): Promise<LoadedSearch> {
  loading ??= download('search').then(
    ({ searchIndex, searchWords }) => ({
      index: MiniSearch.loadJSON<SearchDocument>(searchIndex, SEARCH_OPTIONS),
      words: withSchoolWords(searchWords),
    }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
