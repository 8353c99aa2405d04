/**
 * How much content the portal serves at once, as the content check and the budgets (npm run budgets) both
 * judge it, from this one place: the check holds each step to its limit, and the build's sizes are held to
 * limits that grow with the steps, so a school's content that passes the check never fails the budgets.
 * Sizes are bytes compressed with gzip, as a static host serves them; kB is 1,000 bytes.
 */

/** The most one step may hold: its compiled code, compressed (about 1,800 words of plain text). */
export const STEP_MAX_GZIP = 5_000;

/** A guide's chunk: its steps' compiled code (each within STEP_MAX_GZIP) and a little glue. */
export function guideChunkLimit(stepGzipSizes: readonly number[]): number {
  return 1_000 + stepGzipSizes.reduce((sum, size) => sum + size, 0);
}

/** The search index's share for each step: its words and where they are. */
export const SEARCH_INDEX_PER_STEP = 500;

/** The search index: a fixed part and SEARCH_INDEX_PER_STEP for each step. */
export function searchIndexLimit(steps: number): number {
  return 8_000 + SEARCH_INDEX_PER_STEP * steps;
}

/** Every guide's steps (titles, conditions, file names): loaded after the first screen. */
export function stepsChunkLimit(steps: number): number {
  return 2_000 + 200 * steps;
}

/** "5.3 kB" */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
