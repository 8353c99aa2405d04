/**
 * Makes the header's search input a WAI-ARIA 1.2 combobox: typing shows the results (grouped by guide), the
 * keys move through them and open one (combobox-keys.ts; focus stays in the input). A result opens its step
 * with the matched words in the router's state, which highlights them on the page (use-page-highlight.ts).
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useContent } from '../../shared/content/content-context';
import { inAudience } from '../../shared/content/derive/access';
import { HELP_ROUTE } from '../../shared/content/derive/routes';
import { useViewer } from '../../shared/content/use-viewer';
import { reportPrivacy } from '../../shared/content/schema/report-privacy';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { keyAction, movedTo } from './combobox-keys';
import { SEARCH_LOAD_FAILED, SEARCH_RESULTS_ID, type SearchPanelProps } from './search-box-shared';
import { MIN_QUERY_LENGTH, searchGuides, type SearchResult } from './search-results';
import type { SearchState } from './search-state';
import { SearchAnnouncement } from './SearchAnnouncement';
import { NoResults, optionId, SearchResults } from './SearchResults';
import { useComboboxAttributes } from './use-combobox-attributes';
import { usePageHighlight } from './use-page-highlight';
import { useSearchIndex } from './use-search-index';
import { useSearchInput } from './use-search-input';
import { useZeroResultReport } from './use-zero-result-report';
import { reportsAreRead } from '../../shared/content/derive/reports-read';
import './search-panel.css';

export function SearchPanel({ input }: SearchPanelProps) {
  const { manifest } = useContent();
  const viewer = useViewer();
  const { flags, session } = useSignedIn();
  const navigate = useNavigate();
  const { index, retryIfFailed } = useSearchIndex();
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  usePageHighlight();

  const groups = useMemo(
    () => (index.kind === 'ready' ? searchGuides(index.index, index.manifest, viewer, query, index.words) : []),
    [index, viewer, query],
  );
  const results = useMemo(() => groups.flatMap((g) => g.results), [groups]);
  const shown = open && query.trim().length >= MIN_QUERY_LENGTH;
  const expanded = shown && results.length > 0;
  const activeId = expanded && active >= 0 && active < results.length ? optionId(SEARCH_RESULTS_ID, active) : undefined;
  useComboboxAttributes(input, expanded, activeId);
  // Sent only where someone reads it: a school with Guide Health.
  const functionUrl = index.kind === 'ready' && reportsAreRead(index.manifest) ? index.manifest.school.functionApp.url : undefined;
  useZeroResultReport(query, shown && index.kind === 'ready' && results.length === 0, viewer, functionUrl);
  // Said only where the search is shared: someone signed in, with a function to share it with.
  const sharedWith = session && index.kind === 'ready' && functionUrl ? reportPrivacy(index.manifest.school).readers : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (result: SearchResult) => {
    close();
    navigate(result.href, { state: { searchTerms: result.terms } satisfies SearchState });
    // Reading goes on in the page, at the step (the skip link's target).
    document.querySelector('main')?.focus({ preventScroll: true });
  };
  useSearchInput(input, {
    onKey(event) {
      const field = event.target as HTMLInputElement;
      const action = keyAction(event.key, { count: results.length, shown, active, typed: field.value !== '' });
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'open') setOpen(true);
      else if (action.kind === 'move') setActive((a) => movedTo(a, action.down, results.length));
      else if (action.kind === 'choose') choose(results[action.index]!);
      else if (action.kind === 'close') close();
      else {
        field.value = '';
        setQuery('');
      }
    },
    onType(value) {
      setQuery(value);
      setOpen(true);
      setActive(-1);
      // After a failed download, focusing the box or typing in it tries again.
      retryIfFailed();
    },
    onFocus() {
      setOpen(true);
      retryIfFailed();
    },
    onLeave: () => setOpen(false),
  });

  const help = manifest.guides.find((g) => g.route === HELP_ROUTE && inAudience(g, viewer.roles) && (!viewer.visitor || g.public));
  return (
    <>
      {shown && (
        // The box keeps focus (and the popup stays open) while the mouse or a finger chooses in it.
        <div className="popover search-popup" onMouseDown={(event) => event.preventDefault()}>
          {index.kind === 'loading' && <p className="search-note">Loading search…</p>}
          {index.kind === 'failed' && <p className="search-note">{SEARCH_LOAD_FAILED}</p>}
          {index.kind === 'ready' &&
            (results.length > 0 ? (
              <SearchResults id={SEARCH_RESULTS_ID} groups={groups} active={active} username={flags.username} onChoose={choose} />
            ) : (
              <NoResults
                query={query}
                help={help ? { route: help.route } : { email: index.manifest.school.help.email }}
                {...(sharedWith ? { sharedWith } : {})}
                onLeave={() => setOpen(false)}
              />
            ))}
        </div>
      )}
      <SearchAnnouncement shown={shown} index={index} groups={groups} sharedWith={sharedWith} />
    </>
  );
}
