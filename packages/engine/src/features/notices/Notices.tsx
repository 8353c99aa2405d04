/**
 * The school's notices: the banner on every screen, and the notices at the top of a guide. One chunk, loaded
 * only when there are notices; the app shell hands it the notices and the viewer, so that it shares no code
 * with the first load but what the first load already has.
 */
import { useId, useRef } from 'react';
import { bannerNotices, canDismiss, guideNotices } from '../../shared/content/derive/notices';
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

function BannerNotice({ notice, onDismiss }: { notice: Notice; onDismiss: (id: string) => void }) {
  const textId = useId();
  return (
    <li className={`school-notice school-notice-${notice.severity}`}>
      <p id={textId}>
        <strong className="school-notice-severity">{SEVERITY_LABEL[notice.severity]}:</strong> <NoticeText nodes={notice.text} />
      </p>
      {canDismiss(notice) && (
        <button
          type="button"
          className="button button-secondary button-small"
          aria-describedby={textId}
          onClick={() => onDismiss(notice.id)}
        >
          Dismiss
        </button>
      )}
    </li>
  );
}

/**
 * The school's current notices for this viewer (or whom a staff member previews as), below the header on
 * every screen. Dismissing one keeps it away in this browser; an outage stays until it ends.
 */
export function NoticeBanner({ state, viewer }: NoticesProps) {
  const { notices, now, dismissed, dismiss } = state;
  const region = useRef<HTMLElement>(null);
  const shown = bannerNotices(notices, viewer, now, dismissed);
  if (shown.length === 0) return null;
  const onDismiss = (id: string) => {
    dismiss(id);
    // The button goes with its notice: keep keyboard users in the banner, or send them on to the page.
    if (shown.length > 1) region.current?.focus();
    else document.getElementById('main')?.focus();
  };
  return (
    <section ref={region} className="school-notice-banner" aria-label="School notices" tabIndex={-1}>
      <ul>
        {shown.map((notice) => (
          <BannerNotice key={notice.id} notice={notice} onDismiss={onDismiss} />
        ))}
      </ul>
    </section>
  );
}

/** At the top of a guide: the current notices that name it, for this viewer. They stay even when dismissed from the banner. */
export function GuideNotices({ state, viewer, guideId }: NoticesProps & { guideId: string }) {
  const { notices, now } = state;
  const shown = guideNotices(notices, viewer, now, guideId);
  if (shown.length === 0) return null;
  return (
    <ul className="guide-notices" aria-label="Notices about this guide">
      {shown.map((notice) => (
        <li key={notice.id} className={`school-notice school-notice-${notice.severity}`}>
          <p>
            <strong className="school-notice-severity">{SEVERITY_LABEL[notice.severity]}:</strong> <NoticeText nodes={notice.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
