import { guideNotices } from '../../shared/content/derive/notices';
import { useNotices } from '../../shared/content/notices-context';
import { useViewer } from '../../shared/content/use-viewer';
import { NoticeText } from './NoticeText';
import { SEVERITY_LABEL } from './severity';
import './notices.css';

/** At the top of a guide: the current notices that name it, for this viewer. They stay even when dismissed from the banner. */
export function GuideNotices({ guideId }: { guideId: string }) {
  const { notices, now } = useNotices();
  const viewer = useViewer();
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
