/** The search index, downloaded when search is first used and read into MiniSearch once. */
import MiniSearch from 'minisearch';
import { retryingLoader } from '../../shared/resilience/retrying-loader';
import { SEARCH_OPTIONS, type SearchDocument } from '../../shared/content/search-index';

export type SearchIndex = MiniSearch<SearchDocument>;

// A failed download (offline, or a new deploy replaced the file) can be asked for again.
const download = retryingLoader(() => import('virtual:portal-search'));
let loading: Promise<SearchIndex> | null = null;

/** The index; after a failure the next call tries again. */
export function loadSearchIndex(): Promise<SearchIndex> {
  loading ??= download('search').then(
    ({ searchIndex }) => MiniSearch.loadJSON<SearchDocument>(searchIndex, SEARCH_OPTIONS),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
