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

/**
 * The content's details, loaded after the first screen: the settings (a few kB), each guide's fields and
 * its chunk's loader, and each step's title, conditions and file name.
 */
export function detailsChunkLimit(guides: number, steps: number): number {
  return 4_000 + 300 * guides + 200 * steps;
}

/** "5.3 kB" */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
