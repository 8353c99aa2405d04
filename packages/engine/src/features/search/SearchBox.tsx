import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
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

/**
 * The header's search box: `/` focuses it; the first focus loads the results panel. On a phone the box is
 * an icon button until it is used: the field then covers the header's row, and Escape (or leaving it)
 * closes it again.
 */
export function SearchBox() {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  // A phone's: shown before it is focused, as a field that is not shown cannot take the focus. The last
  // search is selected, so typing replaces it (as after `/`).
  const show = useCallback(() => {
    flushSync(() => setOpen(true));
    input.current?.focus();
    input.current?.select();
  }, []);
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
      // Typing then replaces the last search. On a phone the field is first shown.
      if (input.current?.offsetParent) input.current.select();
      else show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <div
      className={open ? 'site-search open' : 'site-search'}
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      // Before the panel's own keys: with no list shown, Escape closes the phone's field.
      onKeyDownCapture={(event) => {
        if (event.key !== 'Escape' || !open || input.current?.getAttribute('aria-expanded') === 'true') return;
        flushSync(() => setOpen(false));
        input.current?.blur();
        button.current?.focus();
      }}
    >
      <button ref={button} type="button" className="button button-icon search-open" aria-label="Search guides" onClick={show}>
        <svg aria-hidden="true" viewBox="0 0 24 24">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
      </button>
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
          <p className="popover search-popup" role="alert">
            {SEARCH_LOAD_FAILED}
          </p>
        )
      )}
    </div>
  );
}
