/**
 * Which notices a viewer sees, and where: pure functions of (notices, viewer, time, dismissals), so the
 * banner and the guides only render them. The viewer is who the content is shown to: a staff member
 * previewing as a Year 4 student sees that student's notices.
 */
import { conditionMatches } from '../schema/condition.ts';
import type { Notice } from '../schema/manifest.ts';
import type { NoticeSeverity } from '../schema/notices.ts';
import type { Viewer } from '../../user/viewer.ts';

type NoticeViewer = Pick<Viewer, 'platform' | 'roles'>;

const RANK: Record<NoticeSeverity, number> = { outage: 0, warning: 1, info: 2 };

/** An outage stays until it ends: nobody can dismiss it. */
export function canDismiss(notice: Pick<Notice, 'severity'>): boolean {
  return notice.severity !== 'outage';
}

/** The notices current at `now` (from `startsAt`, until `endsAt`) for this viewer's roles and platform, most severe first. */
export function noticesFor(notices: readonly Notice[], viewer: NoticeViewer, now: number): Notice[] {
  return notices
    .filter((n) => n.startsAt <= now && now < n.endsAt)
    .filter((n) => !n.audience || conditionMatches(n.audience, viewer.roles))
    .filter((n) => !n.platforms || n.platforms.includes(viewer.platform))
    .sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

/** The banner's notices: the viewer's current ones, less those they dismissed (never an outage). */
export function bannerNotices(notices: readonly Notice[], viewer: NoticeViewer, now: number, dismissed: ReadonlySet<string>): Notice[] {
  return noticesFor(notices, viewer, now).filter((n) => !canDismiss(n) || !dismissed.has(n.id));
}

/**
 * The notices at the top of a guide: the viewer's current ones that name it. Dismissing a notice takes
 * it out of the banner only: the guide it affects still says so.
 */
export function guideNotices(notices: readonly Notice[], viewer: NoticeViewer, now: number, guideId: string): Notice[] {
  return noticesFor(notices, viewer, now).filter((n) => n.guides?.includes(guideId));
}
