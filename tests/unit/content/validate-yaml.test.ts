import { describe, expect, it } from 'vitest';
import { setupGuideSchema } from '../../../packages/engine/src/shared/content/schema/setup-guide';
import { validateTileList, validateYaml } from '../../../packages/engine/tooling/content/check/validate-yaml';
import { lines } from './in-memory-content';

const SETUP = 'title: Setup\nheading: Setup\nroute: /guide\nsequence: [adobe]\n';
const TILE = '- label: Video\n  urlSetting: externalTiles.videoUrl\n  icon: outside\n  order: 1\n';

describe('validateYaml', () => {
  it('gives the checked data, and each field', () => {
    const data = { title: 'Setup', heading: 'Setup', route: '/guide', sequence: ['adobe'] };
    expect(validateYaml(SETUP, setupGuideSchema, 'setup-guide.yaml')).toEqual({
      data,
      fields: { ...data, tile: undefined },
      unknown: new Set(),
      parsed: true,
      problems: [],
    });
  });

  it('reports text that is not YAML, and gives only the fields written above the mistake', () => {
    const result = validateYaml('title: A\nroute: /guide\ntile:\n\tlabel: X\nsequence: [a]\n', setupGuideSchema, 'setup-guide.yaml');
    expect(result).toMatchObject({ data: null, fields: { title: 'A', route: '/guide' }, parsed: false });
    expect(result.unknown).toEqual(new Set(['heading', 'audience', 'tile', 'sequence']));
    expect(lines(result.problems)).toEqual(['setup-guide.yaml:4: Line 4 is indented with a tab; tabs are not allowed.']);
  });

  it('reports what the schema rejects, at its line, and keeps the fields that are right', () => {
    const result = validateYaml('title: Setup\nroute: /guide\nsequence: []\n', setupGuideSchema, 'setup-guide.yaml');
    expect(lines(result.problems)).toEqual([
      'setup-guide.yaml:1: "heading" is missing.',
      'setup-guide.yaml:3: "sequence" must list at least one guide.',
    ]);
    expect(result).toMatchObject({ data: null, fields: { title: 'Setup', route: '/guide' }, parsed: true });
    expect(result.unknown).toEqual(new Set(['heading', 'sequence']));
  });

  it('checks an empty file as an empty mapping', () => {
    expect(lines(validateYaml('', setupGuideSchema, 'setup-guide.yaml').problems)).toContain('setup-guide.yaml:1: "title" is missing.');
  });

  it('gives no data when a value is cut short by a #, though the schema accepts it', () => {
    const result = validateYaml(
      'title: Step #1 setup\nheading: Setup\nroute: /guide\nsequence: [adobe]\n',
      setupGuideSchema,
      'setup-guide.yaml',
    );
    expect(result.data).toBeNull();
    expect(lines(result.problems)).toEqual([
      'setup-guide.yaml:1: The # on line 1 starts a comment, so "title" is read as "Step" and the rest is left out.',
    ]);
  });
});

describe('validateTileList', () => {
  const VIDEO = { label: 'Video', urlSetting: 'externalTiles.videoUrl', icon: 'outside', order: 1 };

  it('gives every tile', () => {
    expect(validateTileList(TILE, 'external-tiles.yaml')).toEqual({
      tiles: [VIDEO],
      entries: [{ index: 0, fields: { ...VIDEO, audience: undefined }, unknown: new Set() }],
      problems: [],
    });
  });

  it('gives no tiles for an empty file', () => {
    expect(validateTileList('', 'external-tiles.yaml')).toEqual({ tiles: [], entries: [], problems: [] });
  });

  it('reports a file that is not a list of tiles', () => {
    const { tiles, problems } = validateTileList('label: Video\n', 'external-tiles.yaml');
    expect(tiles).toBeNull();
    expect(problems).toEqual([
      {
        file: 'external-tiles.yaml',
        line: 1,
        message: 'The external tiles file must be a list of tiles.',
        hint: 'Start each tile with "- label: ...".',
      },
    ]);
  });

  it('reports text that is not YAML', () => {
    expect(validateTileList('- label: [Video\n', 'external-tiles.yaml').tiles).toBeNull();
  });

  it('reports a bad tile at its place in the list, and keeps what is right in every tile', () => {
    const { tiles, entries, problems } = validateTileList(
      `${TILE}- label: Record\n  icon: camera\n  order: first\n`,
      'external-tiles.yaml',
    );
    expect(tiles).toBeNull();
    expect(entries.map((e) => [e.index, e.fields.label, [...e.unknown]])).toEqual([
      [0, 'Video', []],
      [1, 'Record', ['urlSetting', 'order']],
    ]);
    expect(lines(problems)).toEqual([
      'external-tiles.yaml:5: "[2].urlSetting" is missing.',
      'external-tiles.yaml:7: "[2].order" must be a number.',
    ]);
  });
});
