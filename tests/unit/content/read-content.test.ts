import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { settingsSchema } from '../../../packages/engine/src/shared/content/schema/settings';
import { setupGuideSchema } from '../../../packages/engine/src/shared/content/schema/setup-guide';
import { ProblemList, showRelativeTo } from '../../../packages/engine/tooling/content/check/problem-list';
import {
  listGuideFiles,
  listGuideFolders,
  readExternalTiles,
  readGuideFolder,
  readIcons,
  readText,
  readYaml,
} from '../../../packages/engine/tooling/content/check/read-content';
import { lines } from './in-memory-content';

const root = mkdtempSync(join(tmpdir(), 'portal-read-content-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A content folder with the given files (path -> text); a path ending in / is an empty folder. */
function contentDir(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(path.endsWith('/') ? join(dir, path) : dirname(join(dir, path)), { recursive: true });
    if (!path.endsWith('/')) writeFileSync(join(dir, path), text);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}
const problemsIn = (dir: string) => new ProblemList(showRelativeTo(dir));

describe('readYaml', () => {
  it('reads a valid file with its text', () => {
    const text = 'title: Setup\nheading: Setup\nroute: /guide\nsequence: [adobe]\n';
    const dir = contentDir('valid', { 'setup-guide.yaml': text });
    const problems = problemsIn(dir);
    const data = { title: 'Setup', heading: 'Setup', route: '/guide', sequence: ['adobe'] };
    expect(readYaml(join(dir, 'setup-guide.yaml'), setupGuideSchema, 'The Setup Guide file', problems)).toEqual({
      path: join(dir, 'setup-guide.yaml'),
      text,
      data,
      fields: { ...data, tile: undefined },
      unknown: new Set(),
    });
    expect(problems.problems).toEqual([]);
  });

  it('reports a missing file and says where to create it', () => {
    const dir = contentDir('missing', {});
    const problems = problemsIn(dir);
    expect(readYaml(join(dir, 'settings.yaml'), settingsSchema, 'The settings file', problems)).toBeNull();
    expect(problems.problems).toEqual([
      { file: 'settings.yaml', line: 1, message: 'The settings file is missing.', hint: 'Create settings.yaml (see the authors’ guide).' },
    ]);
  });

  it('reports an invalid file, and gives only the fields that are right', () => {
    const dir = contentDir('invalid', { 'setup-guide.yaml': 'title: Setup\n' });
    const problems = problemsIn(dir);
    expect(readYaml(join(dir, 'setup-guide.yaml'), setupGuideSchema, 'The Setup Guide file', problems)).toMatchObject({
      data: null,
      fields: { title: 'Setup' },
      unknown: new Set(['heading', 'route', 'sequence']),
    });
    expect(lines(problems.problems)).toEqual([
      'setup-guide.yaml:1: "heading" is missing.',
      'setup-guide.yaml:1: "route" is missing.',
      'setup-guide.yaml:1: "sequence" is missing.',
    ]);
  });
});

describe('readExternalTiles', () => {
  it('gives no tiles when the file is absent', () => {
    const dir = contentDir('no-tiles', {});
    expect(readExternalTiles(join(dir, 'external-tiles.yaml'), problemsIn(dir))).toEqual({
      path: join(dir, 'external-tiles.yaml'),
      text: '',
      data: [],
      entries: [],
    });
  });

  it('reports a file that is not a list, and gives nothing', () => {
    const dir = contentDir('tiles-not-a-list', { 'external-tiles.yaml': 'label: Video\n' });
    const problems = problemsIn(dir);
    expect(readExternalTiles(join(dir, 'external-tiles.yaml'), problems)).toMatchObject({ data: null, entries: [] });
    expect(lines(problems.problems)).toEqual(['external-tiles.yaml:1: The external tiles file must be a list of tiles.']);
  });
});

describe('readIcons', () => {
  it('names each .svg file in the icons folder, and nothing else', () => {
    const dir = contentDir('icons', { 'icons/adobe.svg': '<svg/>', 'icons/wifi.svg': '<svg/>', 'icons/notes.txt': 'x' });
    expect(readIcons(join(dir, 'icons'))).toEqual(
      new Map([
        ['adobe', join(dir, 'icons/adobe.svg')],
        ['wifi', join(dir, 'icons/wifi.svg')],
      ]),
    );
  });

  it('gives no icons when there is no icons folder', () => {
    expect(readIcons(join(root, 'nowhere'))).toEqual(new Map());
  });
});

describe('guide folders', () => {
  const dir = contentDir('guides', {
    'guides/wifi/guide.yaml': 'title: WiFi\nroute: /wifi\nlayout: steps\n',
    'guides/wifi/02-join.mdx': '',
    'guides/wifi/01-start.mdx': '',
    'guides/wifi/images/': '',
    'guides/adobe/guide.yaml': 'route: /adobe\nlayout: slides\n',
    'guides/empty/': '',
    'guides/README.md': 'x',
  });
  const guidesDir = join(dir, 'guides');

  it('lists the folders in guides/, sorted, and not its files', () => {
    expect(listGuideFolders(guidesDir)).toEqual(['adobe', 'empty', 'wifi']);
    expect(listGuideFolders(join(root, 'nowhere'))).toEqual([]);
  });

  it("lists a guide folder's files, leaving out guide.yaml and images/", () => {
    expect(listGuideFiles(join(guidesDir, 'wifi'))).toEqual(['01-start.mdx', '02-join.mdx']);
  });

  it('marks folders with a slash, so a folder is never taken for a step file', () => {
    const folder = contentDir('step-folder', { 'guides/a/01-start.mdx': '', 'guides/a/02-drafts.mdx/': '', 'guides/a/images/': '' });
    expect(listGuideFiles(join(folder, 'guides/a'))).toEqual(['01-start.mdx', '02-drafts.mdx/']);
  });

  it('lists nothing for a guide folder that is gone (deleted while the dev server checks)', () => {
    expect(listGuideFiles(join(guidesDir, 'deleted'))).toEqual([]);
    expect(readText(join(guidesDir, 'wifi/03-renamed.mdx'))).toBeNull();
  });

  it('reads a guide.yaml', () => {
    const problems = problemsIn(dir);
    expect(readGuideFolder(guidesDir, 'wifi', problems)).toEqual({
      id: 'wifi',
      dir: join(guidesDir, 'wifi'),
      path: join(guidesDir, 'wifi/guide.yaml'),
      meta: { title: 'WiFi', route: '/wifi', layout: 'steps' },
      text: 'title: WiFi\nroute: /wifi\nlayout: steps\n',
      unknown: new Set(),
      fields: {
        title: 'WiFi',
        route: '/wifi',
        layout: 'steps',
        tile: undefined,
        licence: undefined,
        platforms: undefined,
        setupGuideName: undefined,
        variants: undefined,
        tool: undefined,
      },
    });
    expect(problems.problems).toEqual([]);
  });

  it('keeps the fields of an invalid guide.yaml that are right, such as its route', () => {
    const problems = problemsIn(dir);
    expect(readGuideFolder(guidesDir, 'adobe', problems)).toMatchObject({
      meta: null,
      fields: { route: '/adobe' },
      unknown: new Set(['title', 'layout']),
    });
    expect(lines(problems.problems)).toEqual([
      'guides/adobe/guide.yaml:1: "title" is missing.',
      'guides/adobe/guide.yaml:2: "layout" is "slides", but must be one of: steps, page, tool.',
    ]);
  });

  it('reports a guide folder without guide.yaml', () => {
    const problems = problemsIn(dir);
    expect(readGuideFolder(guidesDir, 'empty', problems)).toMatchObject({ meta: null, fields: {}, text: '' });
    expect(problems.problems).toEqual([
      {
        file: 'guides/empty/guide.yaml',
        line: 1,
        message: 'The guide "empty" has no guide.yaml; it is missing.',
        hint: 'Create guides/empty/guide.yaml (see the authors’ guide).',
      },
    ]);
  });
});
