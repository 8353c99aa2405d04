/**
 * Mistakes a technician makes with only content/README.md to go on, each caught at its file and line
 * with what to write instead: every problem the mistake causes, and no problem in a file it does not
 * touch. Each case is a folder of tests/fixtures/content/mistakes/ laid over the valid fixture.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import type { Problem } from '../../../packages/engine/tooling/content/check/problems';

const FIXTURES = join(process.cwd(), 'tests/fixtures/content');
const root = mkdtempSync(join(tmpdir(), 'portal-mistakes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The valid fixture with the mistake's files laid over it, checked as check does. */
async function check(mistake: string): Promise<Problem[]> {
  const dir = join(root, mistake);
  cpSync(join(FIXTURES, 'valid'), dir, { recursive: true });
  cpSync(join(FIXTURES, 'mistakes', mistake), dir, { recursive: true });
  const { manifest, problems } = await loadContent(dir, { displayRoot: dir });
  expect(manifest).toBeNull();
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** [what the technician got wrong, its folder, every problem as [`file:line: message`, hint]] */
const MISTAKES: [string, string, [string, string][]][] = [
  [
    'a kit component written in lower case (<only>), which would show Mac-only text to everyone',
    'tag-in-lower-case',
    [
      [
        'guides/basics/04-finish.mdx:4: <only> is not a component of the kit: did you mean <Only>?',
        'Component names are case-sensitive: write <Only> (and </Only> to close it), as in the authors’ guide. As <only>, its content would show to everyone.',
      ],
    ],
  ],
  [
    'HTML tags, saying what to write in Markdown instead',
    'html-tags',
    [
      ['guides/basics/04-finish.mdx:4: Content may not use the HTML tag <b>.', 'Write **bold** in Markdown.'],
      [
        'guides/basics/04-finish.mdx:6: Content may not use the HTML tag <div>.',
        'Plain Markdown covers what HTML tags did: **bold**, *italic*, [links](/help), lists (- or 1.), ### headings and blank lines between paragraphs. Use the component kit (no import needed): Only, Callout, Keys, Kbd, Figure, CopyValue, Download, Username, Setting, PrinterTable, LinkList, TemporaryAccessPass, PasswordChangeQuestion, OnDevice, Online.',
      ],
      [
        'guides/basics/04-finish.mdx:8: Content may not use the HTML tag <a>.',
        'Write links in Markdown: [the text](/help) or [the text](https://...).',
      ],
    ],
  ],
  [
    'misspelt component names, attributes and choices, with the one meant',
    'kit-names-misspelt',
    [
      [
        'guides/basics/04-finish.mdx:4: <Calout> is not a component of the kit: did you mean <Callout>?',
        'Use the component kit (no import needed): Only, Callout, Keys, Kbd, Figure, CopyValue, Download, Username, Setting, PrinterTable, LinkList, TemporaryAccessPass, PasswordChangeQuestion, OnDevice, Online.',
      ],
      ['guides/basics/04-finish.mdx:6: <Only> has no "platfrom" attribute: did you mean platform?', 'See <Only> in the authors’ guide.'],
      [
        'guides/basics/04-finish.mdx:8: <Callout> type="warn" is not one of: note, tip, warning, important (did you mean "warning"?).',
        'See <Callout> in the authors’ guide.',
      ],
      [
        'guides/basics/04-finish.mdx:10: <Only> platform="Mac" is not one of: windows, mac (did you mean "mac"?).',
        'See <Only> in the authors’ guide.',
      ],
    ],
  ],
  [
    'a # in an unquoted value, which cuts it short, but not a note after two spaces',
    'hash-in-value',
    [
      [
        'guides/basics/01-start.mdx:2: The # on line 2 starts a comment, so "title" is read as "Step" and the rest is left out.',
        'If the # is part of the text, put the whole value in quotes: `title: "Step #1 connect"`. A note goes on a line of its own, starting with #.',
      ],
      [
        'guides/basics/guide.yaml:5: The # on line 5 starts a comment, so "label" is read as "Room" and the rest is left out.',
        'If the # is part of the text, put the whole value in quotes: `label: "Room #4 basics"`. A note goes on a line of its own, starting with #.',
      ],
    ],
  ],
  [
    'a tab used for indentation, as a tab, at its line',
    'tab-indent',
    [
      [
        'guides/basics/guide.yaml:6: Line 6 is indented with a tab; tabs are not allowed.',
        'Use two spaces for each level of indentation instead of the tab.',
      ],
    ],
  ],
  [
    'a missing colon on the last line, at that line',
    'missing-colon',
    [
      [
        'guides/licensed/guide.yaml:9: Line 9 is missing the colon after the field name.',
        'Write the name, a colon and a space, then the value: `audience: not BasicView`.',
      ],
    ],
  ],
  [
    'a ": " inside a value of school.yaml, in school.yaml only',
    'colon-in-settings-value',
    [
      [
        'school.yaml:2: The value on line 2 contains ": ", so it is read as another field.',
        'Put the value in quotes: `name: "St Mary\'s: a school for everyone"`.',
      ],
    ],
  ],
  [
    "a quote never closed, at the line it opens, and still checks the step's MDX",
    'unclosed-quote',
    [
      [
        'guides/basics/03-staff.mdx:2: A quote is not closed: the " on line 2 starts a value that never ends.',
        'Add the closing " at the end of the value on line 2.',
      ],
      [
        'guides/basics/03-staff.mdx:5: <Calloutt> is not a component of the kit: did you mean <Callout>?',
        'Use the component kit (no import needed): Only, Callout, Keys, Kbd, Figure, CopyValue, Download, Username, Setting, PrinterTable, LinkList, TemporaryAccessPass, PasswordChangeQuestion, OnDevice, Online.',
      ],
    ],
  ],
  [
    'a field written twice, naming both lines',
    'duplicate-field',
    [['guides/basics/guide.yaml:4: "title" is written twice (lines 1 and 4).', 'Keep one of them and delete the other.']],
  ],
  [
    'a field indented too far, at its line',
    'over-indented',
    [
      [
        'guides/basics/guide.yaml:6: Line 6 is indented further than line 5 above it.',
        'Start "icon" at the same column as "label" above it; only the fields inside a group (after a line ending in a colon) are indented further.',
      ],
    ],
  ],
  [
    'platforms that do not exist, showing the value written',
    'platform-values',
    [
      [
        'guides/basics/02-windows.mdx:3: "platforms[2]" is "linux", but must be one of: windows, mac.',
        'Only on these platforms, e.g. [windows]. Default: all platforms.',
      ],
      [
        'guides/basics/02-windows.mdx:3: "platforms[3]" is "Mac", but must be one of: windows, mac (did you mean "mac"?).',
        'Only on these platforms, e.g. [windows]. Default: all platforms.',
      ],
    ],
  ],
  [
    'misspelt roles, with the role meant',
    'role-misspelt',
    [
      [
        'guides/basics/03-staff.mdx:3: "roles": Unknown role "Staf": did you mean "Staff"?',
        'Conditions look like: everyone | Staff | Year7-Year12, Staff | not BasicView (see the authors’ guide).',
      ],
      [
        'guides/basics/03-staff.mdx:5: <Only> roles: Unknown role "basicview". Roles are case-sensitive: did you mean "BasicView"?',
        'See <Only> in the authors’ guide.',
      ],
    ],
  ],
  [
    'misspelt fields and layouts, with the name meant, once each',
    'field-and-layout-misspelt',
    [
      [
        'guides/licensed/guide.yaml:3: "layout" is "Steps", but must be one of: steps, page, tool (did you mean "steps"?).',
        'steps: one step per screen; page: all files on one screen; tool: a code-backed screen.',
      ],
      [
        'guides/licensed/guide.yaml:8: Unknown field "ordr" in tile: did you mean "order"?',
        'Fields allowed here: label, icon, order, description. Check the spelling.',
      ],
      [
        'guides/licensed/guide.yaml:9: Unknown field "license": did you mean "licence"?',
        'Fields allowed here: title, route, layout, audience, keywords, tile, licence, platforms, ownership, public, setupGuideName, variants, reviewed, tool. Check the spelling.',
      ],
    ],
  ],
  [
    'YAML in school.yaml and settings.yaml that reads as a number or a yes/no value, saying how to quote them',
    'setting-read-as-number',
    [
      ['school.yaml:2: "school.name": true is read as a yes/no value, not as text.', 'Put it in quotes: name: "true".'],
      [
        'settings.yaml:4: "vivi.organisationCode": 0042 is read as the number 42, not as text.',
        'Put it in quotes: organisationCode: "0042".',
      ],
    ],
  ],
  [
    'MDX that does not compile, in plain words at the right line',
    'mdx-syntax',
    [
      [
        'guides/basics/01-start.mdx:4: The < before "8" on line 4 is read as the start of a tag.',
        'To show the sign, write \\< (as in \\<8), or write it in words ("less than 8").',
      ],
      [
        'guides/basics/02-windows.mdx:5: The { on line 5 starts code, which a step may not contain.',
        'To show braces as text, write \\{ and \\}. In a tag, write text in quotes (alt="...") and numbers in braces (width={640}).',
      ],
      [
        'guides/basics/03-staff.mdx:7: </Callout> on line 7 closes a tag that is not open.',
        'Remove it, or add the opening tag before it. A tag opened inside a paragraph must close in that paragraph; to wrap several paragraphs, put both tags on lines of their own.',
      ],
      [
        'guides/basics/04-finish.mdx:4: The value of platform on line 4 needs quotes.',
        'Write platform="mac": text in quotes, numbers in braces (width={640}).',
      ],
      [
        'guides/info/02-when.mdx:4: <Callout> on line 4 is never closed.',
        'Add </Callout> where it ends, or write <Callout ... /> if it holds nothing.',
      ],
      [
        'guides/licensed/01-step-1.mdx:4: </Callout> on line 4 does not match <Only>, opened on line 4.',
        'Close <Only> with </Only> first: tags close in the reverse order they open. If </Callout> has no opening tag, remove it.',
      ],
    ],
  ],
  [
    'import lines, at the import whatever follows it, in .mdx and .md steps',
    'import-lines',
    [
      [
        'guides/basics/04-finish.mdx:4: Content may not use import or export.',
        'Delete line 4. A step needs no import: the kit\'s components (<Callout>, <Only>, <Figure> and the rest) work without one. If you meant a sentence that starts with the word "import", write "Import" with a capital (or start it another way), so it is read as text.',
      ],
      [
        'guides/info/02-when.mdx:4: Content may not use import or export.',
        'Delete lines 4 to 7. A step needs no import: the kit\'s components (<Callout>, <Only>, <Figure> and the rest) work without one. If you meant a sentence that starts with the word "import", write "Import" with a capital (or start it another way), so it is read as text.',
      ],
      [
        'guides/info/03-printing.md:4: Content may not use import or export.',
        'Delete line 4. A .md step would show it as text, and a step needs no import. To use a kit component such as <Callout>, rename the file to .mdx: it needs no import there either. If you meant a sentence that starts with the word "import", write "Import" with a capital (or start it another way), so it is read as text.',
      ],
    ],
  ],
  [
    "every mistake of a step: its front-matter's and its MDX's",
    'front-matter-and-body',
    [
      [
        'guides/basics/03-staff.mdx:4: Unknown field "colour".',
        'Fields allowed here: title, platforms, roles, variant. Check the spelling.',
      ],
      [
        'guides/basics/03-staff.mdx:6: </Calout> on line 6 does not match <Callout>, opened on line 6.',
        'Close <Callout> with </Callout> first: tags close in the reverse order they open. If </Calout> has no opening tag, remove it.',
      ],
    ],
  ],
  [
    'what can still be checked when guide.yaml is partly wrong',
    'guide-yaml-partly-wrong',
    [
      [
        'guides/switcher/03-phone-one.mdx:3: The variant "iso" is not declared in guide.yaml (did you mean "ios"?).',
        'Use one of: laptop, ios.',
      ],
      ['guides/switcher/guide.yaml:1: "title" is missing.', 'The page heading (h1).'],
      [
        'guides/switcher/guide.yaml:2: "layout" is "slides", but must be one of: steps, page, tool.',
        'steps: one step per screen; page: all files on one screen; tool: a code-backed screen.',
      ],
      [
        'guides/switcher/guide.yaml:3: The icon "rocket" does not exist.',
        'Add content/icons/rocket.svg or use one of: basics, help, info, licensed, outside, setup, switcher, tool.',
      ],
    ],
  ],
  [
    'settings.yaml that is not YAML, and nothing in the files that use its values',
    'settings-not-yaml',
    [
      [
        'settings.yaml:4: Line 4 is indented with a tab; tabs are not allowed.',
        'Use two spaces for each level of indentation instead of the tab.',
      ],
    ],
  ],
  [
    'a guide.yaml that is not YAML, and nothing in the files that link to the guide or list it',
    'guide-yaml-not-yaml',
    [
      [
        'guides/info/guide.yaml:4: The { on line 4 is never closed with }.',
        'Close it on the same line, e.g. `tile: { label: Adobe, icon: adobe, order: 10 }`.',
      ],
    ],
  ],
  [
    'the external tiles after an invalid tile, at their own lines',
    'tiles-after-invalid-tile',
    [
      ['external-tiles.yaml:4: "[1].order" must be a number.', 'Tiles are sorted by this number, smallest first.'],
      [
        'external-tiles.yaml:6: "externalTiles.recordingUrl" is not an https address in settings.yaml.',
        'Point urlSetting at a settings value such as externalTiles.videoAnalysisUrl.',
      ],
      [
        'external-tiles.yaml:7: The icon "camera" does not exist.',
        'Add content/icons/camera.svg or use one of: basics, help, info, licensed, outside, setup, switcher, tool.',
      ],
    ],
  ],
];

describe('check catches', () => {
  it.each(MISTAKES)('%s', async (_what, mistake, expected) => {
    const problems = await check(mistake);
    expect(problems.map((p) => [`${p.file}:${p.line}: ${p.message}`, p.hint])).toEqual(expected);
  });

  it('has a case for every folder of mistakes', () => {
    expect(MISTAKES.map(([, folder]) => folder).sort()).toEqual(
      readdirSync(join(FIXTURES, 'mistakes'))
        .filter((name) => name !== 'README.md')
        .sort(),
    );
  });

  it('uses no parser words in any message or hint', () => {
    const words = /implicit|scalar|acorn|U\+[0-9A-F]{4}|mapping|flow collection|token|expected a/i;
    for (const [, , expected] of MISTAKES) for (const [message, hint] of expected) expect(`${message} ${hint}`).not.toMatch(words);
  });
});
