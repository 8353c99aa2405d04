import { useCallback, useEffect, useRef } from 'react';
import type { TrackedSteps } from '../../shared/progress/derive';
import { guideProgress, type GuideProgress } from '../../shared/progress/progress';
import { browserStorage } from '../../shared/progress/progress-storage';
import { updateStored, withFinish, withVisit, without } from '../../shared/progress/record-visit';
import { useProgress } from '../../shared/progress/use-progress';

export interface GuideProgressState extends GuideProgress {
  /** Remembers that this step is shown now (nothing while previewing or signed out). */
  record(step: number): void;
  /** Remembers that the person moved past the last step: the guide is done. */
  finish(): void;
  /** Forgets this guide's progress (this platform and variant). */
  startAgain(): void;
}

/**
 * The viewer's progress in one guide, on their platform and in this variant (`key`, see progressKey), and
 * recording it. `tracked` stays the same object while the steps do, so the recorder keeps its identity.
 */
export function useGuideProgress(key: string, tracked: TrackedSteps): GuideProgressState {
  const progress = useProgress();
  const { total, order, names } = tracked;
  const state = guideProgress(progress?.record[key], total, order, names);
  // Null while previewing or reading offline without signing in: nothing is recorded.
  const item = progress?.item;
  const record = useCallback(
    (step: number) => {
      if (item) updateStored(browserStorage, item, (r) => withVisit(r, key, Math.min(step, total), total, Date.now(), order, names));
    },
    [item, key, total, order, names],
  );
  const finish = useCallback(() => {
    if (item) updateStored(browserStorage, item, (r) => withFinish(r, key, total, Date.now(), order, names));
  }, [item, key, total, order, names]);
  const startAgain = useCallback(() => {
    if (item) updateStored(browserStorage, item, (r) => without(r, key));
  }, [item, key]);
  return { ...state, record, finish, startAgain };
}

/**
 * Records `step` as shown once it is on the screen (an effect of the component that shows it, so nothing is
 * recorded while the guide's code loads or when it fails), each time it changes; nothing when null (no step
 * for this viewer). Not again when only the recorder changes: a preview ending records nothing the person did.
 */
export function useRecordShown(record: GuideProgressState['record'], step: number | null): void {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (step === null || recorded.current === step) return;
    recorded.current = step;
    record(step);
  }, [record, step]);
}
