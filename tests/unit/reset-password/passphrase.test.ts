import { describe, expect, it, vi } from 'vitest';
import { ANIMAL_NAMES } from '../../../packages/function-contract/src/passphrase-words';
import {
  generatePassphrase,
  MIN_PASSPHRASE_LENGTH,
  passphraseFromChoices,
  uniformIndex,
  type Choose,
  type RandomSource,
} from '../../../packages/engine/src/features/reset-password/passphrase';
import { MAX_PASSWORD_LENGTH, passwordPolicyProblems } from '../../../packages/demo-tenant/src/password-policy';

/** A random source that returns the given values in turn. */
function scripted(values: number[]): RandomSource & { calls: number } {
  const source = Object.assign(
    (array: Uint32Array<ArrayBuffer>) => {
      array[0] = values[source.calls++ % values.length]!;
      return array;
    },
    { calls: 0 },
  );
  return source;
}

/** A chooser that answers with `pick(n, i)` and records every range it was asked to choose from. */
function recording(pick: (n: number, i: number) => number): Choose & { ranges: number[] } {
  const ranges: number[] = [];
  return Object.assign((n: number) => pick(n, ranges.push(n) - 1), { ranges });
}

/** Reads a passphrase back into the choices that made it; throws if it cannot (so the mapping is one-to-one). */
function choicesOf(passphrase: string): number[] {
  const parts = passphrase.split(' ');
  const number = Number(parts.pop());
  const words = parts.map((word) => {
    const index = ANIMAL_NAMES.indexOf(word.toLowerCase());
    if (index === -1 || word !== `${word[0]!.toUpperCase()}${word.slice(1).toLowerCase()}`) throw new Error(`Not a list word: ${word}`);
    return index;
  });
  return [...words, number - 10];
}

describe('animal names', () => {
  it('has 256 distinct, lower-case, single-word names of at least three letters', () => {
    expect(ANIMAL_NAMES).toHaveLength(256);
    expect(new Set(ANIMAL_NAMES).size).toBe(ANIMAL_NAMES.length);
    for (const name of ANIMAL_NAMES) expect(name).toMatch(/^[a-z]{3,}$/);
  });
});

describe('passphrase strength, computed from the list and the generator', () => {
  it('always makes the same draws, whatever they come out as, so its strength never depends on luck', () => {
    const low = recording(() => 0);
    const high = recording((n) => n - 1);
    const mixed = recording((n, i) => (i * 7919) % n);
    passphraseFromChoices(low);
    passphraseFromChoices(high);
    passphraseFromChoices(mixed);
    expect(high.ranges).toEqual(low.ranges);
    expect(mixed.ranges).toEqual(low.ranges);
  });

  it('has at least 40 bits of entropy: the sum of log2 of each uniform, independent draw', () => {
    const chooser = recording(() => 0);
    passphraseFromChoices(chooser);
    // Four words from the list and one number.
    expect(chooser.ranges).toEqual([ANIMAL_NAMES.length, ANIMAL_NAMES.length, ANIMAL_NAMES.length, ANIMAL_NAMES.length, 990]);
    const bits = chooser.ranges.reduce((sum, n) => sum + Math.log2(n), 0);
    expect(bits).toBeGreaterThanOrEqual(40);
    expect(bits).toBeCloseTo(4 * 8 + Math.log2(990), 6);
  });

  it('never gives two different draws the same passphrase (it reads back to the draws that made it)', () => {
    // Each word is a distinct list entry without spaces, and the number is the last part, so the
    // passphrase splits back into its draws; checked here at the edges and along the whole list.
    const cases: number[][] = [
      [0, 0, 0, 0, 0],
      [255, 255, 255, 255, 989],
      ...ANIMAL_NAMES.map((_, i) => [i, (i + 1) % 256, (i + 2) % 256, (i + 3) % 256, (i * 37) % 990]),
    ];
    for (const draws of cases) {
      const passphrase = passphraseFromChoices(recording((_n, i) => draws[i]!));
      expect(choicesOf(passphrase)).toEqual(draws);
    }
  });
});

describe('passphrase shape and Entra password rules', () => {
  it('is four capitalised animal names from our list and a number, joined by spaces', () => {
    const source = scripted([
      ANIMAL_NAMES.indexOf('platypus'),
      ANIMAL_NAMES.indexOf('koala'),
      ANIMAL_NAMES.indexOf('emu'),
      ANIMAL_NAMES.indexOf('galah'),
      562,
    ]);
    expect(generatePassphrase(source)).toBe('Platypus Koala Emu Galah 572');
    expect(source.calls).toBe(5);
  });

  it('meets the rules the Graph emulator enforces for Entra (three kinds of character, 8-256 long), for every word in the list', () => {
    for (const [i] of ANIMAL_NAMES.entries()) {
      for (const number of [0, 989]) {
        const passphrase = passphraseFromChoices(recording((n, draw) => (draw === 4 ? number : i % n)));
        expect(passwordPolicyProblems(passphrase), passphrase).toEqual([]);
        expect(passphrase.length).toBeGreaterThanOrEqual(MIN_PASSPHRASE_LENGTH);
      }
    }
    // The longest a passphrase can be is well inside Entra's limit.
    const longest = Math.max(...ANIMAL_NAMES.map((w) => w.length));
    expect(4 * longest + 4 + 3).toBeLessThanOrEqual(MAX_PASSWORD_LENGTH);
  });

  it('uses crypto.getRandomValues by default', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const passphrase = generatePassphrase();
    expect(passwordPolicyProblems(passphrase)).toEqual([]);
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(5);
  });
});

describe('uniform index', () => {
  it('throws away values from the incomplete top block instead of wrapping them (no modulo bias)', () => {
    const n = 990;
    const limit = 2 ** 32 - (2 ** 32 % n);
    const source = scripted([limit, 2 ** 32 - 1, limit - 1]);
    expect(uniformIndex(n, source)).toBe((limit - 1) % n);
    expect(source.calls).toBe(3);
  });

  it('is uniform over the list (chi-squared test with a fixed tolerance)', () => {
    const n = ANIMAL_NAMES.length;
    const draws = n * 300;
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) counts[uniformIndex(n)]! += 1;
    const expected = draws / n;
    const chiSquared = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // For n - 1 = 255 degrees of freedom the 99.99th percentile is about 355; a biased draw goes far above.
    expect(chiSquared).toBeLessThan(370);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});
