/**
 * Generated reset passwords: four capitalised animal names and a number, joined by spaces, e.g.
 * "Wombat Galah Quokka Emu 572". Easy to read aloud and type, and within Entra's rules for cloud accounts:
 * 8-256 characters with three of the four character types (upper case, lower case, digits; symbols are
 * not needed). Each part is drawn uniformly and independently, so the strength is the sum of the parts:
 * 4 x log2(256) + log2(990) ≈ 42 bits.
 */
import { ANIMAL_NAMES } from '@school-it-portal/function-contract/passphrase-words';

export const MIN_PASSPHRASE_LENGTH = 12;
export const PASSPHRASE_WORDS = 4;
/** The number at the end: two or three digits. */
export const PASSPHRASE_NUMBER = { min: 10, max: 999 } as const;

/** Fills a Uint32Array with random values; `crypto.getRandomValues` in the browser. */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

/** An independent, uniform choice of an integer in [0, n). */
export type Choose = (n: number) => number;

const browserRandom: RandomSource = (array) => crypto.getRandomValues(array);

/**
 * A uniform integer in [0, n). Values from the top, incomplete block of the 2^32 range are drawn again
 * (rejection sampling), so `value % n` favours no index.
 */
export function uniformIndex(n: number, random: RandomSource = browserRandom): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`Cannot draw from ${n} choices`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = random(buffer)[0]!;
    if (value < limit) return value % n;
  }
}

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/**
 * The passphrase for a sequence of choices: always the same choices, in the same order, whatever comes
 * out (so its strength does not depend on luck), and no two sequences give the same passphrase.
 */
export function passphraseFromChoices(choose: Choose, words: readonly string[] = ANIMAL_NAMES): string {
  const parts: string[] = [];
  for (let i = 0; i < PASSPHRASE_WORDS; i++) parts.push(capitalised(words[choose(words.length)]!));
  const { min, max } = PASSPHRASE_NUMBER;
  parts.push(String(min + choose(max - min + 1)));
  return parts.join(' ');
}

export function generatePassphrase(random: RandomSource = browserRandom, words: readonly string[] = ANIMAL_NAMES): string {
  return passphraseFromChoices((n) => uniformIndex(n, random), words);
}
