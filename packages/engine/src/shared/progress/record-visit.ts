/**
 * Changing a person's progress: pure changes to the record, and storing them. Only the guide screens
 * change progress, so none of this is in the home page's first load.
 */
import { entryNow, guideProgress, PROGRESS_VERSION, parseProgress, type ProgressRecord } from './progress.ts';
import { notifyProgress, type StorageSource } from './progress-storage.ts';

export function serializeProgress(record: ProgressRecord): string {
  return JSON.stringify({ v: PROGRESS_VERSION, guides: record });
}

/**
 * The record after step `step` of `total` (in this `order`, named `steps`) was shown at `now`. Ticks from other
 * steps follow their steps by name (carriedOver), or are dropped when the entry kept no names. A guide that
 * was done stays done when it is looked at again; one that was not is not done by showing its last step.
 */
export function withVisit(
  record: ProgressRecord,
  key: string,
  step: number,
  total: number,
  now: number,
  order?: string,
  steps?: readonly string[],
): ProgressRecord {
  const before = record[key];
  const kept = (before && entryNow(before, total, order, steps)?.seen) ?? [];
  const seen = [...kept.filter((n) => n !== step), step].sort((a, b) => a - b);
  // Names are kept only when they are this entry's steps (one per step).
  const names = steps?.length === total ? { steps: [...steps] } : {};
  const finished = before && guideProgress(before, total, order, steps).done ? { finished: true as const } : {};
  return { ...record, [key]: { step, total, seen, at: now, ...(order === undefined ? {} : { order }), ...names, ...finished } };
}

/**
 * The record after the person moved past the last step of `total` at `now` (Finish, or the Setup Guide's
 * Next): the last step shown, and the guide done.
 */
export function withFinish(
  record: ProgressRecord,
  key: string,
  total: number,
  now: number,
  order?: string,
  steps?: readonly string[],
): ProgressRecord {
  const visited = withVisit(record, key, total, total, now, order, steps);
  return { ...visited, [key]: { ...visited[key]!, finished: true } };
}

/** The record without this entry ("Start again"). */
export function without(record: ProgressRecord, key: string): ProgressRecord {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/**
 * Applies `change` to the stored record and stores the result (nothing left: the item is removed).
 * Returns false when storage refused it.
 */
export function updateStored(storage: StorageSource, item: string, change: (record: ProgressRecord) => ProgressRecord): boolean {
  try {
    const store = storage();
    if (!store) return false;
    const next = change(parseProgress(store.getItem(item)));
    if (Object.keys(next).length === 0) store.removeItem(item);
    else store.setItem(item, serializeProgress(next));
    return true;
  } catch {
    return false; // Blocked or full: this visit is not remembered.
  } finally {
    notifyProgress();
  }
}
