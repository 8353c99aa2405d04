/**
 * Where a person is in each guide, as this browser remembers it. Pure: reading and interpreting the stored
 * record (record-visit.ts changes it; progress-storage.ts keeps it in localStorage).
 *
 * One entry per guide, platform and variant (WiFi's laptop and iOS steps are separate), holding the last
 * step shown, how many steps the guide had then and in what order, which steps were shown, and whether the
 * person finished it. A guide is **done** once the person finished it: moved past its last step (Finish, or
 * the Setup Guide's Next), not when its last step was merely shown. When the guide's steps have changed since (a step added,
 * removed or moved), the ticks and the step to resume at follow the steps by their names (the slugs of
 * their files), so none lands on a step the person never saw; a guide with a step added is not done until
 * its last step is shown again. An entry stored before the names were kept is only trusted for where to
 * resume, clamped to the new last step, without ticks.
 */
import type { DeviceName } from '../user/devices.ts';

export interface StepProgress {
  /** The last step shown, 1-based. */
  step: number;
  /** How many steps the guide had for this person when it was shown. */
  total: number;
  /** Every step shown since the guide was started (or started again), ascending. */
  seen: number[];
  /** When the step was shown, ms since the epoch: the most recent guide is the one to continue. */
  at: number;
  /** The steps' order when shown (stepOrder in derive.ts); absent in entries stored before it was kept. */
  order?: string;
  /** The steps' names (slugs) in order when shown; absent in entries stored before they were kept. */
  steps?: string[];
  /** The person moved past the last step (Finish, or the Setup Guide's Next); absent until then. */
  finished?: true;
}

/** Every entry of one account, by progressKey. */
export type ProgressRecord = Readonly<Record<string, StepProgress>>;

/** The version of the stored shape; another version is read as no progress. */
export const PROGRESS_VERSION = 1;

/** An entry's key: the guide's folder name, the platform and the variant (empty for a guide without). */
export function progressKey(guideId: string, platform: DeviceName, variant: string | undefined): string {
  return `${guideId}/${platform}/${variant ?? ''}`;
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 999;

/** Step names as stored: one text per step, none longer than any file name a person would write. */
const isStepNames = (names: unknown, total: number): names is string[] =>
  Array.isArray(names) && names.length === total && names.every((n) => typeof n === 'string' && n.length > 0 && n.length <= 200);

function entryOf(value: unknown): StepProgress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step, total, seen, at, order, steps, finished } = value as Record<string, unknown>;
  if (!isCount(step) || !isCount(total) || typeof at !== 'number' || !Number.isFinite(at) || !Array.isArray(seen)) return null;
  const entry: StepProgress = { step, total, seen: [...new Set(seen.filter(isCount))].sort((a, b) => a - b), at };
  // An order that is not a short text is ignored: the entry then counts by its number of steps alone; names
  // that do not fit its steps are ignored too, and the ticks are then dropped when the steps change.
  if (typeof order === 'string' && order.length <= 32) entry.order = order;
  if (isStepNames(steps, total)) entry.steps = [...steps];
  if (finished === true) entry.finished = true;
  return entry;
}

/**
 * The stored text as a record. Absent, unreadable, another version or hand-edited: what can be read of it
 * (an entry that makes no sense is left out), else nothing, never an error.
 */
export function parseProgress(stored: string | null): ProgressRecord {
  if (!stored) return {};
  try {
    const value = JSON.parse(stored) as { v?: unknown; guides?: unknown };
    if (value?.v !== PROGRESS_VERSION || typeof value.guides !== 'object' || value.guides === null) return {};
    const record: Record<string, StepProgress> = {};
    for (const [key, raw] of Object.entries(value.guides)) {
      const entry = entryOf(raw);
      if (entry) record[key] = entry;
    }
    return record;
  } catch {
    return {};
  }
}

export interface GuideProgress {
  /** Where to open the guide when its address names no step: the last step shown, or 1 once done. */
  resumeAt: number;
  /** The person finished the guide, and its last step is still one they saw (see guideProgress). */
  done: boolean;
  /** The steps shown, each within 1..total. Empty when the guide's steps have changed since. */
  seen: readonly number[];
}

