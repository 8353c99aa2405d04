import { describe, expect, it } from 'vitest';
import { USERNAME_MARK, wordRanges } from '../../../packages/engine/src/shared/content/search-index';
import { snippet } from '../../../packages/engine/src/features/search/snippet';

/** The snippet as text, matched words in [brackets]. */
const shown = (text: string, terms: string[], username = 'ava.nguyen') =>
  snippet(text, terms, username)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

const long = `${'Open the settings first. '.repeat(6)}Does your print job say "Hold for Authentication"? Type your username again. ${'Then print it again. '.repeat(6)}`;

describe('the snippet a result shows', () => {
  it('marks every matched word, whatever its case, and not words that only contain it', () => {
    expect(shown('Print it. The printer prints; PRINT again.', ['print'])).toBe('[Print] it. The printer prints; [PRINT] again.');
  });

  it('shows the stretch where most of the matched words are, cut at words, with … where it was cut', () => {
    const text = shown(long, ['hold', 'authentication', 'print']);
    expect(text).toMatch(/^…/);
    expect(text).toMatch(/…$/);
    expect(text).toContain('[Hold] for [Authentication]');
    expect(text.length).toBeLessThan(180);
  });

  it('shows how the text begins when no word of it matched (a step found by its title)', () => {
    const text = shown(long, []);
    expect(text).toMatch(/^Open the settings first\. .* first…$/);
    expect(text.length).toBeLessThanOrEqual(151);
  });

  it("puts the reader's username where the step shows it", () => {
    expect(shown(`Type ${USERNAME_MARK} and your password.`, ['password'])).toBe('Type ava.nguyen and your [password].');
  });
});

describe('words as the index splits them', () => {
  it('splits at spaces and punctuation, lower-cases, and leaves out one-letter and common words', () => {
    expect(wordRanges("Wi-Fi's on: the School-BYOD").map((w) => w.term)).toEqual(['wi', 'fi', null, null, null, 'school', 'byod']);
  });
});
