/**
 * What a report keeps of the words a person typed: at most a short, bounded text, with anything that could
 * name or unlock someone taken out. Emails, long numbers (phone numbers, student ids, PINs) and tokens that
 * look like passwords (letters mixed with digits, or with symbols) become `[removed]`; addresses lose their
 * query strings; control and direction-changing characters go. Error codes IT needs (`0x80070005`,
 * `AADSTS50126`) stay. Applied by the function to everything it stores, whatever the browser sent.
 */
import { MAX_QUERY_LENGTH, MAX_WORDS_LENGTH } from '@school-it-portal/function-contract/reports';

export const REMOVED = '[removed]';

/** Control characters, zero-width and bidirectional formatting characters: never kept. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/g;
/** An address's query string or fragment, which may carry a code or a name. */
const URL_TAIL = /\b(https?:\/\/[^\s?#]+)[?#]\S*/gi;
/** Eight or more digits, with spaces, dots, dashes or brackets between them: a phone number or an id. */
const LONG_NUMBER = /(?<![\w.])\+?\(?\d(?:[\d\s().-]*\d){7,}(?!\w)/g;
/** Codes that look like passwords but are what IT needs to see. */
const ERROR_CODES = [/^0x[0-9a-f]{1,8}$/i, /^[A-Z]{2,12}\d{2,6}$/, /^https?:\/\//i];
const PASSWORD_SYMBOLS = /[!@#$%^&*+=~|<>{}[\]\\]/;
/** Punctuation around a word, which stays around `[removed]` (not `!` or `?`, which passwords often end with). */
const EDGES = /^([("'‘“[{]*)(.*?)([.,;:)"'’”\]}]*)$/su;

function looksSecret(word: string): boolean {
  if (word.length === 0 || ERROR_CODES.some((code) => code.test(word))) return false;
  const digits = (word.match(/\d/g) ?? []).length;
  const letters = (word.match(/\p{L}/gu) ?? []).length;
  // A PIN or an id; a year (1900 to 2099) is left.
  if (/^\d+$/.test(word)) return digits >= 5 || (digits === 4 && !/^(19|20)\d\d$/.test(word));
  if (word.length >= 6 && digits > 0 && letters > 0) return true;
  return word.length >= 6 && letters > 0 && PASSWORD_SYMBOLS.test(word);
}

function scrubWord(token: string): string {
  const [, before = '', word = '', after = ''] = EDGES.exec(token) ?? [];
  return looksSecret(word) ? `${before}${REMOVED}${after}` : token;
}

/** At most `max` characters (whole characters, never half of one), with an ellipsis when cut. */
function bounded(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The words as a report keeps them: cleaned as above, on one line, at most `max` characters ('' for none). */
export function cleanWords(text: string, max = MAX_WORDS_LENGTH): string {
  const cleaned = text
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(EMAIL, REMOVED)
    .replace(URL_TAIL, '$1')
    .replace(LONG_NUMBER, REMOVED)
    .split(/\s+/)
    .filter(Boolean)
    .map(scrubWord)
    .join(' ');
  return bounded(cleaned, max);
}

/** A search as a report keeps it: cleaned, lower case, at most 80 characters; '' when nothing is left worth counting. */
export function cleanQuery(text: string): string {
  const cleaned = cleanWords(text.toLocaleLowerCase('en-AU'), MAX_QUERY_LENGTH);
  return cleaned.replaceAll(REMOVED, '').replace(/[\p{P}\p{S}\s]/gu, '') === '' ? '' : cleaned;
}
