import { describe, expect, it } from 'vitest';
import { checkStep } from '../../../packages/engine/tooling/content/check/check-step';
import { guideFolder, lines, show } from './in-memory-content';

const PLAIN = guideFolder('a', 'title: A\nroute: /a\nlayout: steps\n').fields.variants;
const VARIANTS = guideFolder(
  'a',
  'title: A\nroute: /a\nlayout: steps\nvariants:\n  - id: laptop\n    showLabel: Laptop\n  - id: ios\n    showLabel: iOS\n',
).fields.variants;
const FILE = { number: 3, name: '03-sign-in.mdx' };

describe('checkStep', () => {
  it('gives the step for the manifest and its body with the front-matter blanked out', () => {
    const checked = checkStep('guides/a', FILE, '---\ntitle: Sign in\nplatforms: [windows]\n---\nPress Enter.\n', PLAIN, show);
    expect(checked).toEqual({
      step: { number: 3, file: '03-sign-in.mdx', title: 'Sign in', platforms: ['windows'] },
      body: '\n\n\n\nPress Enter.\n',
      problems: [],
    });
  });

  it('reports a step with no front-matter, and still hands on its MDX to check', () => {
    const checked = checkStep('guides/a', FILE, 'Press Enter.\n', PLAIN, show);
    expect(lines(checked.problems)).toEqual(['guides/a/03-sign-in.mdx:1: The step has no front-matter.']);
    expect(checked.problems[0]?.hint).toBe('Start the file with ---, a line "title: The step heading", then ---.');
    expect(checked).toMatchObject({ step: null, body: 'Press Enter.\n' });
  });

  it('reports front-matter that is never closed, and leaves the file there', () => {
    const checked = checkStep('guides/a', FILE, '---\ntitle: A\nPress Enter.\n', PLAIN, show);
    expect(lines(checked.problems)).toEqual([
      'guides/a/03-sign-in.mdx:1: The front-matter is not closed: the --- on line 1 has no --- after it.',
    ]);
    expect(checked).toMatchObject({ step: null, body: null });
  });

  it('reports front-matter that is not YAML at its line, and still hands on the MDX to check', () => {
    const checked = checkStep('guides/a', FILE, '---\ntitle: A\ntitle: B\n---\nText.\n', PLAIN, show);
    expect(checked.problems).toEqual([
      {
        file: 'guides/a/03-sign-in.mdx',
        line: 3,
        message: '"title" is written twice (lines 2 and 3).',
        hint: 'Keep one of them and delete the other.',
      },
    ]);
    expect(checked).toMatchObject({ step: null, body: '\n\n\n\nText.\n' });
  });

  it('reports front-matter the schema rejects, and still hands on the MDX to check', () => {
    const checked = checkStep('guides/a', FILE, '---\nplatforms: [linux]\n---\nText.\n', PLAIN, show);
    expect(lines(checked.problems)).toEqual([
      'guides/a/03-sign-in.mdx:2: "title" is missing.',
      'guides/a/03-sign-in.mdx:2: "platforms[1]" is "linux", but must be one of: windows, mac.',
    ]);
    expect(checked).toMatchObject({ step: null, body: '\n\n\nText.\n' });
  });

  it.each([
    [
      'a step without a variant in a guide with variants',
      VARIANTS,
      'title: A',
      ['guides/a/03-sign-in.mdx:2: This guide has variants, so each step must say which one it belongs to.'],
      'Add "variant: laptop" or "variant: ios".',
    ],
    [
      'a variant in a guide without variants',
      PLAIN,
      'title: A\nvariant: ios',
      ['guides/a/03-sign-in.mdx:3: "variant" only applies to guides that declare variants.'],
      'Remove the variant line, or add variants to guide.yaml.',
    ],
    [
      'a variant the guide does not declare',
      VARIANTS,
      'title: A\nvariant: android',
      ['guides/a/03-sign-in.mdx:3: The variant "android" is not declared in guide.yaml.'],
      'Use one of: laptop, ios.',
    ],
  ])('reports %s', (_rule, meta, frontMatter, expected, hint) => {
    const checked = checkStep('guides/a', FILE, `---\n${frontMatter}\n---\n`, meta, show);
    expect(lines(checked.problems)).toEqual(expected);
    expect(checked.problems[0]?.hint).toBe(hint);
  });

  it('accepts a step in a declared variant', () => {
    expect(checkStep('guides/a', FILE, '---\ntitle: A\nvariant: ios\n---\n', VARIANTS, show).problems).toEqual([]);
  });

  it("checks only the schema when the guide's variants are wrong in guide.yaml, and gives no step", () => {
    const checked = checkStep('guides/a', FILE, '---\ntitle: A\nvariant: ios\n---\nText.\n', null, show);
    expect(checked).toEqual({ step: null, body: '\n\n\n\nText.\n', problems: [] });
  });

  it('suggests the declared variant a misspelt one was meant to be', () => {
    expect(lines(checkStep('guides/a', FILE, '---\ntitle: A\nvariant: iso\n---\n', VARIANTS, show).problems)).toEqual([
      'guides/a/03-sign-in.mdx:3: The variant "iso" is not declared in guide.yaml (did you mean "ios"?).',
    ]);
  });
});
