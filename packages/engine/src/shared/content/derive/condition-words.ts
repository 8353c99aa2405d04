import { roleInWords, type SchoolRoles } from '../../user/roles.ts';
import type { Condition, ConditionTerm } from '../schema/condition.ts';

/** Year levels as a student reads them, by the school's names for them: "Year 7", "Foundation". */
const labelOf = (roles: SchoolRoles, year: number) => roles.years.find((y) => y.year === year)?.label ?? `Year ${year}`;

/** `a`, `a and b`, `a, b and c`. */
function list(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * A group of years in words: where every label is "<word> <number>" with the same word, the short form
 * (`year 12`, `years 7–12`, `years 3–4 and 7`); otherwise the school's names (`Foundation to Year 2`).
 */
function yearsInWords(terms: Extract<ConditionTerm, { kind: 'years' }>[], roles: SchoolRoles): string[] {
  if (terms.length === 0) return [];
  const labels = terms.flatMap((t) => [labelOf(roles, t.from), labelOf(roles, t.to)]);
  const word = /^(\p{L}+) \d+$/u.exec(labels[0]!)?.[1];
  const sameWord = word !== undefined && labels.every((l) => new RegExp(`^${word} \\d+$`, 'u').test(l));
  if (sameWord) {
    const number = (year: number) => labelOf(roles, year).slice(word.length + 1);
    const ranges = terms.map((t) => (t.from === t.to ? number(t.from) : `${number(t.from)}–${number(t.to)}`));
    const plural = terms.length > 1 || terms[0]!.from !== terms[0]!.to;
    return [`${word.toLowerCase()}${plural ? 's' : ''} ${list(ranges)}`];
  }
  return terms.map((t) => (t.from === t.to ? labelOf(roles, t.from) : `${labelOf(roles, t.from)} to ${labelOf(roles, t.to)}`));
}

/**
 * Who a condition is for, in words a student reads on a tile: `years 7–12 and staff`, `year 12`,
 * `Foundation to Year 2`. Null when it cannot be said as a short list (everyone, or a `not`), where the text
 * the school wrote says it better.
 */
export function conditionInWords(condition: Condition, roles: SchoolRoles): string | null {
  if (condition.exclude.length > 0 || condition.include.length === 0) return null;
  const years: Extract<ConditionTerm, { kind: 'years' }>[] = [];
  const named: string[] = [];
  for (const term of condition.include) {
    if (term.kind === 'everyone') return null;
    if (term.kind === 'years') years.push(term);
    else
      named.push(
        roles.staff.includes(term.role) ? (roles.staff.length > 1 ? `${roleInWords(term.role)} staff` : 'staff') : `${term.role} accounts`,
      );
  }
  return list([...yearsInWords(years, roles), ...[...new Set(named)]]);
}
