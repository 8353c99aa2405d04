/**
 * The school's notices: the banner on every screen (notices about no guide in particular), and the notices
 * at the top of a guide (those that name it). One chunk, loaded only when there are notices; the app shell
 * hands it the notices and the viewer, so that it shares no code with the first load but what the first
 * load already has.
 */
import { useRef } from 'react';
import { bannerNotices, canDismiss, guideNotices, noticeName } from '../../shared/content/derive/notices';
import type { NoticesState } from '../../shared/content/notices-context';
import type { Notice } from '../../shared/content/schema/manifest';
import type { Viewer } from '../../shared/user/viewer';
import { NoticeText } from './NoticeText';
import { SEVERITY_LABEL } from './severity';
import './notices.css';

/** The notices (useNotices) and whom they are shown to (useViewer: the previewed person while previewing). */
export interface NoticesProps {
  state: NoticesState;
  viewer: Pick<Viewer, 'platform' | 'roles'>;
}

/** One notice: its severity in words, its text, and a Dismiss button that names it, unless it cannot be dismissed. */
function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: string) => void }) {
  return (
    <li className={`school-notice school-notice-${notice.severity}`}>
      <p>
        <strong className="school-notice-severity">{SEVERITY_LABEL[notice.severity]}:</strong> <NoticeText nodes={notice.text} />
      </p>
      {canDismiss(notice) && (
        // Its name starts with the word it shows (for speech control) and says which notice it dismisses.
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={`Dismiss: ${noticeName(notice)}`}
          onClick={() => onDismiss(notice.id)}
        >
          Dismiss
        </button>
      )}
    </li>
  );
}

/**
 * Dismisses a notice, then puts keyboard focus somewhere sensible: the button goes with its notice, so
 * focus stays with the notices left, or goes on to the page when none are.
 */
function useDismiss(state: NoticesState, shown: readonly Notice[]) {
  const list = useRef<HTMLElement & HTMLUListElement>(null);
  const onDismiss = (id: string) => {
    state.dismiss(id);
    if (shown.length > 1) list.current?.focus();
    else document.getElementById('main')?.focus();
  };
  return { list, onDismiss };
}

/**
 * The school's current notices for this viewer (or whom a staff member previews as) that concern no guide
 * in particular, below the header on every screen. Dismissing one keeps it away in this browser.
 */
export function NoticeBanner({ state, viewer }: NoticesProps) {
  const shown = bannerNotices(state.notices, viewer, state.now, state.dismissed);
  const { list, onDismiss } = useDismiss(state, shown);
  if (shown.length === 0) return null;
  return (
    <section ref={list} className="school-notice-banner" aria-label="School notices" tabIndex={-1}>
      <ul>
        {shown.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={onDismiss} />
        ))}
      </ul>
    </section>
  );
}

/** At the top of a guide: the current notices that name it, for this viewer, less those dismissed here or in the banner. */
export function GuideNotices({ state, viewer, guideId }: NoticesProps & { guideId: string }) {
  const shown = guideNotices(state.notices, viewer, state.now, guideId, state.dismissed);
  const { list, onDismiss } = useDismiss(state, shown);
  if (shown.length === 0) return null;
  return (
    <ul ref={list} className="guide-notices" aria-label="Notices about this guide" tabIndex={-1}>
      {shown.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}
