import { describe, expect, it } from 'vitest';
import { setupGuideSchema } from '../../../packages/engine/src/shared/content/schema/setup-guide';
import { checkExternalTiles, checkGuideIcon, checkTileLabels } from '../../../packages/engine/tooling/content/check/check-tiles';
import { externalTilesFile as externalTiles, guideFolder, lines, settingsSource, show, yamlFile } from './in-memory-content';

const ICONS = new Set(['outside', 'adobe']);
const SETTINGS = settingsSource({
  externalTiles: { videoUrl: 'https://video.school.example', plainUrl: 'http://video.school.example' },
  itHelp: { email: 'it@school.example' },
});

const tile = (label: string, urlSetting: string, icon = 'outside') =>
  `- label: ${label}\n  urlSetting: ${urlSetting}\n  icon: ${icon}\n  order: 1\n`;

describe('checkGuideIcon', () => {
  it('accepts a tile whose icon exists, and a guide without a tile', () => {
    expect(
      checkGuideIcon(guideFolder('adobe', 'title: A\nroute: /a\nlayout: steps\ntile: { label: A, icon: adobe, order: 1 }\n'), ICONS, show),
    ).toEqual([]);
    expect(checkGuideIcon(guideFolder('adobe', 'title: A\nroute: /a\nlayout: steps\n'), ICONS, show)).toEqual([]);
  });

  it('reports a tile icon that does not exist, naming the icons there are', () => {
    const problems = checkGuideIcon(
      guideFolder('adobe', 'title: A\nroute: /a\nlayout: steps\ntile:\n  label: A\n  icon: rocket\n  order: 1\n'),
      ICONS,
      show,
    );
    expect(lines(problems)).toEqual(['guides/adobe/guide.yaml:6: The icon "rocket" does not exist.']);
    expect(problems[0]?.hint).toBe('Add content/icons/rocket.svg or use one of: adobe, outside.');
  });

  it('says when there are no icons yet', () => {
    const problems = checkGuideIcon(
      guideFolder('adobe', 'title: A\nroute: /a\nlayout: steps\ntile: { label: A, icon: rocket, order: 1 }\n'),
      new Set(),
      show,
    );
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

  it('does not look urlSetting up when settings.yaml is missing, or its group is wrong there (reported in settings.yaml)', () => {
    const tiles = externalTiles(tile('Video', 'externalTiles.videoUrl'));
    expect(checkExternalTiles(tiles, null, ICONS, show)).toEqual([]);
    expect(checkExternalTiles(tiles, settingsSource({}, ['externalTiles']), ICONS, show)).toEqual([]);
  });

  it('reports the tiles after an invalid tile at their own lines', () => {
    const yaml = `- label: Broken\n  icon: outside\n  order: first\n${tile('Video', 'externalTiles.plainUrl', 'camera')}`;
    expect(lines(checkExternalTiles(externalTiles(yaml), SETTINGS, ICONS, show))).toEqual([
      'external-tiles.yaml:5: "externalTiles.plainUrl" is not an https address in settings.yaml.',
      'external-tiles.yaml:6: The icon "camera" does not exist.',
    ]);
  });

  it('checks what is right in an invalid tile', () => {
    const yaml = '- label: Broken\n  urlSetting: externalTiles.nothing\n  icon: camera\n  order: first\n';
    expect(lines(checkExternalTiles(externalTiles(yaml), SETTINGS, ICONS, show))).toEqual([
      'external-tiles.yaml:2: "externalTiles.nothing" is not an https address in settings.yaml.',
      'external-tiles.yaml:3: The icon "camera" does not exist.',
    ]);
  });

  it('reports an icon that does not exist', () => {
    const problems = checkExternalTiles(
      externalTiles(tile('Video', 'externalTiles.videoUrl') + tile('Record', 'externalTiles.videoUrl', 'camera')),
      SETTINGS,
      ICONS,
      show,
    );
    expect(lines(problems)).toEqual(['external-tiles.yaml:7: The icon "camera" does not exist.']);
    expect(problems[0]?.hint).toBe('Add content/icons/camera.svg or use one of: adobe, outside.');
  });

  it('has nothing to check when the file is not a list of tiles', () => {
    expect(checkExternalTiles(externalTiles('label: Video\n'), SETTINGS, ICONS, show)).toEqual([]);
  });
});

describe('checkTileLabels', () => {
  const setupGuide = yamlFile(
    'setup-guide.yaml',
    setupGuideSchema,
    'title: S\nheading: S\nroute: /guide\ntile: { label: Setup, icon: setup, order: 1 }\nsequence: [a]\n',
  );
  const guide = (id: string, label: string) =>
    guideFolder(id, `title: ${id}\nroute: /${id}\nlayout: steps\ntile:\n  label: ${label}\n  icon: ${id}\n  order: 1\n`);

  it('accepts labels used once', () => {
    expect(checkTileLabels(setupGuide, [guide('a', 'A'), guide('b', 'B')], externalTiles(tile('C', 'x.y')), show)).toEqual([]);
  });

  it.each([
    [
      'two guides',
      [guide('a', 'Same'), guide('b', 'Same')],
      '',
      ['guides/b/guide.yaml:5: Two home tiles are labelled "Same" (guides/a and guides/b).'],
    ],
    [
      'a guide and the Setup Guide',
      [guide('a', 'Setup')],
      '',
      ['guides/a/guide.yaml:5: Two home tiles are labelled "Setup" (setup-guide.yaml and guides/a).'],
    ],
    [
      'an external tile and a guide',
      [guide('a', 'Video')],
      tile('Video', 'x.y'),
      ['external-tiles.yaml:1: Two home tiles are labelled "Video" (guides/a and external-tiles.yaml).'],
    ],
    [
      'two external tiles',
      [],
      tile('Video', 'x.y') + tile('Video', 'x.y'),
      ['external-tiles.yaml:5: Two home tiles are labelled "Video" (external-tiles.yaml and external-tiles.yaml).'],
    ],
  ])('reports a label shared by %s', (_who, guides, external, expected) => {
    const problems = checkTileLabels(setupGuide, guides, externalTiles(external), show);
    expect(lines(problems)).toEqual(expected);
    expect(problems[0]?.hint).toBe('Give each tile its own label.');
  });

  it('checks the tile of a guide.yaml that is wrong elsewhere', () => {
    expect(
      lines(
        checkTileLabels(
          setupGuide,
          [guideFolder('a', 'title: A\nroute: /a\nlayout: slides\ntile: { label: Setup, icon: a, order: 1 }\n')],
          externalTiles(''),
          show,
        ),
      ),
    ).toEqual(['guides/a/guide.yaml:4: Two home tiles are labelled "Setup" (setup-guide.yaml and guides/a).']);
  });

  it('leaves out a tile that is itself wrong (reported by the schema)', () => {
    expect(
      checkTileLabels(
        setupGuide,
        [guideFolder('a', 'title: A\nroute: /a\nlayout: steps\ntile: { label: Setup, icon: a, order: first }\n')],
        externalTiles(''),
        show,
      ),
    ).toEqual([]);
  });
});
