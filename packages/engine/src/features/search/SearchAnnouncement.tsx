import { SEARCH_LOAD_FAILED } from './search-box-shared';
import type { ResultGroup } from './search-results';
import { sharedSearchNote, TRY_OTHER_WORDS } from './SearchResults';
import type { IndexState } from './use-search-index';
import { useDebounced } from './use-debounced';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** What a screen reader hears of the search: the results, none (and whom that is shared with), or that search could not load. */
export function resultsSummary(index: IndexState, groups: readonly ResultGroup[], sharedWith?: string): string {
  if (index.kind === 'failed') return SEARCH_LOAD_FAILED;
  if (index.kind !== 'ready') return '';
  const results = groups.reduce((sum, group) => sum + group.results.length, 0);
  if (results > 0) return `${count(results, 'result')} in ${count(groups.length, 'guide')}.`;
  return `No results. ${TRY_OTHER_WORDS}${sharedWith ? ` ${sharedSearchNote(sharedWith)}` : ''}`;
}

/** The search's live region, while the results are shown; it speaks once typing pauses, not at every letter. */
export function SearchAnnouncement({
  shown,
  index,
  groups,
  sharedWith,
}: {
  shown: boolean;
  index: IndexState;
  groups: readonly ResultGroup[];
  sharedWith?: string | undefined;
}) {
  const announcement = useDebounced(shown ? resultsSummary(index, groups, sharedWith) : '', 700);
  return (
    <p role="status" className="visually-hidden">
      {announcement}
    </p>
  );
}
