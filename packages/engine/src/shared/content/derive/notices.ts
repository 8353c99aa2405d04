/**
 * Which notices a viewer sees, and where: pure functions of (notices, viewer, time, dismissals), so the
 * banner and the guides only render them. The viewer is who the content is shown to: a staff member
 * previewing as a Year 4 student sees that student's notices.
 */
import { conditionMatches } from '../schema/condition.ts';
import type { Notice } from '../schema/manifest.ts';
import { noticePlainText } from '../schema/notice-text.ts';
import type { NoticeSeverity } from '../schema/notices.ts';
import type { Viewer } from '../../user/viewer.ts';

type NoticeViewer = Pick<Viewer, 'platform' | 'roles'>;

const RANK: Record<NoticeSeverity, number> = { outage: 0, warning: 1, info: 2 };

/** Every notice may be dismissed, whatever its severity, unless the school wrote `dismissible: false`. */
export function canDismiss(notice: Pick<Notice, 'dismissible'>): boolean {
  return notice.dismissible !== false;
}

/** A notice about some guides shows only at their top, unless it also says `everywhere: true`. */
export function showsOnEveryScreen(notice: Pick<Notice, 'guides' | 'everywhere'>): boolean {
  return !notice.guides || notice.everywhere === true;
}

/** The notices current at `now` (from `startsAt`, until `endsAt`) for this viewer's roles and platform, most severe first. */
export function noticesFor(notices: readonly Notice[], viewer: NoticeViewer, now: number): Notice[] {
  return notices
    .filter((n) => n.startsAt <= now && now < n.endsAt)
    .filter((n) => !n.audience || conditionMatches(n.audience, viewer.roles))
    .filter((n) => !n.platforms || n.platforms.includes(viewer.platform))
    .sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

/** Still to be shown: not dismissed in this browser, or one that cannot be dismissed. */
const notDismissed = (dismissed: ReadonlySet<string>) => (n: Notice) => !canDismiss(n) || !dismissed.has(n.id);

/** The banner on every screen: the viewer's current notices about no guide in particular (or `everywhere`), less those dismissed. */
export function bannerNotices(notices: readonly Notice[], viewer: NoticeViewer, now: number, dismissed: ReadonlySet<string>): Notice[] {
  return noticesFor(notices, viewer, now).filter(showsOnEveryScreen).filter(notDismissed(dismissed));
}

/**
 * The notices at the top of a guide: the viewer's current ones that name it, less those dismissed. One
 * dismissal, by id, takes a notice away wherever it shows.
 */
export function guideNotices(
  notices: readonly Notice[],
  viewer: NoticeViewer,
  now: number,
  guideId: string,
  dismissed: ReadonlySet<string>,
): Notice[] {
  return noticesFor(notices, viewer, now)
    .filter((n) => n.guides?.includes(guideId))
    .filter(notDismissed(dismissed));
}

/** Longest name a Dismiss button takes from its notice, in characters. */
const NAME_LENGTH = 80;

/**
 * What the notice's Dismiss button names it by, so a screen-reader user tabbing through several hears
 * which one each dismisses: its first sentence, shortened at a word when long.
 */
export function noticeName(notice: Pick<Notice, 'text'>): string {
  const text = noticePlainText(notice.text).trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= NAME_LENGTH) return sentence;
  const cut = sentence.slice(0, NAME_LENGTH);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 0 ? cut.slice(0, atWord) : cut).replace(/[\s,;:]+$/, '')}…`;
}
