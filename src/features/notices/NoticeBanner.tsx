import { useId, useRef } from 'react';
import { bannerNotices, canDismiss } from '../../shared/content/derive/notices';
import { useNotices } from '../../shared/content/notices-context';
import type { Notice } from '../../shared/content/schema/manifest';
import { useViewer } from '../../shared/content/use-viewer';
import { NoticeText } from './NoticeText';
import { SEVERITY_LABEL } from './severity';
import './notices.css';

function BannerNotice({ notice, onDismiss }: { notice: Notice; onDismiss: (id: string) => void }) {
  const textId = useId();
  return (
    <li className={`school-notice school-notice-${notice.severity}`}>
      <p id={textId}>
        <strong className="school-notice-severity">{SEVERITY_LABEL[notice.severity]}:</strong> <NoticeText nodes={notice.text} />
      </p>
      {canDismiss(notice) && (
        <button type="button" className="button button-small" aria-describedby={textId} onClick={() => onDismiss(notice.id)}>
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
export function NoticeBanner() {
  const { notices, now, dismissed, dismiss } = useNotices();
  const viewer = useViewer();
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
