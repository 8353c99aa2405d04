import { describe, expect, it } from 'vitest';
import { checkNumbering, stepFilesOf } from '../../../packages/engine/tooling/content/check/check-step-files';
import { lines, show } from './in-memory-content';

/** The step files of `names`, as checkNumbering sees them after stepFilesOf. */
const numbered = (...names: string[]) => stepFilesOf('guides/a', names, show).stepFiles;

describe('stepFilesOf', () => {
  it('reads the number from each step file name', () => {
    expect(stepFilesOf('guides/a', ['01-start.mdx', '02-sign-in-2.mdx'], show)).toEqual({
      stepFiles: [
        { number: 1, name: '01-start.mdx' },
        { number: 2, name: '02-sign-in-2.mdx' },
      ],
      problems: [],
    });
  });

  it('reads plain Markdown steps (.md) beside MDX ones', () => {
    expect(stepFilesOf('guides/a', ['01-start.md', '02-sign-in.mdx'], show)).toEqual({
      stepFiles: [
        { number: 1, name: '01-start.md' },
        { number: 2, name: '02-sign-in.mdx' },
      ],
      problems: [],
    });
  });

  it.each([
    ['capital letters', '01-Start.mdx'],
    ['no name after the number', '01.mdx'],
    ['another extension', '01-start.markdown'],
    ['a file that is not a step', 'notes.txt'],
    ['a stray folder', 'drafts'],
  ])('reports a file name with %s', (_what, name) => {
    const { stepFiles, problems } = stepFilesOf('guides/a', [name], show);
    expect(stepFiles).toEqual([]);
    expect(lines(problems)).toEqual([`guides/a/${name}:1: "${name}" is not a step file name.`]);
    expect(problems[0]?.hint).toContain('Name steps 01-short-name.mdx, 02-next-step.md, ...');
  });

  it.each([
    ['a step inserted after 02 with a letter', '02a-check-the-cable.mdx'],
    ['a one-digit number', '1-start.mdx'],
    ['a three-digit number', '010-start.mdx'],
  ])('hints the renumber command for %s', (_what, name) => {
    const { stepFiles, problems } = stepFilesOf('guides/wifi', [name], show);
    expect(stepFiles).toEqual([]);
    expect(lines(problems)).toEqual([`guides/wifi/${name}:1: "${name}" is not a step file name.`]);
    expect(problems[0]?.hint).toBe(
      'Run `npm run renumber wifi` to number the steps 01, 02, 03, ... in their order (02a-... goes after 02).',
    );
  });
});

describe('checkNumbering', () => {
  it('accepts steps numbered 01, 02, 03', () => {
    expect(checkNumbering('guides/a', numbered('01-a.mdx', '02-b.mdx', '03-c.mdx'), show)).toEqual([]);
  });

  it.each([
    ['a gap', ['01-a.mdx', '03-c.mdx'], ['guides/a/03-c.mdx:1: Step numbers have a gap: expected 02 but found 03-c.mdx.']],
    ['no step 01', ['02-b.mdx', '03-c.mdx'], ['guides/a/02-b.mdx:1: Step numbers have a gap: expected 01 but found 02-b.mdx.']],
    [
      'a gap once, not every step after it',
      ['01-a.mdx', '04-d.mdx', '05-e.mdx', '07-g.mdx'],
      [
        'guides/a/04-d.mdx:1: Step numbers have a gap: expected 02 but found 04-d.mdx.',
        'guides/a/07-g.mdx:1: Step numbers have a gap: expected 04 but found 07-g.mdx.',
      ],
    ],
    [
      'a number used twice',
      ['01-a.mdx', '02-b.mdx', '02-c.mdx'],
      ['guides/a/02-c.mdx:1: Two step files are numbered 02: 02-b.mdx and 02-c.mdx.'],
    ],
    [
      'a number used three times',
      ['01-a.mdx', '01-b.mdx', '01-c.mdx'],
      [
        'guides/a/01-b.mdx:1: Two step files are numbered 01: 01-a.mdx and 01-b.mdx.',
        'guides/a/01-c.mdx:1: Two step files are numbered 01: 01-b.mdx and 01-c.mdx.',
      ],
    ],
  ])('reports %s', (_rule, names, expected) => {
    expect(lines(checkNumbering('guides/a', numbered(...names), show))).toEqual(expected);
  });

  it('hints the renumber command for each, naming the guide', () => {
    const [gap, repeat] = checkNumbering('content/guides/wifi', numbered('02-a.mdx', '02-b.mdx'), show);
    expect(gap?.hint).toBe('Run `npm run renumber wifi` to number the step files 01, 02, 03, ... in their order.');
    expect(repeat?.hint).toBe(
      'Run `npm run renumber wifi`: a new step goes before the committed step with its number. If both are new, first rename the one that comes second to 02a-<name>.mdx.',
    );
  });
});
