/** Generated reset passwords: random animal names joined by spaces, at least 12 characters. */
import { ANIMAL_NAMES } from './animal-names';

export const MIN_PASSPHRASE_LENGTH = 12;

/** Fills a Uint32Array with random values; `crypto.getRandomValues` in the browser. */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

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

export function generatePassphrase(random: RandomSource = browserRandom, words: readonly string[] = ANIMAL_NAMES): string {
  const chosen: string[] = [];
  while (chosen.join(' ').length < MIN_PASSPHRASE_LENGTH) chosen.push(words[uniformIndex(words.length, random)]!);
  return chosen.join(' ');
}
