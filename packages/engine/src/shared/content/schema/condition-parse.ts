/**
 * Reads a condition as a technician writes it, in the school's role values, naming what is wrong (and what
 * was meant) when it cannot.
 */
import type { Condition, ConditionTerm } from './condition.ts';
import { contentRoles } from './school-context.ts';
import { describeKnownRoles, knownRoles, yearOfRole, type SchoolRoles } from '../../user/roles.ts';
import { closestName } from './suggest.ts';

export type ConditionParse = { ok: true; condition: Condition } | { ok: false; message: string };

/** The school's years as a range, for messages: "years go from Foundation to Year6". */
const yearsInWords = (roles: SchoolRoles) =>
  roles.years.length
    ? `years go from ${roles.years[0]!.role} to ${roles.years.at(-1)!.role}`
    : 'the school has no year levels in school.yaml';

/** The years term for from..to: the school's year roles in that range. */
function yearsTerm(roles: SchoolRoles, from: number, to: number): ConditionTerm {
  return { kind: 'years', from, to, roles: roles.years.filter((y) => y.year >= from && y.year <= to).map((y) => y.role) };
}

function parseTerm(text: string, roles: SchoolRoles): ConditionTerm | string {
  if (text === 'everyone') return { kind: 'everyone' };
  if (roles.staff.includes(text) || roles.others.includes(text)) return { kind: 'role', role: text };
  const single = yearOfRole(roles, text);
  if (single !== null) return yearsTerm(roles, single, single);
  const dash = /^(.+?)\s*-\s*(.+)$/.exec(text);
  if (dash) {
    const [fromRole, toRole] = [dash[1]!, dash[2]!];
    const [from, to] = [yearOfRole(roles, fromRole), yearOfRole(roles, toRole)];
    if (from !== null && to !== null) {
      if (from > to) return `The range "${text}" runs backwards: write the lower year first, e.g. ${toRole}-${fromRole}.`;
      return yearsTerm(roles, from, to);
    }
    const unknown = from === null ? fromRole : toRole;
    if (/^[A-Za-z]+\s*\d{1,2}$|^[A-Za-z]+$/.test(unknown) && !/\u2013|\u2014|\u2212/.test(text)) {
      const close = closestName(
        unknown,
        roles.years.map((y) => y.role),
      );
      return `Unknown year "${unknown}" in "${text}": ${yearsInWords(roles)}${close ? ` (did you mean "${close}"?)` : ''}.`;
    }
  }
  return unknownTermMessage(text, roles);
}

/** Dashes and quotes that editors such as Word type in place of plain ones, by name. */
const PASTED = /[\u2012-\u2015\u2212\u2018\u2019\u201C\u201D]/;
const PASTED_NAMES: Readonly<Record<string, string>> = {
  '\u2013': 'an en dash (–)',
  '\u2014': 'an em dash (—)',
  '\u2212': 'a minus sign (−)',
};

/** What is wrong with a term that is no role, and the role it was most likely meant to be. */
function unknownTermMessage(text: string, roles: SchoolRoles): string {
  const pasted = PASTED.exec(text)?.[0];
  if (pasted) {
    const quote = /[\u2018\u2019\u201C\u201D]/.test(pasted);
    const name = PASTED_NAMES[pasted] ?? (quote ? `curly quotes (${pasted})` : `a long dash (${pasted})`);
    const plain = text.replace(/[\u2012-\u2015\u2212]/g, '-').replace(/[\u2018\u2019\u201C\u201D]/g, '');
    return `"${text}" has ${name}, as Word types it: write ${plain}${quote ? ', without quotes' : ', with a plain hyphen'}.`;
  }
  const known = ['everyone', ...knownRoles(roles)];
  const caseless = known.find((r) => r.toLowerCase() === text.toLowerCase());
  if (caseless) return `Unknown role "${text}". Roles are case-sensitive: did you mean "${caseless}"?`;
  // "Year 8" for Year8: the role without its spaces.
  const compact = text.replace(/\s+/g, '');
  if (compact !== text && known.includes(compact)) return `Unknown role "${text}": did you mean "${compact}"?`;
  // "Year13" where the school's years end at Year12: a year, but not one of the school's.
  const yearLike = /^([A-Za-z]+)\s*(\d{1,2})$/.exec(text);
  if (yearLike && roles.years.some((y) => y.role.startsWith(yearLike[1]!))) return `There is no role "${text}": ${yearsInWords(roles)}.`;
  const shortRange = /^([A-Za-z]+)(\d{1,2})\s*-\s*(\d{1,2})$/.exec(text);
  if (shortRange && yearOfRole(roles, `${shortRange[1]}${shortRange[3]}`) !== null) {
    return `Unknown role "${text}": did you mean "${shortRange[1]}${shortRange[2]}-${shortRange[1]}${shortRange[3]}"? Write ${shortRange[1]} before both years.`;
  }
  const close = closestName(text, known);
  if (close) return `Unknown role "${text}": did you mean "${close}"?`;
  return `Unknown role "${text}". Write one of: ${describeKnownRoles(roles)}.`;
}

/** `roles`: the school's roles (default: those of the content being read, school.yaml's). */
export function parseCondition(source: string, roles: SchoolRoles = contentRoles()): ConditionParse {
  const parts = source.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '')) {
    return { ok: false, message: `The condition "${source}" has an empty part: separate roles with single commas.` };
  }
  const condition: Condition = { source, include: [], exclude: [] };
  for (const part of parts) {
    const negated = /^not\s+/.exec(part);
    const body = negated ? part.slice(negated[0].length).trim() : part;
    const term = parseTerm(body, roles);
    if (typeof term === 'string') return { ok: false, message: term };
    if (negated && term.kind === 'everyone') return { ok: false, message: '"not everyone" would hide this from every user.' };
    (negated ? condition.exclude : condition.include).push(term);
  }
  if (condition.include.some((t) => t.kind === 'everyone') && condition.include.length > 1) {
    return { ok: false, message: `"everyone" already includes every user: remove the other roles from "${source}".` };
  }
  return { ok: true, condition };
}
