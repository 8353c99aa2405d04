/**
 * `npm run check -- --stale <days>`: the guides IT has not checked for that many days (by their
 * guide.yaml's `reviewed:` day), or never, as warnings: a guide can be right for years, so nothing fails.
 */
import { join } from 'node:path';
import { daysSince, formatDay, isoDay } from '../../../src/shared/content/derive/reviewed.ts';
import type { GuideEntry } from '../../../src/shared/content/schema/manifest.ts';
import { readTextIfPresent } from '../check/files-if-present.ts';
import type { Finding } from '../check/output-format.ts';
import type { ShowPath } from '../check/problem-list.ts';
import { lineOfPath } from '../check/yaml-lines.ts';

/** Where a guide's guide.yaml is, as shown, and the line of its `reviewed:` (1 when it has none). */
export type LocateReviewed = (guideId: string) => { file: string; line: number };

/** Reads each guide's guide.yaml (in its folder, as the content check found it) for the line of `reviewed:`. */
export function guideYamlLocator(guideDirs: ReadonlyMap<string, string>, show: ShowPath): LocateReviewed {
  return (guideId) => {
    const path = join(guideDirs.get(guideId) ?? '', 'guide.yaml');
    const text = readTextIfPresent(path) ?? '';
    return { file: show(path), line: /^reviewed\s*:/m.test(text) ? lineOfPath(text, ['reviewed']) : 1 };
  };
}

/** Whether `--stale` was given a number of days it can use: a whole number from 1. */
export function parseStaleDays(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * A warning for each guide with content (not a code-backed tool) last reviewed more than `days` days before
 * `today`, or never (printed sorted by file, as every finding is).
 */
export function staleGuides(guides: readonly GuideEntry[], days: number, today: Date, locate: LocateReviewed): Finding[] {
  const line = `"reviewed: ${isoDay(today)}"`;
  const hint = (change: string) => `Check its steps against what students see now, then ${change}.`;
  return guides
    .filter((g) => g.layout !== 'tool' && (!g.reviewed || daysSince(g.reviewed, today) > days))
    .map((g): Finding => {
      const at = locate(g.id);
      if (!g.reviewed) {
        return {
          ...at,
          severity: 'warning',
          message: `${g.title} has never been checked by IT: its guide.yaml has no "reviewed:" day.`,
          hint: hint(`add ${line} to its guide.yaml`),
        };
      }
      const ago = daysSince(g.reviewed, today);
      return {
        ...at,
        severity: 'warning',
        message: `${g.title} was last checked by IT ${ago} days ago, on ${formatDay(g.reviewed)}.`,
        hint: hint(`set ${line} in its guide.yaml`),
      };
    });
}

/** The line after the warnings: how many, and that they fail nothing. */
export function staleSummary(count: number, days: number): string {
  if (count === 0) return `Every guide was checked by IT in the last ${days} days.`;
  return `${count} guide${count === 1 ? '' : 's'} not checked by IT in the last ${days} days (warnings: the check still passes).`;
}
