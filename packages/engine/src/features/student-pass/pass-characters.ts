/**
 * A pass as a teacher reads it out: in groups of four, each character with what it is ("capital O",
 * "zero", "small l", "one", "capital I"), so characters that look alike on a screen are told apart aloud
 * and by a screen reader, which reads the pass one character at a time.
 */

/** Characters per group on screen. */
export const GROUP_SIZE = 4;

const SYMBOL_NAMES: Record<string, string> = {
  '#': 'hash',
  '%': 'percent',
  '+': 'plus',
  '=': 'equals',
  '@': 'at',
  '!': 'exclamation mark',
  $: 'dollar',
  '&': 'ampersand',
  '*': 'star',
  '-': 'dash',
  _: 'underscore',
  '.': 'full stop',
  '?': 'question mark',
  '/': 'slash',
  ':': 'colon',
  ';': 'semicolon',
  '~': 'tilde',
  '^': 'caret',
  '(': 'open bracket',
  ')': 'close bracket',
};

const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

export type CharacterKind = 'capital' | 'small' | 'number' | 'symbol';

export interface PassCharacter {
  char: string;
  kind: CharacterKind;
  /** What to say for it: "capital K", "small k", "seven", "hash". */
  spoken: string;
}

export function describeCharacter(char: string): PassCharacter {
  if (/^[0-9]$/.test(char)) return { char, kind: 'number', spoken: DIGIT_NAMES[Number(char)]! };
  if (char.toLocaleUpperCase('en-AU') !== char.toLocaleLowerCase('en-AU')) {
    const capital = char === char.toLocaleUpperCase('en-AU');
    return { char, kind: capital ? 'capital' : 'small', spoken: `${capital ? 'capital' : 'small'} ${char}` };
  }
  return { char, kind: 'symbol', spoken: SYMBOL_NAMES[char] ?? `symbol ${char}` };
}

/** The pass in groups of GROUP_SIZE characters, each described. */
export function passGroups(pass: string): PassCharacter[][] {
  const chars = [...pass].map(describeCharacter);
  const groups: PassCharacter[][] = [];
  for (let i = 0; i < chars.length; i += GROUP_SIZE) groups.push(chars.slice(i, i + GROUP_SIZE));
  return groups;
}

/** The whole pass as words, for reading aloud: "capital K, seven, small p, hash". */
export function spokenPass(pass: string): string {
  return [...pass].map((c) => describeCharacter(c).spoken).join(', ');
}
