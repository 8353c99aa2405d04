/**
 * What home shows of a person's progress, derived from the content, the viewer and the stored record: the
 * Continue card and the done marks on tiles (the Setup Guide's checklist is in setup-guide-progress.ts).
 * Guides outside the viewer's audience or licence never appear.
 */
import { guideAccess, inAudience } from '../content/derive/access.ts';
import { visibleSteps } from '../content/derive/steps.ts';
import type { Viewer } from '../user/viewer.ts';
import type { ContentManifest, GuideEntry, StepMeta } from '../content/schema/manifest.ts';
import { STEP_FILE } from '../patterns.ts';
import { hash } from './hash.ts';
import { guideProgress, progressKey, type GuideProgress, type ProgressRecord } from './progress.ts';

/** The screens progress counts in a guide: how many, their order (stepOrder) and their names (stepNames). */
export interface TrackedSteps {
  total: number;
  order: string;
  names: readonly string[];
}

/**
 * The steps' names: the slug of each file name (`NN-slug.mdx`; the content check allows no other names), so
 * that renumbering (`03-sign-in.mdx` to `04-sign-in.mdx`, as `npm run renumber` does) keeps them.
 */
export function stepNames(files: readonly string[]): string[] {
  return files.map((file) => STEP_FILE.exec(file)?.[2] ?? file);
}

/**
 * A short text that changes when the steps are reordered, added or removed, but not when they are renumbered
 * or their words are edited.
 */
export function stepOrder(files: readonly string[]): string {
  return hash(stepNames(files).join('/'));
}

/** The order of a guide counted as one screen (a single page, or only its message). */
const ONE_SCREEN: TrackedSteps = Object.freeze({ total: 1, order: stepOrder(['page']), names: Object.freeze(['page']) });

/**
 * The screens the viewer goes through in a guide, as progress counts them, from the steps they see in it: each
 * step of a `steps` guide they may follow (`followable`); one for a single page, or for a guide that shows them
 * only its message.
 */
export function trackedOf(guide: Pick<GuideEntry, 'layout'>, followable: boolean, steps: readonly Pick<StepMeta, 'file'>[]): TrackedSteps {
  if (guide.layout !== 'steps' || !followable) return ONE_SCREEN;
  const files = steps.map((step) => step.file);
  // A guide with no step for this viewer still counts as one screen, named by no file.
  return { total: Math.max(1, files.length), order: stepOrder(files), names: files.length > 0 ? stepNames(files) : [] };
}

/** The screens progress counts in a guide, for this viewer and variant (see trackedOf). */
export function trackedSteps(guide: GuideEntry, viewer: Viewer, variant: string | undefined): TrackedSteps {
  return trackedOf(guide, guideAccess(guide, viewer).kind === 'ok', visibleSteps(guide, viewer, variant));
}

/** The viewer's progress in one guide and variant (on their platform). */
export function progressIn(record: ProgressRecord, guide: GuideEntry, viewer: Viewer, variant: string | undefined): GuideProgress {
  const { total, order, names } = trackedSteps(guide, viewer, variant);
  return guideProgress(record[progressKey(guide.id, viewer.platform, variant)], total, order, names);
}

/** Guides the viewer may follow step by step: in their audience and licence, on their platform. */
export function followable(manifest: Pick<ContentManifest, 'guides'>, viewer: Viewer): GuideEntry[] {
  return manifest.guides.filter(
    (g) => g.layout === 'steps' && (!viewer.visitor || g.public) && inAudience(g, viewer.roles) && guideAccess(g, viewer).kind === 'ok',
  );
}

export const variantsOf = (guide: GuideEntry): (string | undefined)[] => guide.variants?.map((v) => v.id) ?? [undefined];

export interface ContinueCard {
  guide: GuideEntry;
  variant: string | undefined;
  /** The step the guide reopens at. */
  step: number;
  total: number;
  /** The guide's address, with its variant when it has one. */
  href: string;
}

/** Where a guide reopens for the viewer, and when they were last shown it. */
interface Unfinished {
  card: ContinueCard;
  at: number;
}

/**
 * Of a guide's variants the viewer started (went past step 1 of) and has not finished on this platform, the
 * one shown most recently (the first, when two were shown at once), or null.
 */
function lastUnfinished(guide: GuideEntry, viewer: Viewer, record: ProgressRecord): Unfinished | null {
  let best: Unfinished | null = null;
  for (const variant of variantsOf(guide)) {
    const entry = record[progressKey(guide.id, viewer.platform, variant)];
    if (!entry || (best && best.at >= entry.at)) continue;
    const { total, order, names } = trackedSteps(guide, viewer, variant);
    const { resumeAt, done } = guideProgress(entry, total, order, names);
    if (done || resumeAt < 2) continue;
    const href = variant === undefined ? guide.route : `${guide.route}?variant=${encodeURIComponent(variant)}`;
    best = { card: { guide, variant, step: resumeAt, total, href }, at: entry.at };
  }
  return best;
}

/**
 * A guide the viewer started and has not finished on this platform: where it reopens (in the variant shown
 * most recently), as the Continue card would offer it; null when there is no such progress. For a guide the
 * viewer may follow (see followable).
 */
export function unfinishedIn(guide: GuideEntry, viewer: Viewer, record: ProgressRecord): ContinueCard | null {
  return lastUnfinished(guide, viewer, record)?.card ?? null;
}

/**
 * The guide to offer on home: of the step-by-step guides the viewer started (went past step 1 of) and has
 * not finished, on this platform, the one shown most recently. Null when there is none.
 */
export function continueCard(manifest: Pick<ContentManifest, 'guides'>, viewer: Viewer, record: ProgressRecord): ContinueCard | null {
  let best: Unfinished | null = null;
  for (const guide of followable(manifest, viewer)) {
    const last = lastUnfinished(guide, viewer, record);
    if (last && (!best || last.at > best.at)) best = last;
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
