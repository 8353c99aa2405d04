/**
 * What a report keeps of the words a person typed: at most a short, bounded text, with anything that could
 * name or unlock someone taken out. Emails, long numbers (phone numbers, student ids, PINs) and tokens that
 * look like passwords (letters mixed with digits, or with symbols) become `[removed]`, and so do the reset
 * tool's passphrases ("Wombat Galah Quokka Emu 572", in any case), a word given as a password ("my
 * password is sunshine") and a pass typed in two halves ("Tq7# kP2x"); addresses lose their query strings;
 * control and direction-changing characters go. Error codes IT needs (`0x80070005`,
 * `AADSTS50126`) stay. Applied by the function to everything it stores, whatever the browser sent.
 */
import { ANIMAL_NAMES } from './passphrase-words.ts';
import { MAX_QUERY_LENGTH, MAX_WORDS_LENGTH } from './reports.ts';

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

const PASSPHRASE_WORDS = new Set(ANIMAL_NAMES);
/** Words after which the next one is the password itself: "password is …", "pin: …". */
const PASSWORD_WORDS = /^(password|passwd|passcode|passphrase|pass|pin|pw)s?[:=]?$/i;
const GIVEN_AS = /^(is|was|=|:|of)$/i;
/** What follows "my password is" when it tells what happened rather than what the password is. */
const NOT_A_PASSWORD = new Set(
  'not wrong incorrect invalid expired correct right locked too still the my a an now working changed reset same different blank empty case being'.split(
    ' ',
  ),
);

/** A token's word without the punctuation around it, in lower case. */
const bare = (token: string) => (EDGES.exec(token)?.[2] ?? token).toLowerCase();
const isPassphraseWord = (token: string) => PASSPHRASE_WORDS.has(bare(token));
/** Half of a pass typed with a space in it: 3 to 7 characters, letters with digits or symbols. */
const isPassHalf = (token: string) => {
  const word = bare(token);
  return word.length >= 3 && word.length <= 7 && /\p{L}/u.test(word) && (/\d/.test(word) || PASSWORD_SYMBOLS.test(word));
};

/**
 * Runs of words that together are a secret: two or more of the passphrase words (with the number after
 * them), the word given after "password is", and two halves of a pass. Each run becomes one `[removed]`.
 */
function scrubRuns(tokens: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let end = i;
    while (end < tokens.length && isPassphraseWord(tokens[end]!)) end++;
    if (end - i >= 2) {
      if (end < tokens.length && /^\d{1,4}[.,;:!?)]*$/.test(tokens[end]!)) end++;
      kept.push(REMOVED);
      i = end - 1;
      continue;
    }
    if (isPassHalf(token) && i + 1 < tokens.length && isPassHalf(tokens[i + 1]!)) {
      kept.push(REMOVED);
      i++;
      continue;
    }
    kept.push(token);
    const given = PASSWORD_WORDS.test(token) ? (GIVEN_AS.test(tokens[i + 1] ?? '') ? i + 2 : /[:=]$/.test(token) ? i + 1 : -1) : -1;
    if (given > 0 && given < tokens.length && !tokens[given]!.includes(REMOVED) && !NOT_A_PASSWORD.has(bare(tokens[given]!))) {
      for (let j = i + 1; j < given; j++) kept.push(tokens[j]!);
      kept.push(REMOVED);
      i = given;
    }
  }
  return kept;
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
    .map(scrubWord);
  return bounded(scrubRuns(cleaned).join(' '), max);
}

/** A search as a report keeps it: cleaned, lower case, at most 80 characters; '' when nothing is left worth counting. */
export function cleanQuery(text: string): string {
  const cleaned = cleanWords(text.toLocaleLowerCase('en-AU'), MAX_QUERY_LENGTH);
  return cleaned.replaceAll(REMOVED, '').replace(/[\p{P}\p{S}\s]/gu, '') === '' ? '' : cleaned;
}
