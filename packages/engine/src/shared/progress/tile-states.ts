/**
 * What a home tile says of the guide for this viewer, in words (never by colour alone): done, in progress,
 * not for their year, or not for their device. Derived from the content, the viewer and their progress.
 */
import { guideAccess, inAudience } from '../content/derive/access.ts';
import { conditionInWords } from '../content/derive/condition-words.ts';
import type { ContentManifest } from '../content/schema/manifest.ts';
import { yearOf } from '../user/roles.ts';
import { DEVICE_LABELS, type DeviceName, type DeviceOwner } from '../user/devices.ts';
import type { Viewer } from '../user/viewer.ts';
import { doneRoutes, unfinishedIn } from './derive.ts';
import type { ProgressRecord } from './progress.ts';
import { setupGuideChecklist, setupGuideDone, setupGuideResumeItem } from './setup-guide-progress.ts';

export type TileState =
  | { kind: 'done' }
  /** Started and not finished: the step (a part, on the Setup Guide) it reopens at, of how many. */
  | { kind: 'in-progress'; unit: 'step' | 'part'; step: number; total: number }
  /** A `licence` the viewer does not hold: who it is for, or the school's message when that cannot be said briefly. */
  | { kind: 'not-licensed'; forYear: boolean; who: string | null; message: string }
  /** Its `platforms` leave out the viewer's: the ones it is for. */
  | { kind: 'other-platform'; platforms: readonly DeviceName[] }
  /** Its `ownership` is not the viewer's device's (as they said): whose devices it is for. */
  | { kind: 'other-owner'; only: DeviceOwner };

const DONE: TileState = { kind: 'done' };

/**
 * The state of each of the viewer's tiles that has one, by the tile's route: a guide they may not follow says
 * why, else one they finished is done, else one they started is in progress (at the step the Continue card
 * would reopen it at). The Setup Guide is done when all its parts are, in progress once one is.
 */
export function tileStates(
  manifest: Pick<ContentManifest, 'guides' | 'setupGuide' | 'roles'>,
  viewer: Viewer,
  record: ProgressRecord,
): Map<string, TileState> {
  const states = new Map<string, TileState>();
  const done = doneRoutes(manifest, viewer, record);
  for (const guide of manifest.guides) {
    if (!guide.tile || !inAudience(guide, viewer.roles)) continue;
    const access = guideAccess(guide, viewer);
    if (access.kind === 'unlicensed') {
      // A student is told it is not for their year; anyone else, not for their account.
      const forYear = yearOf(manifest.roles, viewer.roles) !== null;
      states.set(guide.route, {
        kind: 'not-licensed',
        forYear,
        who: conditionInWords(guide.licence!.audience, manifest.roles),
        message: access.message,
      });
    } else if (access.kind === 'unsupported-platform') {
      states.set(guide.route, { kind: 'other-platform', platforms: guide.platforms!.supported });
    } else if (access.kind === 'other-owner') {
      states.set(guide.route, { kind: 'other-owner', only: guide.ownership!.only });
    } else if (done.has(guide.route)) {
      states.set(guide.route, DONE);
    } else if (guide.layout === 'steps') {
      const card = unfinishedIn(guide, viewer, record);
      if (card) states.set(guide.route, { kind: 'in-progress', unit: 'step', step: card.step, total: card.total });
    }
  }
  const { setupGuide } = manifest;
  if (setupGuide.tile && inAudience(setupGuide, viewer.roles)) {
    const parts = setupGuideChecklist(manifest, viewer, record);
    if (setupGuideDone(manifest, viewer, record)) states.set(setupGuide.route, DONE);
    else if (parts.some((part) => part.done))
      states.set(setupGuide.route, { kind: 'in-progress', unit: 'part', step: setupGuideResumeItem(parts), total: parts.length });
  }
  return states;
}

/** The words a tile shows for its state: what it is ("In progress"), and the detail ("step 3 of 4"). */
export function tileStateWords(state: TileState): { headline: string; detail?: string } {
  switch (state.kind) {
    case 'done':
      return { headline: 'Done' };
    case 'in-progress':
      return { headline: 'In progress', detail: `${state.unit} ${state.step} of ${state.total}` };
    case 'not-licensed':
      return { headline: `Not for your ${state.forYear ? 'year' : 'account'}`, detail: state.who ? `${state.who} only` : state.message };
    case 'other-platform':
      return { headline: 'Not for your device', detail: `${state.platforms.map((p) => DEVICE_LABELS[p]).join(' and ')} only` };
    case 'other-owner':
      return { headline: 'Not for your device', detail: state.only === 'school' ? 'School devices only' : 'Own devices only' };
  }
}

/** The state in a line, as a tile says it (and its link's name ends with it): "In progress: step 3 of 4". */
export function tileStateText(state: TileState): string {
  const { headline, detail } = tileStateWords(state);
  return detail ? `${headline}: ${detail}` : headline;
}
