import { describe, expect, it } from 'vitest';
import type { ExternalTile } from '../../../src/shared/content/schema/external-tiles';
import { setupGuideSchema } from '../../../src/shared/content/schema/setup-guide';
import { checkExternalTiles, checkGuideIcon, checkTileLabels } from '../../../tooling/build/content-plugin/check-tiles';
import type { YamlFile } from '../../../tooling/build/content-plugin/read-content';
import { validateTileList } from '../../../tooling/build/content-plugin/validate-yaml';
import { guideFolder, lines, show, yamlFile } from './in-memory-content';

const ICONS = new Set(['outside', 'adobe']);
const SETTINGS = { externalTiles: { videoUrl: 'https://video.school.example', plainUrl: 'http://video.school.example' }, itHelp: { email: 'it@school.example' } };

function externalTiles(yaml: string): YamlFile<ExternalTile[]> {
  return { path: 'external-tiles.yaml', text: yaml, data: validateTileList(yaml, 'external-tiles.yaml').tiles ?? [] };
}
const tile = (label: string, urlSetting: string, icon = 'outside') => `- label: ${label}\n  urlSetting: ${urlSetting}\n  icon: ${icon}\n  order: 1\n`;

describe('checkGuideIcon', () => {
  it('accepts a tile whose icon exists, and a guide without a tile', () => {
    expect(checkGuideIcon(guideFolder('adobe', 'title: A\nroute: /a\nlayout: steps\ntile: { label: A, icon: adobe, order: 1 }\n'), ICONS, show)).toEqual([]);
    expect(checkGuideIcon(guideFolder('adobe', 'title: A\nroute: /a\nlayout: steps\n'), ICONS, show)).toEqual([]);
  });

  it('reports a tile icon that does not exist, naming the icons there are', () => {
    const problems = checkGuideIcon(guideFolder('adobe', 'title: A\nroute: /a\nlayout: steps\ntile:\n  label: A\n  icon: rocket\n  order: 1\n'), ICONS, show);
    expect(lines(problems)).toEqual(['guides/adobe/guide.yaml:6: The icon "rocket" does not exist.']);
    expect(problems[0]?.hint).toBe('Add content/icons/rocket.svg or use one of: adobe, outside.');
  });

  it('says when there are no icons yet', () => {
    const problems = checkGuideIcon(guideFolder('adobe', 'title: A\nroute: /a\nlayout: steps\ntile: { label: A, icon: rocket, order: 1 }\n'), new Set(), show);
    expect(problems[0]?.hint).toBe('Add content/icons/rocket.svg or use one of: (none yet).');
  });
});

describe('checkExternalTiles', () => {
  it('accepts a tile pointing at an https setting with an icon that exists', () => {
    expect(checkExternalTiles(externalTiles(tile('Video', 'externalTiles.videoUrl')), SETTINGS, ICONS, show)).toEqual([]);
  });

  it.each([
    ['an http address', 'externalTiles.plainUrl'],
    ['a value that is not an address', 'itHelp.email'],
    ['a setting that does not exist', 'externalTiles.nothing'],
  ])('reports a urlSetting that names %s', (_what, urlSetting) => {
    const problems = checkExternalTiles(externalTiles(tile('Video', urlSetting)), SETTINGS, ICONS, show);
    expect(lines(problems)).toEqual([`external-tiles.yaml:2: "${urlSetting}" is not an https address in settings.yaml.`]);
  });

  it('reports every urlSetting when settings.yaml is broken', () => {
    expect(lines(checkExternalTiles(externalTiles(tile('Video', 'externalTiles.videoUrl')), null, ICONS, show))).toEqual(['external-tiles.yaml:2: "externalTiles.videoUrl" is not an https address in settings.yaml.']);
  });

  it('reports an icon that does not exist', () => {
    const problems = checkExternalTiles(externalTiles(tile('Video', 'externalTiles.videoUrl') + tile('Record', 'externalTiles.videoUrl', 'camera')), SETTINGS, ICONS, show);
    expect(lines(problems)).toEqual(['external-tiles.yaml:7: The icon "camera" does not exist.']);
    expect(problems[0]?.hint).toBe('Add content/icons/camera.svg.');
  });

  it('has nothing to check when the file is not a list of tiles', () => {
    expect(checkExternalTiles(null, SETTINGS, ICONS, show)).toEqual([]);
  });
});

describe('checkTileLabels', () => {
  const setupGuide = yamlFile('setup-guide.yaml', setupGuideSchema, 'title: S\nheading: S\nroute: /guide\ntile: { label: Setup, icon: setup, order: 1 }\nsequence: [a]\n');
  const guide = (id: string, label: string) => guideFolder(id, `title: ${id}\nroute: /${id}\nlayout: steps\ntile:\n  label: ${label}\n  icon: ${id}\n  order: 1\n`);

  it('accepts labels used once', () => {
    expect(checkTileLabels(setupGuide, [guide('a', 'A'), guide('b', 'B')], externalTiles(tile('C', 'x.y')), show)).toEqual([]);
  });

  it.each([
    ['two guides', [guide('a', 'Same'), guide('b', 'Same')], '', ['guides/b/guide.yaml:5: Two home tiles are labelled "Same" (guides/a and guides/b).']],
    ['a guide and the Setup Guide', [guide('a', 'Setup')], '', ['guides/a/guide.yaml:5: Two home tiles are labelled "Setup" (setup-guide.yaml and guides/a).']],
    ['an external tile and a guide', [guide('a', 'Video')], tile('Video', 'x.y'), ['external-tiles.yaml:1: Two home tiles are labelled "Video" (guides/a and external-tiles.yaml).']],
    ['two external tiles', [], tile('Video', 'x.y') + tile('Video', 'x.y'), ['external-tiles.yaml:5: Two home tiles are labelled "Video" (external-tiles.yaml and external-tiles.yaml).']],
  ])('reports a label shared by %s', (_who, guides, external, expected) => {
    const problems = checkTileLabels(setupGuide, guides, externalTiles(external), show);
    expect(lines(problems)).toEqual(expected);
    expect(problems[0]?.hint).toBe('Give each tile its own label.');
  });

  it('leaves out guides whose guide.yaml is invalid', () => {
    expect(checkTileLabels(setupGuide, [guideFolder('a', 'title: A\nroute: /a\nlayout: slides\ntile: { label: Setup, icon: a, order: 1 }\n')], null, show)).toEqual([]);
  });
});
