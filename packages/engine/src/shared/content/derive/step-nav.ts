/**
 * A guide's one row of buttons (Previous Step, Next Step, and what lies past its ends), and the Setup Guide's
 * ends. Only the guide screens use it, so none of it is in home's first load.
 */
import type { SetupGuideItem } from './setup-guide.ts';

/** A button of a guide's navigation: to the step before or after, or past the guide's first or last step. */
export type StepNavButton = { kind: 'step'; label: 'Previous Step' | 'Next Step'; to: number } | { kind: 'end'; label: string };

/**
 * A guide's one row of buttons on `step` of `total`: Previous Step above step 1, Next Step below the total, and
 * at either end what the screen puts there (`before` step 1, `after` the last step: the guide's own screen
 * has Finish after its last step; the Setup Guide goes on to the part before or after), or nothing.
 */
export function stepNav(
  step: number,
  total: number,
  ends: { before?: string | null; after?: string | null } = {},
): { previous: StepNavButton | null; next: StepNavButton | null } {
  const previous: StepNavButton | null =
    step > 1 ? { kind: 'step', label: 'Previous Step', to: step - 1 } : ends.before ? { kind: 'end', label: ends.before } : null;
  const next: StepNavButton | null =
    step < total ? { kind: 'step', label: 'Next Step', to: step + 1 } : ends.after ? { kind: 'end', label: ends.after } : null;
  return { previous, next };
}

export interface SetupGuideEnds {
  /** The button before the part's first step: to the previous part (null on the first part). */
  before: string | null;
  /** The button after the part's last step: on to the next part, or "Complete" on the last. */
  after: string;
  /** Where "after" goes: the next part's number, or home after the last. */
  afterTarget: { kind: 'item'; item: number } | { kind: 'home' };
}

/**
 * What the Setup Guide's one Next and Previous do past the ends of 1-based part `item`: its steps are walked
 * with Next Step, then Next goes on to the following part, named ("Next: OneDrive"), or home ("Complete").
 */
export function setupGuideEnds(items: readonly SetupGuideItem[], item: number): SetupGuideEnds {
  const previous = item > 1 ? items[item - 2] : undefined;
  const following = items[item];
  return {
    before: previous ? `Previous: ${previous.name}` : null,
    ...(following
      ? { after: `Next: ${following.name}`, afterTarget: { kind: 'item', item: item + 1 } }
      : { after: 'Complete', afterTarget: { kind: 'home' } }),
  };
}
