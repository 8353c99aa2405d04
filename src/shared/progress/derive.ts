/**
 * What home shows of a person's progress, derived from the content, the viewer and the stored record: the
 * Continue card and the done marks on tiles (the Setup Guide's checklist is in setup-guide-progress.ts).
 * Guides outside the viewer's audience or licence never appear.
 */
import { guideAccess, inAudience } from '../content/derive/access.ts';
import { visibleSteps } from '../content/derive/steps.ts';
import type { Viewer } from '../content/derive/viewer.ts';
import type { ContentManifest, GuideEntry } from '../content/schema/manifest.ts';
import { guideProgress, progressKey, type GuideProgress, type ProgressRecord } from './progress.ts';

/**
 * How many screens the viewer goes through in a guide, as progress counts them: its steps for a `steps`
 * guide they may follow; one for a single page, or for a guide that shows them only its message.
 */
export function trackedTotal(guide: GuideEntry, viewer: Viewer, variant: string | undefined): number {
  if (guide.layout !== 'steps' || guideAccess(guide, viewer).kind !== 'ok') return 1;
  return Math.max(1, visibleSteps(guide, viewer, variant).length);
}

/** The viewer's progress in one guide and variant (on their platform). */
export function progressIn(record: ProgressRecord, guide: GuideEntry, viewer: Viewer, variant: string | undefined): GuideProgress {
  return guideProgress(record[progressKey(guide.id, viewer.platform, variant)], trackedTotal(guide, viewer, variant));
}

/** Guides the viewer may follow step by step: in their audience and licence, on their platform. */
function followable(manifest: Pick<ContentManifest, 'guides'>, viewer: Viewer): GuideEntry[] {
  return manifest.guides.filter((g) => g.layout === 'steps' && inAudience(g, viewer.roles) && guideAccess(g, viewer).kind === 'ok');
}

const variantsOf = (guide: GuideEntry): (string | undefined)[] => guide.variants?.map((v) => v.id) ?? [undefined];

export interface ContinueCard {
  guide: GuideEntry;
  variant: string | undefined;
  /** The step the guide reopens at. */
  step: number;
  total: number;
  /** The guide's address, with its variant when it has one. */
  href: string;
}

/**
 * The guide to offer on home: of the step-by-step guides the viewer started (went past step 1 of) and has
 * not finished, on this platform, the one shown most recently. Null when there is none.
 */
export function continueCard(manifest: Pick<ContentManifest, 'guides'>, viewer: Viewer, record: ProgressRecord): ContinueCard | null {
  let best: { card: ContinueCard; at: number } | null = null;
  for (const guide of followable(manifest, viewer)) {
    for (const variant of variantsOf(guide)) {
      const entry = record[progressKey(guide.id, viewer.platform, variant)];
      if (!entry || (best && best.at >= entry.at)) continue;
      const total = trackedTotal(guide, viewer, variant);
      const { resumeAt, done } = guideProgress(entry, total);
      if (done || resumeAt < 2) continue;
      const href = variant === undefined ? guide.route : `${guide.route}?variant=${encodeURIComponent(variant)}`;
      best = { card: { guide, variant, step: resumeAt, total, href }, at: entry.at };
    }
  }
  return best?.card ?? null;
}

/**
 * The routes whose home tile shows a done mark: step-by-step guides the viewer finished on this platform
 * (in any variant). Single pages have no mark: opening one is all there is to do.
 */
export function doneRoutes(manifest: Pick<ContentManifest, 'guides'>, viewer: Viewer, record: ProgressRecord): Set<string> {
  const routes = new Set<string>();
  for (const guide of followable(manifest, viewer)) {
    if (variantsOf(guide).some((variant) => progressIn(record, guide, viewer, variant).done)) routes.add(guide.route);
  }
  return routes;
}
