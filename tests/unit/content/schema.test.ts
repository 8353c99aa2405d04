import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseYaml } from '../../../packages/engine/tooling/content/check/front-matter';
import { formatProblem } from '../../../packages/engine/tooling/content/check/problems';
import { validateYaml } from '../../../packages/engine/tooling/content/check/validate-yaml';
import { problemsFromIssues } from '../../../packages/engine/tooling/content/check/zod-issues';
import { guideSchema } from '../../../packages/engine/src/shared/content/schema/guide';
import { stepFrontMatterSchema } from '../../../packages/engine/src/shared/content/schema/step';
import { externalTileSchema } from '../../../packages/engine/src/shared/content/schema/external-tiles';
import { settingsSchema } from '../../../packages/engine/src/shared/content/schema/settings';

/** What check says about one YAML text: `file:line: message` lines (hints left out). */
function check(schema: z.ZodType, yaml: string, file = 'guide.yaml'): string[] {
  const parsed = parseYaml(yaml, file, 1);
  if (!parsed.ok) return parsed.problems.map((p) => formatProblem(p).split('\n')[0]!);
  const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
  if (result.success) return [];
  return problemsFromIssues(result.error.issues, schema, { file, yaml, firstLine: 1 }).map((p) => `${p.file}:${p.line}: ${p.message}`);
}

const ADOBE = `title: Adobe Creative Cloud
route: /adobe
layout: steps
audience: not BasicView
tile:
  label: Adobe
  icon: adobe
  order: 60
licence:
  audience: Year7-Year12, Staff
  message: Only students in years 7 - 12 are licensed to use Adobe Creative Cloud.
`;

