/** What the check says about YAML the parser cannot read, or reads differently from what was written. */
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../packages/engine/tooling/content/check/front-matter';

/** `line: message` and the hint for each problem in `yaml`, as if it began on file line `firstLine`. */
function check(yaml: string, firstLine = 1): string[] {
  return parseYaml(yaml, 'x.yaml', firstLine).problems.map((p) => `${p.line}: ${p.message} | ${p.hint}`);
}

describe('YAML mistakes in plain words', () => {
  it.each([
    [
      'a tab',
      'tile:\n\tlabel: A\n',
      ['2: Line 2 is indented with a tab; tabs are not allowed. | Use two spaces for each level of indentation instead of the tab.'],
    ],
    [
      'a missing colon',
      'title: A\nlayout steps\nroute: /a\n',
      ['2: Line 2 is missing the colon after the field name. | Write the name, a colon and a space, then the value: `layout: steps`.'],
    ],
    [
      'a missing colon on the last line',
      'title: A\nroute /a\n',
      ['2: Line 2 is missing the colon after the field name. | Write the name, a colon and a space, then the value: `route: /a`.'],
    ],
    ['a colon without a space', 'title:A\nroute: /a\n', ['1: Line 1 needs a space after the colon. | Write `title: A`.']],
    [
      '": " in a value',
      'title: Step 1: connect\n',
      ['1: The value on line 1 contains ": ", so it is read as another field. | Put the value in quotes: `title: "Step 1: connect"`.'],
    ],
    [
      'a double quote never closed',
      'title: "Step one\nroute: /a\n',
      ['1: A quote is not closed: the " on line 1 starts a value that never ends. | Add the closing " at the end of the value on line 1.'],
    ],
    [
      'a single quote never closed',
      "a: x\ntitle: 'Step one\nroute: /a\n",
      ["2: A quote is not closed: the ' on line 2 starts a value that never ends. | Add the closing ' at the end of the value on line 2."],
    ],
    [
      'text after a closing quote',
      "title: 'It's here'\n",
      [
        "1: The value on line 1 goes on after its closing quote. | Put the whole value in quotes, using the other kind of quote around it: `title: \"'It's here'\"`.",
      ],
    ],
    [
      'a value starting with [',
      'title: [Draft] Sign in\n',
      ['1: The value on line 1 starts with "[", so it is read as a list. | Put the value in quotes: `title: "[Draft] Sign in"`.'],
    ],
    [
      'a value starting with @',
      'title: @home\n',
      ['1: The value on line 1 starts with "@", which has a special meaning in YAML. | Put the value in quotes: `title: "@home"`.'],
    ],
    [
      'a value starting with *',
      'title: *star\n',
      ['1: The value on line 1 starts with "*", which has a special meaning in YAML. | Put the value in quotes: `title: "*star"`.'],
    ],
    [
      'a value starting with !',
      'title: !important\n',
      ['1: The value on line 1 starts with "!", which has a special meaning in YAML. | Put the value in quotes: `title: "!important"`.'],
    ],
    [
      'a [ never closed',
      'platforms: [windows, mac\nroute: /a\n',
      ['1: The [ on line 1 is never closed with ]. | Close it on the same line, e.g. `platforms: [windows, mac]`.'],
    ],
    [
      'a field written twice',
      'tile:\n  label: A\n  label: B\n',
      ['3: "label" is written twice (lines 2 and 3). | Keep one of them and delete the other.'],
    ],
    [
      'a field out of line',
      'tile:\n  label: A\n icon: x\n',
      [
        '3: Line 3 does not line up with the lines around it. | Fields of one group start at the same column: use the same number of spaces as the field above it.',
      ],
    ],
    [
      'a second ---',
      'title: A\n---\nroute: /a\n',
      ['2: The --- on line 2 splits the file in two, and the part after it would not be read. | Remove the --- line.'],
    ],
    [
      'a # after a value',
      'title: Step #1\n',
      [
        '1: The # on line 1 starts a comment, so "title" is read as "Step" and the rest is left out. | If the # is part of the text, put the whole value in quotes: `title: "Step #1"`. A note goes on a line of its own, starting with #.',
      ],
    ],
    [
      'a # after a list item',
      'platforms:\n  - windows #only\n',
      [
        '2: The # on line 2 starts a comment, so the list item is read as "windows" and the rest is left out. | If the # is part of the text, put the whole value in quotes: `"windows #only"`. A note goes on a line of its own, starting with #.',
      ],
    ],
  ])('reports %s at its line', (_what, yaml, expected) => {
    expect(check(yaml)).toEqual(expected);
  });

  it('counts lines from where the YAML starts in the file (front-matter starts on line 2)', () => {
    expect(check('title: A\n\tplatforms: [mac]\n', 2)).toEqual([
      '3: Line 3 is indented with a tab; tabs are not allowed. | Use two spaces for each level of indentation instead of the tab.',
    ]);
  });

  it.each([
    ['a note after two spaces', 'order: 20   # after the Setup Guide\n'],
    ['a # inside quotes', 'title: "Step #1"\n'],
    ['a # with no space before it', 'title: C#\n'],
    ['a note on its own line', '# The tile\ntitle: A\n'],
  ])('accepts %s', (_what, yaml) => {
    expect(check(yaml)).toEqual([]);
  });

  it.each([
    ['yes', 'yes'],
    ['on', 'on'],
    ['a date', '2026-01-30'],
    ['a time', '8:30'],
  ])('keeps %s as the text written (YAML 1.2)', (_what, value) => {
    expect(parseYaml(`v: ${value}\n`, 'x.yaml', 1)).toEqual({ ok: true, data: { v: value }, problems: [] });
  });
});
