import type { Condition, ConditionTerm } from '../schema/condition.ts';

/** A year range as a student reads it: `7–12`, or `8` for one year. */
const years = (term: Extract<ConditionTerm, { kind: 'years' }>) => (term.from === term.to ? `${term.from}` : `${term.from}–${term.to}`);

/** `a`, `a and b`, `a, b and c`. */
function list(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Who a condition is for, in words a student reads on a tile: `years 7–12 and staff`, `year 12`. Null when it
 * cannot be said as a short list (everyone, or a `not`), where the text the school wrote says it better.
 */
export function conditionInWords(condition: Condition): string | null {
  if (condition.exclude.length > 0 || condition.include.length === 0) return null;
  const ranges: string[] = [];
  const roles: string[] = [];
  for (const term of condition.include) {
    if (term.kind === 'everyone') return null;
    if (term.kind === 'years') ranges.push(years(term));
    else roles.push(term.role === 'Staff' ? 'staff' : `${term.role} accounts`);
  }
  const yearWords = ranges.length === 0 ? [] : [`${ranges.length === 1 && !ranges[0]!.includes('–') ? 'year' : 'years'} ${list(ranges)}`];
  return list([...yearWords, ...roles]);
}
