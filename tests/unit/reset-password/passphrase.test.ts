import { describe, expect, it, vi } from 'vitest';
import { ANIMAL_NAMES } from '../../../src/features/reset-password/animal-names';
import { generatePassphrase, MIN_PASSPHRASE_LENGTH, uniformIndex, type RandomSource } from '../../../src/features/reset-password/passphrase';

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

describe('animal names', () => {
  it('has about 170 distinct, lower-case, single-word names', () => {
    expect(ANIMAL_NAMES.length).toBeGreaterThanOrEqual(160);
    expect(ANIMAL_NAMES.length).toBeLessThanOrEqual(190);
    expect(new Set(ANIMAL_NAMES).size).toBe(ANIMAL_NAMES.length);
    for (const name of ANIMAL_NAMES) expect(name).toMatch(/^[a-z]+$/);
  });
});

describe('passphrase', () => {
  it('is animal names from our list, joined by spaces, at least 12 characters, and no longer than needed', () => {
    for (let i = 0; i < 500; i++) {
      const passphrase = generatePassphrase();
      const words = passphrase.split(' ');
      expect(passphrase.length).toBeGreaterThanOrEqual(MIN_PASSPHRASE_LENGTH);
      for (const word of words) expect(ANIMAL_NAMES).toContain(word);
      // Without its last word it would have been too short.
      expect(words.slice(0, -1).join(' ').length).toBeLessThan(MIN_PASSPHRASE_LENGTH);
    }
  });

  it('keeps adding words until it reaches 12 characters', () => {
    // "emu" (3), "emu emu" (7), "emu emu emu" (11), "emu emu emu emu" (15)
    const emu = ANIMAL_NAMES.indexOf('emu');
    expect(generatePassphrase(scripted([emu]))).toBe('emu emu emu emu');
  });

  it('draws one random value per word from the source it is given', () => {
    const source = scripted([ANIMAL_NAMES.indexOf('platypus'), ANIMAL_NAMES.indexOf('koala')]);
    expect(generatePassphrase(source)).toBe('platypus koala');
    expect(source.calls).toBe(2);
  });

  it('uses crypto.getRandomValues by default', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const passphrase = generatePassphrase();
    expect(passphrase.length).toBeGreaterThanOrEqual(12);
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(passphrase.split(' ').length);
  });
});

describe('uniform index', () => {
  it('throws away values from the incomplete top block instead of wrapping them (no modulo bias)', () => {
    const n = 170;
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
    // For n - 1 ≈ 179 degrees of freedom the 99.99th percentile is about 260; a biased draw goes far above.
    expect(chiSquared).toBeLessThan(270);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});
