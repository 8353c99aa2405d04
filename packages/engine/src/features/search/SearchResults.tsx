import { Link } from 'react-router-dom';
import type { ResultGroup, SearchResult } from './search-results';
import { snippet } from './snippet';

export const optionId = (listId: string, i: number) => `${listId}-option-${i}`;

interface SearchResultsProps {
  id: string;
  groups: ResultGroup[];
  /** The option the arrow keys are on (aria-activedescendant); -1 for none. */
  active: number;
  /** The reader's username, for steps that show it. */
  username: string;
  onChoose(result: SearchResult): void;
}

/** The results as a listbox (WAI-ARIA 1.2 combobox popup), one group per guide, each option a step. */
export function SearchResults({ id, groups, active, username, onChoose }: SearchResultsProps) {
  // Options are numbered through the groups, as the arrow keys move through them.
  const first = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.results.length, 0));
  return (
    <div role="listbox" id={id} aria-label="Search results" className="search-results">
      {groups.map((group, g) => {
        const labelId = `${id}-${group.guide.id}`;
        return (
          <div role="group" key={group.guide.id} aria-labelledby={labelId} className="search-group">
            <div role="presentation" id={labelId} className="search-group-title">
              {group.guide.title}
            </div>
            {group.results.map((result, r) => {
              const i = first[g]! + r;
              const option = optionId(id, i);
              const parts = snippet(result.text, result.terms, username);
              return (
                <div
                  role="option"
                  key={result.key}
                  id={option}
                  aria-selected={i === active}
                  aria-labelledby={`${option}-title`}
                  aria-describedby={parts.length > 0 ? `${option}-text` : undefined}
                  className="search-option"
                  onClick={() => onChoose(result)}
                >
                  <span id={`${option}-title`} className="search-option-title">
                    {result.step !== undefined && `Step ${result.step}: `}
                    {result.title}
                  </span>
                  {parts.length > 0 && (
                    <span id={`${option}-text`} className="search-snippet">
                      {parts.map((part, k) => (part.match ? <mark key={k}>{part.text}</mark> : part.text))}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/** What to try when a search finds nothing (shown, and announced). */
export const TRY_OTHER_WORDS = 'Check the spelling, or try fewer or different words.';

/** Nothing found: what to try, and where to ask. */
/** What a signed-in person is told of a search that finds nothing (use-zero-result-report.ts sends it). */
export const sharedSearchNote = (readers: string) => `Searches that find nothing are shared with ${readers}, without your name.`;

export interface NoResultsProps {
  query: string;
  help: { route: string } | { email: string };
  /** Who a search that finds nothing is shared with; none when it is not shared (nobody signed in). */
  sharedWith?: string;
  onLeave(): void;
}

export function NoResults({ query, help, sharedWith, onLeave }: NoResultsProps) {
  return (
    <div className="search-empty">
      <p>
        <strong>Nothing matches “{query.trim()}”.</strong> {TRY_OTHER_WORDS}
      </p>
      {sharedWith && <p className="search-shared">{sharedSearchNote(sharedWith)}</p>}
      <p>
        Still stuck?{' '}
        {'route' in help ? (
          <Link to={help.route} onClick={onLeave}>
            Ask IT Help
          </Link>
        ) : (
          <a href={`mailto:${help.email}`}>Email IT Help</a>
        )}
      </p>
    </div>
  );
}
