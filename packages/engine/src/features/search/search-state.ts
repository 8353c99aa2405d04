/** What opening a search result leaves in the router's location state: the words to highlight on the step. */
export interface SearchState {
  searchTerms: string[];
}

/** The words to highlight, when the page was opened from a search result. */
export function searchTermsIn(state: unknown): string[] | null {
  const terms = (state as Partial<SearchState> | null)?.searchTerms;
  return Array.isArray(terms) && terms.every((t) => typeof t === 'string') ? terms : null;
}
