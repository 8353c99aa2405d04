/**
 * What a report keeps of the words a person typed: at most a short, bounded text, with anything that could
 * name or unlock someone taken out. Emails, long numbers (phone numbers, student ids, PINs) and tokens that
 * look like passwords (letters mixed with digits, or with symbols) become `[removed]`, and so do the reset
 * tool's passphrases ("Wombat Galah Quokka Emu 572", in any case), a word given as a password ("my
 * password is sunshine"), and the word after "password", "pass", "PIN", "code" and the like, with or
 * without "is", ":" or "=" ("my pin is 4821", "code: bluefish", "pass Kangaroo"), unless it only says what
 * happened ("password is wrong"); a pass typed in two halves ("Tq7# kP2x"); and the person's own names, as
 * their ID token gives them, in any case and with or without accents. Addresses lose their query strings;
 * control and direction-changing characters go. Error codes IT needs (`0x80070005`, `AADSTS50126`) stay.
 * Applied by the function to everything it stores, whatever the browser sent.
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
/** Words after which the next one is the password itself: "password is …", "pin: …", "code bluefish". */
const PASSWORD_WORDS = /^(password|passwd|passcode|passphrase|pass|pin|pw|code)s?[:=]?$/i;
const GIVEN_AS = /^(is|was|=|:|of)$/i;
/**
 * What follows "password" (or "pass", "PIN", "code") when it tells what happened rather than what the
 * password is: "password is wrong", "the code didn't arrive", "pass expired", "pin code". Anything else
 * after one of those words is taken for the secret itself.
 */
const NOT_A_PASSWORD = new Set(
  [
    'not wrong incorrect invalid expired expires expiring correct right locked too still now working works worked work',
    'changed change changing reset resets same different blank empty case being new old long short',
    'the my a an your his her their our its this that it i me you we they he she there here',
    "didn't doesn't don't isn't wasn't won't can't cannot couldn't wouldn't does did do will would can could should",
    'has have had keeps kept fails failed failing stopped sent arrived came comes go goes went needs needed asked asks',
    'and or but so then when because for to from on in at with by into onto again please help',
    'page box field screen button prompt manager number length rules policy requirement requirements',
    'once twice again both all also just only either every each first second last sometimes always never',
    'yesterday today tonight properly anymore any some no none nothing',
    'password passwords passwd passcode passphrase pass passes pin pins pw code codes',
  ]
    .join(' ')
    .split(' '),
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
    const run = runAt(tokens, i);
    if (run > 0) {
      kept.push(REMOVED);
      i += run - 1;
      continue;
    }
    const token = tokens[i]!;
    kept.push(token);
    const given = PASSWORD_WORDS.test(token) ? (GIVEN_AS.test(tokens[i + 1] ?? '') ? i + 2 : i + 1) : -1;
    if (given > 0 && given < tokens.length && isGivenSecret(bare(token), tokens[given]!)) {
      for (let j = i + 1; j < given; j++) kept.push(tokens[j]!);
      // A run there ("the pass Tq7# kP2x") is taken out whole by the next round.
      if (runAt(tokens, given) > 0) {
        i = given - 1;
        continue;
      }
      kept.push(scrubName(tokens[given]!));
      i = given;
    }
  }
  return kept;
}

/** How many tokens from `i` are one secret typed as words (0 for none): passphrase words, or two halves of a pass. */
function runAt(tokens: readonly string[], i: number): number {
  let end = i;
  while (end < tokens.length && isPassphraseWord(tokens[end]!)) end++;
  if (end - i >= 2) return end - i + (end < tokens.length && /^\d{1,4}[.,;:!?)]*$/.test(tokens[end]!) ? 1 : 0);
  return isPassHalf(tokens[i]!) && i + 1 < tokens.length && isPassHalf(tokens[i + 1]!) ? 2 : 0;
}

/** Whether `token`, after the password word `keyword` ("pin", "code:"), is the secret rather than what happened. */
function isGivenSecret(keyword: string, token: string): boolean {
  const word = bare(token).replaceAll('’', "'");
  if (token.includes(REMOVED) || word === '' || NOT_A_PASSWORD.has(word)) return false;
  if (ERROR_CODES.some((code) => code.test(word))) return false;
  // "error code 404", "code 3 of 5": a number of three digits or fewer after "code" is what IT needs to see.
  return !(/^code/.test(keyword) && /^\d{1,3}$/.test(word));
}

/** A word folded for comparing names: lower case, without accents ("Zoë" and "ZOE" are "zoe"). */
const folded = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-AU');

/** The separate words of the person's names (display name, given name, surname), folded; two letters or more. */
function nameWordsOf(names: readonly string[]): Set<string> {
  return new Set(
    names
      .flatMap((name) => name.split(/[\s\-‐.,()]+/u))
      .map((part) => folded(part.replace(/['’]s$/iu, '')))
      .filter((part) => Array.from(part).length >= 2),
  );
}

/** Whether a token is one of the person's names (also "Ava's", "Nguyen-Smith", "AVA,"). */
function isOwnName(token: string, nameWords: ReadonlySet<string>): boolean {
  if (nameWords.size === 0) return false;
  const word = folded(bare(token).replace(/['’]s$/u, ''));
  return nameWords.has(word) || word.split(/[-‐]/u).some((part) => nameWords.has(part));
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

export interface CleanOptions {
  /** The longest text kept, in characters. */
  max?: number;
  /** The person's own names (the ID token's `name`, `given_name`, `family_name`): each of their words is removed. */
  names?: readonly string[];
}

/** The words as a report keeps them: cleaned as above, on one line, at most `max` characters ('' for none). */
export function cleanWords(text: string, { max = MAX_WORDS_LENGTH, names = [] }: CleanOptions = {}): string {
  const nameWords = nameWordsOf(names);
  const cleaned = text
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(EMAIL, REMOVED)
    .replace(URL_TAIL, '$1')
    .replace(LONG_NUMBER, REMOVED)
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => (isOwnName(token, nameWords) ? scrubName(token) : scrubWord(token)));
  return bounded(scrubRuns(cleaned).join(' '), max);
}

/** The token as `[removed]`, keeping the punctuation around it. */
function scrubName(token: string): string {
  const [, before = '', , after = ''] = EDGES.exec(token) ?? [];
  return `${before}${REMOVED}${after}`;
}

/** A search as a report keeps it: cleaned, lower case, at most 80 characters; '' when nothing is left worth counting. */
export function cleanQuery(text: string, names: readonly string[] = []): string {
  const cleaned = cleanWords(text.toLocaleLowerCase('en-AU'), { max: MAX_QUERY_LENGTH, names });
  return cleaned.replaceAll(REMOVED, '').replace(/[\p{P}\p{S}\s]/gu, '') === '' ? '' : cleaned;
}