/** Whether an entry was stored with the guide's steps as they are now (an entry without an order: by count). */
export function sameSteps(entry: Pick<StepProgress, 'total' | 'order'>, total: number, order: string | undefined): boolean {
  return entry.total === total && (entry.order === undefined || order === undefined || entry.order === order);
}

/** The names with a repeated one told apart by its place among its namesakes (`sign-in`, `sign-in#2`). */
function uniqueNames(names: readonly string[]): string[] {
  const count = new Map<string, number>();
  return names.map((name) => {
    const n = (count.get(name) ?? 0) + 1;
    count.set(name, n);
    return n === 1 ? name : `${name}#${n}`;
  });
}

/**
 * An entry stored with other steps, carried over to the guide's steps as they are now (`steps`, their names
 * in order): the ticks and the last step shown follow their steps by name, and a step no longer there loses
 * its tick. When a step was added, the last step's tick is not carried over, so the guide is not done until
 * its last step is shown again. Null when the entry kept no names (stored before they were kept).
 */
export function carriedOver(entry: StepProgress, steps: readonly string[]): Pick<StepProgress, 'step' | 'seen'> | null {
  if (!entry.steps) return null;
  const was = uniqueNames(entry.steps);
  const current = uniqueNames(steps);
  const now = new Map(current.map((name, i) => [name, i + 1]));
  const added = current.some((name) => !was.includes(name));
  const seen = entry.seen
    .map((n) => now.get(was[n - 1]!))
    .filter((n): n is number => n !== undefined && !(added && n === steps.length))
    .sort((a, b) => a - b);
  return { step: now.get(was[entry.step - 1]!) ?? Math.min(entry.step, steps.length), seen };
}

/**
 * The entry's last step and ticks on the guide as it is now (`total` steps in this `order`, named `steps`): as
 * stored when the steps are the same, carried over when they changed, null when they changed and the entry
 * kept no names to carry them by. What guideProgress reads and withVisit builds on.
 */
export function entryNow(
  entry: StepProgress,
  total: number,
  order?: string,
  steps?: readonly string[],
): Pick<StepProgress, 'step' | 'seen'> | null {
  if (sameSteps(entry, total, order)) return entry;
  return steps?.length === total ? carriedOver(entry, steps) : null;
}

/**
 * An entry read against the guide as it is now, with `total` steps for this person, in this `order`, named
 * `steps` (an entry stored with other steps is carried over to them, see carriedOver).
 */
export function guideProgress(entry: StepProgress | undefined, total: number, order?: string, steps?: readonly string[]): GuideProgress {
  if (!entry || total < 1) return { resumeAt: 1, done: false, seen: [] };
  const now = entryNow(entry, total, order, steps);
  // Stored before step names were kept, with other steps: where to resume, and nothing else.
  if (!now) return { resumeAt: Math.min(entry.step, total), done: false, seen: [] };
  // Finished, and no step added since (carriedOver then drops the last step's tick).
  const done = entry.finished === true && now.seen.includes(total);
  // A finished guide opens at its start again; an unfinished one where it was left, never past the end.
  return { resumeAt: done ? 1 : Math.min(now.step, total), done, seen: now.seen };
}

/**
 * Whether home will likely offer a Continue card: some step-by-step guide of these was started past its
 * first step on this platform and not finished. Read from the record alone, before the guides' details
 * (which the card itself needs) have loaded, so home can keep the card's place and nothing moves when it
 * comes. A guide whose steps have changed since may still have no card: then the place goes.
 */
export function expectsContinueCard(
  record: ProgressRecord,
  guides: readonly { id: string; layout: string }[],
  platform: DeviceName,
): boolean {
  const stepByStep = new Set(guides.filter((g) => g.layout === 'steps').map((g) => g.id));
  return Object.entries(record).some(([key, entry]) => {
    const [guideId, keyPlatform] = key.split('/');
    return keyPlatform === platform && stepByStep.has(guideId!) && !entry.finished && entry.step >= 2;
  });
}
