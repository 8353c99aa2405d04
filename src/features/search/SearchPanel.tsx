/**
 * Makes the header's search input a WAI-ARIA 1.2 combobox: typing shows the results (grouped by guide),
 * ArrowDown/ArrowUp move through them (aria-activedescendant; focus stays in the input), Enter opens the
 * one chosen (or the first), Escape closes the list and a second Escape clears the box. A result opens its
 * step with the matched words in the router's state, which highlights them on the page.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadManifestOnce, useContent } from '../../shared/content/content-context';
import type { ContentManifest } from '../../shared/content/schema/manifest';
import { inAudience } from '../../shared/content/derive/access';
import { HELP_ROUTE } from '../../shared/content/derive/routes';
import { useViewer } from '../../shared/content/use-viewer';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { highlightWords } from './page-highlight';
import { SEARCH_LOAD_FAILED, SEARCH_RESULTS_ID, type SearchPanelProps } from './search-box-shared';
import { loadSearchIndex, type SearchIndex } from './search-engine';
import { MIN_QUERY_LENGTH, searchGuides, type SearchResult } from './search-results';
import { searchTermsIn, type SearchState } from './search-state';
import { NoResults, optionId, SearchResults, TRY_OTHER_WORDS } from './SearchResults';
import { useSettled } from './use-settled';
import './search-panel.css';

// The index, and the guides' steps it places results with: both load when the box is first used.
type IndexState = { kind: 'loading' } | { kind: 'ready'; index: SearchIndex; manifest: ContentManifest } | { kind: 'failed' };

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export function SearchPanel({ input }: SearchPanelProps) {
  const source = useContent();
  const { manifest: manifest } = source;
  const viewer = useViewer();
  const { flags } = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [index, setIndex] = useState<IndexState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let current = true;
    Promise.all([loadSearchIndex(), loadManifestOnce(source)]).then(
      ([loaded, manifest]) => current && setIndex({ kind: 'ready', index: loaded, manifest }),
      () => current && setIndex({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt, source]);

  const groups = useMemo(
    () => (index.kind === 'ready' ? searchGuides(index.index, index.manifest, viewer, query) : []),
    [index, viewer, query],
  );
  const results = useMemo(() => groups.flatMap((g) => g.results), [groups]);
  const shown = open && query.trim().length >= MIN_QUERY_LENGTH;
  const expanded = shown && results.length > 0;
  const activeId = expanded && active >= 0 && active < results.length ? optionId(SEARCH_RESULTS_ID, active) : undefined;

  // The input is the header's; its combobox state follows the popup.
  useLayoutEffect(() => {
    const field = input.current;
    field?.setAttribute('aria-expanded', String(expanded));
    if (activeId) field?.setAttribute('aria-activedescendant', activeId);
    else field?.removeAttribute('aria-activedescendant');
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [input, expanded, activeId]);

  const choose = (result: SearchResult) => {
    setOpen(false);
    setActive(-1);
    navigate(result.href, { state: { searchTerms: result.terms } satisfies SearchState });
    // Reading goes on in the page, at the step (the skip link's target).
    document.querySelector('main')?.focus({ preventScroll: true });
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const field = event.target as HTMLInputElement;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      if (!shown) return setOpen(true);
      const down = event.key === 'ArrowDown';
      setActive((a) =>
        a < 0 || a >= results.length ? (down ? 0 : results.length - 1) : (a + (down ? 1 : -1) + results.length) % results.length,
      );
    } else if (event.key === 'Enter') {
      const chosen = shown ? (results[active] ?? results[0]) : undefined;
      if (!chosen) return;
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (field.value !== '') {
        event.preventDefault();
        field.value = '';
        setQuery('');
      }
    }
  });
  // After a failed download, focusing the box or typing in it tries again.
  const retryIfFailed = () => {
    if (index.kind !== 'failed') return;
    setIndex({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  const onInput = useEffectEvent((event: Event) => {
    setQuery((event.target as HTMLInputElement).value);
    setOpen(true);
    setActive(-1);
    retryIfFailed();
  });
  const onFocus = useEffectEvent(() => {
    setOpen(true);
    retryIfFailed();
  });
  // Focus or a press outside the search (input and popup) closes the popup.
  const onOutside = useEffectEvent((event: Event) => {
    const search = input.current?.parentElement;
    if (search && event.target instanceof Node && !search.contains(event.target)) setOpen(false);
  });
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const listeners: [EventTarget, string, (event: Event) => void][] = [
      [field, 'keydown', (e) => onKeyDown(e as KeyboardEvent)],
      [field, 'input', (e) => onInput(e)],
      [field, 'focus', () => onFocus()],
      [document, 'focusin', (e) => onOutside(e)],
      [document, 'pointerdown', (e) => onOutside(e)],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [input]);

  // On a page opened from a result, its words are highlighted until the reader moves on.
  const terms = searchTermsIn(location.state)?.join(' ');
  useEffect(() => {
    const main = document.querySelector('main');
    return terms && main ? highlightWords(main, terms.split(' ')) : undefined;
  }, [terms, location.key]);

  const summary =
    index.kind === 'failed'
      ? SEARCH_LOAD_FAILED
      : index.kind !== 'ready'
        ? ''
        : results.length === 0
          ? `No results. ${TRY_OTHER_WORDS}`
          : `${count(results.length, 'result')} in ${count(groups.length, 'guide')}.`;
  // Announced once typing pauses, not at every letter.
  const announcement = useSettled(shown ? summary : '', 700);
  const help = manifest.guides.find((g) => g.route === HELP_ROUTE && inAudience(g, viewer.roles));

  return (
    <>
      {shown && (
        // The box keeps focus (and the popup stays open) while the mouse or a finger chooses in it.
        <div className="search-popup" onMouseDown={(event) => event.preventDefault()}>
          {index.kind === 'loading' && <p className="search-note">Loading search…</p>}
          {index.kind === 'failed' && <p className="search-note">{SEARCH_LOAD_FAILED}</p>}
          {index.kind === 'ready' &&
            (results.length > 0 ? (
              <SearchResults id={SEARCH_RESULTS_ID} groups={groups} active={active} username={flags.username} onChoose={choose} />
            ) : (
              <NoResults
                query={query}
                help={help ? { route: help.route } : { email: manifest.settings.itHelp.email }}
                onLeave={() => setOpen(false)}
              />
            ))}
        </div>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
