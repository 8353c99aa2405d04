/**
 * What home shows once the content's details have loaded: the Continue card, and on each tile its
 * description and state. Home loads this module on its own, beside the details, so that the code deriving
 * them stays out of its first load (see src/features/home/use-home-marks.ts).
 */
import { tileDescriptions } from '../content/derive/tile-descriptions.ts';
import type { ContentManifest } from '../content/schema/manifest.ts';
import type { Viewer } from '../user/viewer.ts';
import { continueCard, type ContinueCard } from './derive.ts';
import type { ProgressRecord } from './progress.ts';
import { tileStates, tileStateWords, type TileState } from './tile-states.ts';

export interface TileMark {
  kind: TileState['kind'];
  /** What the tile says, e.g. "In progress", then its detail, "step 3 of 4". */
  headline: string;
  detail?: string;
}

export interface HomeMarks {
  card: ContinueCard | null;
  /** Each tile's description, by its label. */
  descriptions: ReadonlyMap<string, string>;
  /** The state of each tile that has one, by its route. */
  states: ReadonlyMap<string, TileMark>;
}

export function homeMarks(manifest: ContentManifest, viewer: Viewer, record: ProgressRecord): HomeMarks {
  const states = new Map<string, TileMark>();
  for (const [route, state] of tileStates(manifest, viewer, record)) states.set(route, { kind: state.kind, ...tileStateWords(state) });
  return { card: continueCard(manifest, viewer, record), descriptions: tileDescriptions(manifest), states };
}