describe('guide.yaml', () => {
  it.each([
    ['a full guide', ADOBE],
    ['a page with no tile', 'title: Help\nroute: /help\nlayout: page\n'],
    ['a tool', 'title: Reset\nroute: /reset\nlayout: tool\ntool: reset-student-password\n'],
    ['platforms', 'title: Hello\nroute: /hello\nlayout: steps\nplatforms:\n  supported: [windows]\n  message: Windows only.\n'],
    [
      'variants',
      'title: WiFi\nroute: /wifi\nlayout: steps\nvariants:\n  - id: laptop\n    showLabel: Show Laptop Steps\n  - id: ios\n    showLabel: Show iOS Steps\n    defaultFor: iphone\n',
    ],
    ['a flow-style tile', 'title: X\nroute: /x\nlayout: steps\naudience: Staff\ntile: { label: X, icon: x, order: 1 }\n'],
    ['keywords', 'title: WiFi\nroute: /wifi\nlayout: steps\nkeywords: [internet, network, wireless, school network]\n'],
    [
      'a tile description',
      'title: X\nroute: /x\nlayout: steps\ntile:\n  label: Outlook\n  icon: outlook\n  order: 1\n  description: Email, calendar and contacts\n',
    ],
    [
      'a tile description of exactly 40 characters',
      `title: X\nroute: /x\nlayout: steps\ntile:\n  label: X\n  icon: x\n  order: 1\n  description: ${'x'.repeat(40)}\n`,
    ],
    [
      'a tile description folded onto one line by YAML',
      'title: X\nroute: /x\nlayout: steps\ntile:\n  label: X\n  icon: x\n  order: 1\n  description: >\n    Email, calendar\n    and contacts\n',
    ],
  ])('accepts %s', (_label, yaml) => {
    expect(check(guideSchema, yaml)).toEqual([]);
  });

  it.each([
    ['no title', 'route: /x\nlayout: steps\n', ['guide.yaml:1: "title" is missing.']],
    ['an empty title', 'title: ""\nroute: /x\nlayout: steps\n', ['guide.yaml:1: "title" must not be empty.']],
    [
      'an unknown layout',
      'title: X\nroute: /x\nlayout: slides\n',
      ['guide.yaml:3: "layout" is "slides", but must be one of: steps, page, tool.'],
    ],
    ['a misspelt field', 'title: X\nroute: /x\nlayout: steps\ntitel: Y\n', ['guide.yaml:4: Unknown field "titel": did you mean "title"?']],
    [
      'a route without a slash',
      'title: X\nroute: adobe\nlayout: steps\n',
      ['guide.yaml:2: "route" must be a path such as /adobe: a slash then lowercase letters, digits or dashes.'],
    ],
    [
      'an unknown role in the audience',
      'title: X\nroute: /x\nlayout: steps\naudience: Year13\n',
      ['guide.yaml:4: "audience": There is no role "Year13": years go from Foundation to Year12.'],
    ],
    [
      'an audience on the tile, where it used to go',
      'title: X\nroute: /x\nlayout: steps\ntile:\n  label: X\n  icon: x\n  order: 1\n  audience: Staff\n',
      [
        'guide.yaml:8: "tile.audience" now goes at the top of the file, as "audience:" on its own line, where it hides the tile, the address and the Setup Guide entry together.',
      ],
    ],
    [
      'a tile order that is text',
      'title: X\nroute: /x\nlayout: steps\ntile:\n  label: X\n  icon: x\n  order: first\n',
      ['guide.yaml:7: "tile.order" must be a number.'],
    ],
    [
      'an unknown platform',
      'title: X\nroute: /x\nlayout: steps\nplatforms:\n  supported: [windows, linux]\n  message: No.\n',
      ['guide.yaml:5: "platforms.supported[2]" is "linux", but must be one of: windows, mac.'],
    ],
    [
      'a licence without a message',
      'title: X\nroute: /x\nlayout: steps\nlicence:\n  audience: Staff\n',
      ['guide.yaml:4: "licence.message" is missing.'],
    ],
    [
      'one variant only',
      'title: X\nroute: /x\nlayout: steps\nvariants:\n  - id: a\n    showLabel: A\n',
      ['guide.yaml:4: "variants" needs at least two variants to toggle between.'],
    ],
    [
      'an unknown tool',
      'title: X\nroute: /x\nlayout: tool\ntool: rocket\n',
      ['guide.yaml:4: "tool" is "rocket", but must be one of: reset-student-password, guide-health, student-pass.'],
    ],
    [
      'keywords as one word, not a list',
      'title: X\nroute: /x\nlayout: steps\nkeywords: internet\n',
      ['guide.yaml:4: "keywords" must be a list of words such as [internet, network, wireless].'],
    ],
    [
      'an empty list of keywords',
      'title: X\nroute: /x\nlayout: steps\nkeywords: []\n',
      ['guide.yaml:4: "keywords" must name at least one word, or be left out.'],
    ],
    [
      'a keyword search leaves out',
      'title: X\nroute: /x\nlayout: steps\nkeywords:\n  - internet\n  - the\n',
      ['guide.yaml:6: "keywords[2]" is "the", a word search leaves out (too short or too common), so nobody would find the guide by it.'],
    ],
    ['broken YAML', 'title: X\nroute: [/x\nlayout: steps\n', ['guide.yaml:2: The [ on line 2 is never closed with ].']],
    [
      'a tile description longer than a tile has room for',
      'title: X\nroute: /x\nlayout: steps\ntile:\n  label: Outlook\n  icon: outlook\n  order: 1\n  description: Read your school email, calendar and contacts\n',
      [
        'guide.yaml:8: "tile.description" is 45 characters long, but a tile has room for 40: say what it is for in fewer words, e.g. "Email, calendar and contacts".',
      ],
    ],
    [
      'a tile description over two lines',
      'title: X\nroute: /x\nlayout: steps\ntile:\n  label: X\n  icon: x\n  order: 1\n  description: |\n    Email\n    and calendar\n',
      ['guide.yaml:8: "tile.description" must be one line: write it on the same line as "description:", with no line breaks.'],
    ],
    [
      'an empty tile description',
      'title: X\nroute: /x\nlayout: steps\ntile:\n  label: X\n  icon: x\n  order: 1\n  description: " "\n',
      ['guide.yaml:8: "tile.description" must not be empty.'],
    ],
    [
      'a tile description that is a number',
      'title: X\nroute: /x\nlayout: steps\ntile:\n  label: X\n  icon: x\n  order: 1\n  description: 2026\n',
      ['guide.yaml:8: "tile.description": 2026 is read as the number 2026, not as text.'],
    ],
  ])('rejects %s', (_label, yaml, expected) => {
    expect(check(guideSchema, yaml)).toEqual(expected);
  });

  it('reports every mistake in one pass', () => {
    expect(check(guideSchema, 'route: /x\nlayout: slides\ncolour: red\n')).toEqual([
      'guide.yaml:1: "title" is missing.',
      'guide.yaml:2: "layout" is "slides", but must be one of: steps, page, tool.',
      'guide.yaml:3: Unknown field "colour".',
    ]);
  });
});

describe('step front-matter', () => {
  it.each([
    ['a title only', 'title: Download the installer'],
    ['platforms and roles', 'title: X\nplatforms: [mac]\nroles: Year7-Year12, Staff'],
    ['a variant', 'title: X\nvariant: ios'],
  ])('accepts %s', (_label, yaml) => {
    expect(check(stepFrontMatterSchema, yaml, 'step.mdx')).toEqual([]);
  });

  it.each([
    ['no title', 'platforms: [mac]', ['step.mdx:1: "title" is missing.']],
    ['an empty platform list', 'title: X\nplatforms: []', ['step.mdx:2: "platforms" must name at least one device.']],
    [
      'platforms as text',
      'title: X\nplatforms: mac',
      ['step.mdx:2: "platforms" must be a list of devices such as [windows] or [windows, mac].'],
    ],
    [
      'a device the school does not cover (iphone, by default)',
      'title: X\nplatforms: [iphone]',
      [
        'step.mdx:2: "platforms[1]" is iPhone, which the school\'s guides do not cover: write one of windows, mac, or add iphone to devices in school.yaml.',
      ],
    ],
    [
      'a device the portal does not know',
      'title: X\nplatforms: [linux]',
      ['step.mdx:2: "platforms[1]" is "linux", but must be one of: windows, mac.'],
    ],
    [
      'an unknown role',
      'title: X\nroles: Teachers',
      [
        'step.mdx:2: "roles": Unknown role "Teachers". Write one of: everyone, Staff, BasicView, Foundation ... Year12, a range such as Year6-Year12, or "not" before any of them.',
      ],
    ],
  ])('rejects %s', (_label, yaml, expected) => {
    expect(check(stepFrontMatterSchema, yaml, 'step.mdx')).toEqual(expected);
  });
});

