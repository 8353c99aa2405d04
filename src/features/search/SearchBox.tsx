import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { retryingLoader } from '../../shared/resilience/retrying-loader';
import { MAX_QUERY_LENGTH, SEARCH_INPUT_ID, SEARCH_LOAD_FAILED, SEARCH_RESULTS_ID, type SearchPanelProps } from './search-box-shared';
import { searchTermsIn } from './search-state';
import './search.css';

// Everything but the input (results, the index, MiniSearch) loads when the box is first used, so the home
// page's first load carries only this file (see the first-load budget in scripts/check-budgets.ts).
const loadPanel = retryingLoader(() => import('./SearchPanel'));

/** Another field, where `/` is a character being typed. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The header's search box: `/` focuses it; the first focus loads the results panel. */
export function SearchBox() {
  const input = useRef<HTMLInputElement>(null);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const [failed, setFailed] = useState(false);
  // Opened from a result (also after a reload): the panel highlights the words on the page.
  const highlighting = searchTermsIn(useLocation().state) !== null;

  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadPanel('search').then(
      (m) => setPanel(() => m.SearchPanel),
      () => {
        // Offline, say: the next focus tries again.
        requested.current = false;
        setFailed(true);
      },
    );
  }, []);
  useEffect(() => {
    if (highlighting) load();
  }, [highlighting, load]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      // Typing then replaces the last search.
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="site-search" role="search">
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        Search guides
      </label>
      {/* A combobox from the start; the panel keeps aria-expanded and aria-activedescendant up to date. */}
      <input
        ref={input}
        id={SEARCH_INPUT_ID}
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-controls={SEARCH_RESULTS_ID}
        aria-autocomplete="list"
        aria-keyshortcuts="/"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        placeholder="Search guides"
        onFocus={() => {
          setFailed(false);
          load();
        }}
        // The failure's note sits over the page: it goes with the focus (the next focus tries again).
        onBlur={() => setFailed(false)}
      />
      {Panel ? (
        <Panel input={input} />
      ) : (
        failed && (
          <p className="search-popup" role="alert">
            {SEARCH_LOAD_FAILED}
          </p>
        )
      )}
    </div>
  );
}
