/**
 * Where a person is in each guide, as this browser remembers it. Pure: reading and interpreting the stored
 * record (record-visit.ts changes it; progress-storage.ts keeps it in localStorage).
 *
 * One entry per guide, platform and variant (WiFi's laptop and iOS steps are separate), holding the last
 * step shown, how many steps the guide had then and in what order, and which steps were shown. A guide is
 * **done** once its last step has been shown. When the guide's steps have changed since (another count, or
 * the same count in another order), the entry is only trusted for where to resume, clamped to the new last
 * step; it is not done and has no ticks, which would otherwise land on other steps.
 */
import type { PlatformName } from '../content/schema/roles.ts';

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
}

/** Every entry of one account, by progressKey. */
export type ProgressRecord = Readonly<Record<string, StepProgress>>;

/** The version of the stored shape; another version is read as no progress. */
export const PROGRESS_VERSION = 1;

/** An entry's key: the guide's folder name, the platform and the variant (empty for a guide without). */
export function progressKey(guideId: string, platform: PlatformName, variant: string | undefined): string {
  return `${guideId}/${platform}/${variant ?? ''}`;
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 999;

function entryOf(value: unknown): StepProgress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step, total, seen, at, order } = value as Record<string, unknown>;
  if (!isCount(step) || !isCount(total) || typeof at !== 'number' || !Number.isFinite(at) || !Array.isArray(seen)) return null;
  const entry: StepProgress = { step, total, seen: [...new Set(seen.filter(isCount))].sort((a, b) => a - b), at };
  // An order that is not a short text is ignored: the entry then counts by its number of steps alone.
  return typeof order === 'string' && order.length <= 32 ? { ...entry, order } : entry;
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
  /** The last step was shown (and the guide still has the same steps, in the same order). */
  done: boolean;
  /** The steps shown, each within 1..total. Empty when the guide's steps have changed since. */
  seen: readonly number[];
}

/** Whether an entry was stored with the guide's steps as they are now (an entry without an order: by count). */
export function sameSteps(entry: Pick<StepProgress, 'total' | 'order'>, total: number, order: string | undefined): boolean {
  return entry.total === total && (entry.order === undefined || order === undefined || entry.order === order);
}

/** An entry read against the guide as it is now, with `total` steps for this person, in this `order`. */
export function guideProgress(entry: StepProgress | undefined, total: number, order?: string): GuideProgress {
  if (!entry || total < 1) return { resumeAt: 1, done: false, seen: [] };
  const unchanged = sameSteps(entry, total, order);
  const done = unchanged && entry.seen.includes(total);
  // A finished guide opens at its start again; an unfinished one where it was left, never past the end.
  return { resumeAt: done ? 1 : Math.min(entry.step, total), done, seen: unchanged ? entry.seen : [] };
}
