/** Reads a condition as a technician writes it, naming what is wrong (and what was meant) when it cannot. */
import type { Condition, ConditionTerm } from './condition.ts';
import { describeKnownRoles, FIRST_YEAR, KNOWN_ROLES, LAST_YEAR, NAMED_ROLES, yearOf } from '../../user/roles.ts';
import { closestName } from './suggest.ts';

export type ConditionParse = { ok: true; condition: Condition } | { ok: false; message: string };

const RANGE = /^Year(\d{1,2})\s*-\s*Year(\d{1,2})$/;

/** A year role the school has (Year3 ... Year12), as its number. */
function yearIn(text: string): number | null {
  const year = yearOf(text);
  return year !== null && year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}

function parseTerm(text: string): ConditionTerm | string {
  if (text === 'everyone') return { kind: 'everyone' };
  if ((NAMED_ROLES as readonly string[]).includes(text)) return { kind: 'role', role: text };
  const single = yearIn(text);
  if (single !== null) return { kind: 'years', from: single, to: single };
  const range = RANGE.exec(text);
  if (range) {
    const from = yearIn(`Year${range[1]}`);
    const to = yearIn(`Year${range[2]}`);
    if (from === null || to === null) return `Unknown year in "${text}": years go from Year${FIRST_YEAR} to Year${LAST_YEAR}.`;
    if (from > to) return `The range "${text}" runs backwards: write the lower year first, e.g. Year${to}-Year${from}.`;
    return { kind: 'years', from, to };
  }
  return unknownTermMessage(text);
}

/** Dashes and quotes that editors such as Word type in place of plain ones, by name. */
const PASTED = /[\u2012-\u2015\u2212\u2018\u2019\u201C\u201D]/;
const PASTED_NAMES: Readonly<Record<string, string>> = {
  '\u2013': 'an en dash (–)',
  '\u2014': 'an em dash (—)',
  '\u2212': 'a minus sign (−)',
};

/** What is wrong with a term that is no role, and the role it was most likely meant to be. */
function unknownTermMessage(text: string): string {
  const pasted = PASTED.exec(text)?.[0];
  if (pasted) {
    const quote = /[\u2018\u2019\u201C\u201D]/.test(pasted);
    const name = PASTED_NAMES[pasted] ?? (quote ? `curly quotes (${pasted})` : `a long dash (${pasted})`);
    const plain = text.replace(/[\u2012-\u2015\u2212]/g, '-').replace(/[\u2018\u2019\u201C\u201D]/g, '');
    return `"${text}" has ${name}, as Word types it: write ${plain}${quote ? ', without quotes' : ', with a plain hyphen'}.`;
  }
  const known = ['everyone', ...KNOWN_ROLES];
  const caseless = known.find((r) => r.toLowerCase() === text.toLowerCase());
  if (caseless) return `Unknown role "${text}". Roles are case-sensitive: did you mean "${caseless}"?`;
  const year = yearOf(text);
  if (year !== null) return `There is no role "${text}": years go from Year${FIRST_YEAR} to Year${LAST_YEAR}.`;
  const shortRange = /^Year(\d{1,2})\s*-\s*(\d{1,2})$/i.exec(text);
  if (shortRange) return `Unknown role "${text}": did you mean "Year${shortRange[1]}-Year${shortRange[2]}"? Write Year before both years.`;
  const close = closestName(text, known);
  if (close) return `Unknown role "${text}": did you mean "${close}"?`;
  return `Unknown role "${text}". Write one of: ${describeKnownRoles()}.`;
}

export function parseCondition(source: string): ConditionParse {
  const parts = source.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '')) {
    return { ok: false, message: `The condition "${source}" has an empty part: separate roles with single commas.` };
  }
  const condition: Condition = { source, include: [], exclude: [] };
  for (const part of parts) {
    const negated = /^not\s+/.exec(part);
    const body = negated ? part.slice(negated[0].length).trim() : part;
    const term = parseTerm(body);
    if (typeof term === 'string') return { ok: false, message: term };
    if (negated && term.kind === 'everyone') return { ok: false, message: '"not everyone" would hide this from every user.' };
    (negated ? condition.exclude : condition.include).push(term);
  }
  if (condition.include.some((t) => t.kind === 'everyone') && condition.include.length > 1) {
    return { ok: false, message: `"everyone" already includes every user: remove the other roles from "${source}".` };
  }
  return { ok: true, condition };
}
