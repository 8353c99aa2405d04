import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGuide, checkGuideId, type GuideContext } from '../../../packages/engine/tooling/content/check/check-guide';
import { showRelativeTo } from '../../../packages/engine/tooling/content/check/problem-list';
import { guideFolder, lines, settingsSource, show } from './in-memory-content';
import { VALID_FIXTURE } from './load-fixture';

const STEPS = 'title: A\nroute: /a\nlayout: steps\n';
const VARIANTS = `${STEPS}variants:\n  - id: laptop\n    showLabel: Laptop\n  - id: ios\n    showLabel: iOS\n`;
const TOOL = 'title: A\nroute: /a\nlayout: tool\ntool: reset-student-password\n';
const step = (title: string, extra = '', body = 'Text.') => `---\ntitle: ${title}\n${extra}---\n${body}\n`;

/** Checks guides/a with the given guide.yaml and files (name -> text), all in memory. */
function check(guideYaml: string, files: Record<string, string>, context: Partial<GuideContext> = {}) {
  const read = (path: string) => files[path.slice('guides/a/'.length)] ?? '';
  return checkGuide(guideFolder('a', guideYaml), Object.keys(files).sort(), {
    routes: new Set(['/', '/a']),
    settings: settingsSource({}),
    read,
    show,
    ...context,
  });
}

describe('checkGuideId', () => {
  it('accepts a lowercase-kebab folder name', () => {
    expect(checkGuideId('windows-hello', 'guides/windows-hello', show)).toEqual([]);
  });

  it('reports a folder name that is not a valid id', () => {
    expect(lines(checkGuideId('Windows_Hello', 'guides/Windows_Hello', show))).toEqual([
      'guides/Windows_Hello:1: The guide folder "Windows_Hello" is not a valid id.',
    ]);
  });
});

describe('checkGuide', () => {
  it('builds the manifest entry with its steps in order', async () => {
    const checked = await check(STEPS, { '02-next.mdx': step('Next', 'platforms: [mac]\n'), '01-start.mdx': step('Start') });
    expect(checked.problems).toEqual([]);
    expect(checked.entry).toEqual({
      id: 'a',
      title: 'A',
      route: '/a',
      layout: 'steps',
      steps: [
        { number: 1, file: '01-start.mdx', title: 'Start' },
        { number: 2, file: '02-next.mdx', title: 'Next', platforms: ['mac'] },
      ],
    });
  });

  it.each([
    [
      'a file that is not a step file',
      STEPS,
      { '01-start.mdx': step('Start'), 'notes.txt': 'x' },
      ['guides/a/notes.txt:1: "notes.txt" is not a step file name.'],
    ],
    ['a guide with no step files', STEPS, {}, ['guides/a/guide.yaml:1: The guide "a" has no step files.']],
    [
      'a gap in the step numbers',
      STEPS,
      { '01-a.mdx': step('A'), '03-c.mdx': step('C') },
      ['guides/a/03-c.mdx:1: Step numbers have a gap: expected 02 but found 03-c.mdx.'],
    ],
    [
      'a tool layout that names no tool',
      'title: A\nroute: /a\nlayout: tool\n',
      {},
      ['guides/a/guide.yaml:3: A guide with layout: tool must name its tool.'],
    ],
    [
      'a tool layout with step files',
      TOOL,
      { '01-a.mdx': step('A'), '02-b.mdx': step('B') },
      [
        'guides/a/01-a.mdx:1: A layout: tool guide shows a code-backed screen, so it has no step files.',
        'guides/a/02-b.mdx:1: A layout: tool guide shows a code-backed screen, so it has no step files.',
      ],
    ],
    [
      '"tool" on a guide that is not layout: tool',
      `${STEPS}tool: reset-student-password\n`,
      { '01-a.mdx': step('A') },
      ['guides/a/guide.yaml:4: "tool" only applies to layout: tool.'],
    ],
    ['a step with no front-matter', STEPS, { '01-a.mdx': 'Text.' }, ['guides/a/01-a.mdx:1: The step has no front-matter.']],
    [
      'a variant the guide does not declare',
      VARIANTS,
      { '01-a.mdx': step('A', 'variant: laptop\n'), '02-b.mdx': step('B', 'variant: ios\n'), '03-c.mdx': step('C', 'variant: android\n') },
      ['guides/a/03-c.mdx:3: The variant "android" is not declared in guide.yaml.'],
    ],
    [
      'a variant with no steps',
      VARIANTS,
      { '01-a.mdx': step('A', 'variant: laptop\n') },
      ['guides/a/guide.yaml:4: The variant "ios" has no steps.'],
    ],
    [
      'MDX that breaks a rule, at its line',
      STEPS,
      { '01-a.mdx': step('A', '', 'See [this](/nowhere).') },
      ['guides/a/01-a.mdx:4: The link to "/nowhere" goes to a page the portal does not have.'],
    ],
  ])('reports %s', async (_rule, guideYaml, files, expected) => {
    expect(lines((await check(guideYaml, files)).problems)).toEqual(expected);
  });

  it('gives a tool its entry with no steps', async () => {
    const checked = await check(TOOL, {});
    expect(checked).toEqual({
      entry: { id: 'a', title: 'A', route: '/a', layout: 'tool', tool: 'reset-student-password', steps: [] },
      images: [],
      problems: [],
      stepSizes: new Map(),
      stepLinks: [],
    });
  });

  it('accepts links to the routes it is given', async () => {
    expect(
      (await check(STEPS, { '01-a.mdx': step('A', '', 'See [home](/) and [b](/b).') }, { routes: new Set(['/', '/b']) })).problems,
    ).toEqual([]);
  });

  it('does not report variants without steps when no step is valid (the steps are reported)', async () => {
    expect(lines((await check(VARIANTS, { '01-a.mdx': 'Text.' })).problems)).toEqual([
      'guides/a/01-a.mdx:1: The step has no front-matter.',
    ]);
  });

  it('still checks the steps of a guide whose guide.yaml is invalid, and gives no entry', async () => {
    const checked = await check('title: A\nroute: /a\nlayout: slides\n', {
      '01-a.mdx': step('A', 'variant: ios\n'),
      '03-c.mdx': step('C', '', '<Fancy />'),
    });
    expect(checked.entry).toBeNull();
    expect(lines(checked.problems)).toEqual([
      'guides/a/03-c.mdx:1: Step numbers have a gap: expected 02 but found 03-c.mdx.',
      // guide.yaml's layout is wrong, but it surely declares no variants.
      'guides/a/01-a.mdx:3: "variant" only applies to guides that declare variants.',
      'guides/a/03-c.mdx:4: <Fancy> is not a component of the kit.',
    ]);
  });

  it('lists each image the steps use once', async () => {
    const dir = join(VALID_FIXTURE, 'guides/basics');
    const figure = '<Figure src="./images/diagram.svg" alt="A circle" width={24} height={24} />';
    const files: Record<string, string> = { '01-a.mdx': step('A', '', figure), '02-b.mdx': step('B', '', figure) };
    const folder = { ...guideFolder('basics', STEPS), dir, path: join(dir, 'guide.yaml') };
    const read = (path: string) => files[path.slice(dir.length + 1)] ?? '';
    const checked = await checkGuide(folder, Object.keys(files), {
      routes: new Set(['/']),
      settings: settingsSource({}),
      read,
      show: showRelativeTo(VALID_FIXTURE),
    });
    expect(checked.problems).toEqual([]);
    expect(checked.images).toEqual(['./images/diagram.svg']);
  });
});
