import { describe, expect, it } from 'vitest';
import { setupGuideSchema } from '../../../src/shared/content/schema/setup-guide';
import { validateTileList, validateYaml } from '../../../tooling/build/content-plugin/validate-yaml';
import { lines } from './in-memory-content';

const SETUP = 'title: Setup\nheading: Setup\nroute: /guide\nsequence: [adobe]\n';
const TILE = '- label: Video\n  urlSetting: externalTiles.videoUrl\n  icon: outside\n  order: 1\n';

describe('validateYaml', () => {
  it('gives the checked data', () => {
    expect(validateYaml(SETUP, setupGuideSchema, 'setup-guide.yaml')).toEqual({
      data: { title: 'Setup', heading: 'Setup', route: '/guide', sequence: ['adobe'] },
      raw: { title: 'Setup', heading: 'Setup', route: '/guide', sequence: ['adobe'] },
      parsed: true,
      problems: [],
    });
  });

  it('reports text that is not YAML, and gives nothing', () => {
    const result = validateYaml('title: A\ntitle: B\n', setupGuideSchema, 'setup-guide.yaml');
    expect(result).toMatchObject({ data: null, raw: undefined, parsed: false });
    expect(result.problems).toEqual([expect.objectContaining({ file: 'setup-guide.yaml', message: 'This is not valid YAML: duplicated mapping key.' })]);
  });

  it('reports what the schema rejects, at its line, and keeps the raw data', () => {
    const result = validateYaml('title: Setup\nroute: /guide\nsequence: []\n', setupGuideSchema, 'setup-guide.yaml');
    expect(lines(result.problems)).toEqual(['setup-guide.yaml:1: "heading" is missing.', 'setup-guide.yaml:3: "sequence" must list at least one guide.']);
    expect(result).toMatchObject({ data: null, raw: { title: 'Setup', route: '/guide', sequence: [] }, parsed: true });
  });

  it('checks an empty file as an empty mapping', () => {
    expect(lines(validateYaml('', setupGuideSchema, 'setup-guide.yaml').problems)).toContain('setup-guide.yaml:1: "title" is missing.');
  });
});

describe('validateTileList', () => {
  it('gives every tile', () => {
    expect(validateTileList(TILE, 'external-tiles.yaml')).toEqual({ tiles: [{ label: 'Video', urlSetting: 'externalTiles.videoUrl', icon: 'outside', order: 1 }], problems: [] });
  });

  it('gives no tiles for an empty file', () => {
    expect(validateTileList('', 'external-tiles.yaml')).toEqual({ tiles: [], problems: [] });
  });

  it('reports a file that is not a list of tiles', () => {
    const { tiles, problems } = validateTileList('label: Video\n', 'external-tiles.yaml');
    expect(tiles).toBeNull();
    expect(problems).toEqual([{ file: 'external-tiles.yaml', line: 1, message: 'The external tiles file must be a list of tiles.', hint: 'Start each tile with "- label: ...".' }]);
  });

  it('reports text that is not YAML', () => {
    expect(validateTileList('- label: [Video\n', 'external-tiles.yaml').tiles).toBeNull();
  });

  it('reports a bad tile at its place in the list and keeps the good ones', () => {
    const { tiles, problems } = validateTileList(`${TILE}- label: Record\n  icon: camera\n  order: first\n`, 'external-tiles.yaml');
    expect(tiles?.map((t) => t.label)).toEqual(['Video']);
    expect(lines(problems)).toEqual(['external-tiles.yaml:5: "[2].urlSetting" is missing.', 'external-tiles.yaml:7: "[2].order" must be a number.']);
  });
});