describe('external tiles', () => {
  it('accepts a description', () => {
    expect(
      check(
        externalTileSchema,
        'label: X\nurlSetting: externalTiles.x\nicon: x\norder: 1\ndescription: Record a lesson for your class\n',
        'tiles.yaml',
      ),
    ).toEqual([]);
  });

  it('rejects a description longer than a tile has room for', () => {
    expect(
      check(
        externalTileSchema,
        `label: X\nurlSetting: externalTiles.x\nicon: x\norder: 1\ndescription: ${'Record '.repeat(6)}\n`,
        'tiles.yaml',
      ),
    ).toEqual([
      'tiles.yaml:5: "description" is 41 characters long, but a tile has room for 40: say what it is for in fewer words, e.g. "Email, calendar and contacts".',
    ]);
  });

  it('rejects a urlSetting that is an address rather than a settings path', () => {
    expect(check(externalTileSchema, 'label: X\nurlSetting: https://x.example\nicon: x\norder: 1\n', 'tiles.yaml')).toEqual([
      'tiles.yaml:2: "urlSetting" must be a dotted settings path such as externalTiles.videoAnalysisUrl.',
    ]);
  });
});

describe('reading YAML files', () => {
  it.each([
    ['a mapping', 'title: Office\nroute: /office\n', { title: 'Office', route: '/office' }],
    ["a mapping after YAML's usual --- line", '---\ntitle: Office\nroute: /office\n', { title: 'Office', route: '/office' }],
    ["a list after YAML's usual --- line", '---\n- label: Video Analysis\n', [{ label: 'Video Analysis' }]],
    ['an empty file', '', null],
  ])('reads %s', (_label, yaml, expected) => {
    expect(parseYaml(yaml, 'content/x.yaml', 1)).toEqual({ ok: true, data: expected, problems: [] });
  });

  it('names a second document instead of silently dropping it', () => {
    const parsed = parseYaml('title: Office\n---\nroute: /office\n', 'content/x.yaml', 1);
    expect(parsed.ok).toBe(false);
  });
});

describe("settings.yaml: the school's own values", () => {
  const check = (yaml: string) =>
    validateYaml(yaml, settingsSchema, 'settings.yaml').problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

  it("accepts names of the school's choosing: text, groups and lists, at any depth", () => {
    expect(
      check('libraryHours: 8am to 5pm\ncanteen:\n  code: "0042"\n  rooms:\n    - name: Hall\n      email: hall@school.example\n'),
    ).toEqual([]);
  });

  it.each([
    [
      'a name with a dot',
      'custom:\n  library.hours: 8am\n',
      'settings.yaml:2: "custom.library.hours" must be a name of letters and digits, such as libraryHours.',
    ],
    [
      'a value YAML reads as a number',
      'canteenCode: 0042\n',
      'settings.yaml:1: "canteenCode": 0042 is read as the number 42, not as text.',
    ],
    ['a value left empty', 'libraryHours:\n', 'settings.yaml:1: "libraryHours" is empty.'],
    [
      "a group of school.yaml's",
      'help:\n  email: it@school.example\n',
      'settings.yaml:1: "help" is school.yaml\'s: settings.yaml may not use that name.',
    ],
    [
      'a field a release moved to school.yaml',
      'itHelp:\n  email: it@school.example\n',
      'settings.yaml:1: "itHelp" has moved to school.yaml (engine 0.2.0).',
    ],
  ])('rejects %s', (_label, yaml, message) => {
    expect(check(yaml)).toEqual([message]);
  });

  it('says what to write instead of a moved field, in school.yaml', () => {
    const [moved] = validateYaml('temporaryAccessPass:\n  functionUrl: /api\n', settingsSchema, 'settings.yaml').problems;
    expect(moved!.hint).toBe(
      'Move these lines from settings.yaml to school.yaml, renaming temporaryAccessPass: to functionApp: and functionUrl: to url:, e.g.\nfunctionApp:\n  url: https://<your function app>.azurewebsites.net/api',
    );
  });
});
