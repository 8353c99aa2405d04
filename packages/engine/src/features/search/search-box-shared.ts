/** What the header's search box and its lazily loaded results panel share (the panel must not import the box). */
import type { RefObject } from 'react';

export interface SearchPanelProps {
  /** The header's input, which the panel makes a combobox with its results. */
  input: RefObject<HTMLInputElement | null>;
}

export const SEARCH_INPUT_ID = 'site-search';
/**
 * The longest search: a question a student types is far shorter, and every extra word is another fuzzy
 * lookup in the index, so a pasted page of text cannot hold up the browser.
 */
export const MAX_QUERY_LENGTH = 100;
export const SEARCH_RESULTS_ID = 'site-search-results';
/** Said when the search's code or its index cannot be downloaded (offline, most often). */
export const SEARCH_LOAD_FAILED = 'Search could not load. Check your connection, then try again.';
