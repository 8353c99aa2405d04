import { describe, expect, it } from 'vitest';
import { setupGuideSchema } from '../../../packages/engine/src/shared/content/schema/setup-guide';
import { checkSetupGuide } from '../../../packages/engine/tooling/content/check/check-setup-guide';
import { validateYaml } from '../../../packages/engine/tooling/content/check/validate-yaml';
import { guideFolder, lines, show, yamlFile } from './in-memory-content';

const GUIDES = [
  guideFolder('adobe', 'title: Adobe\nroute: /adobe\nlayout: steps\n'),
  guideFolder('broken', 'title: Broken\nroute: /broken\nlayout: slides\n'),
  guideFolder('help', 'title: Help\nroute: /help\nlayout: page\n'),
  guideFolder('reset', 'title: Reset\nroute: /reset\nlayout: tool\ntool: reset-student-password\n'),
];
const ICONS = new Set(['setup']);

function check(sequence: string[], tile = 'tile: { label: Setup, icon: setup, order: 1 }') {
  const yaml = `title: Setup\nheading: Setup\nroute: /guide\n${tile}\nsequence:\n${sequence.map((id) => `  - ${id}\n`).join('')}`;
  return checkSetupGuide(yamlFile('setup-guide.yaml', setupGuideSchema, yaml), GUIDES, ICONS, show);
}

describe('checkSetupGuide', () => {
  it('accepts a sequence of guides with layout steps or page', () => {
    expect(check(['adobe', 'help'])).toEqual([]);
  });

  it.each([
    [
      'names a guide that does not exist',
      ['adobe', 'ghost'],
      ['setup-guide.yaml:7: The sequence names "ghost", but there is no guide with that id.'],
    ],
    ['names a tool', ['reset'], ['setup-guide.yaml:6: "reset" is a tool, not a guide, so it cannot be part of the Setup Guide.']],
    ['names a guide twice', ['adobe', 'help', 'adobe'], ['setup-guide.yaml:8: "adobe" appears twice in the sequence.']],
    [
      'names an unknown guide twice',
      ['ghost', 'ghost'],
      [
        'setup-guide.yaml:6: The sequence names "ghost", but there is no guide with that id.',
        'setup-guide.yaml:7: The sequence names "ghost", but there is no guide with that id.',
        'setup-guide.yaml:7: "ghost" appears twice in the sequence.',
      ],
    ],
  ])('reports a sequence that %s', (_rule, sequence, expected) => {
    expect(lines(check(sequence))).toEqual(expected);
  });

  it('lists the valid guide ids in the hint for an unknown one', () => {
    expect(check(['ghost'])[0]?.hint).toBe('Use guide folder names: adobe, broken, help, reset.');
  });

  it('lets the sequence name a guide whose guide.yaml is invalid (that file is reported instead)', () => {
    expect(check(['broken'])).toEqual([]);
  });

  it('reports a tile icon that does not exist', () => {
    const problems = check(['adobe'], 'tile:\n  label: Setup\n  icon: rocket\n  order: 1');
    expect(lines(problems)).toEqual(['setup-guide.yaml:6: The icon "rocket" does not exist.']);
    expect(problems[0]?.hint).toBe('Add content/icons/rocket.svg or use one of: setup.');
  });

  it('has nothing to check when setup-guide.yaml is missing', () => {
    expect(checkSetupGuide(null, GUIDES, ICONS, show)).toEqual([]);
  });

  it('still checks the sequence and the tile when another field of setup-guide.yaml is wrong', () => {
    const yaml = 'title: Setup\nroute: guide\ntile: { label: Setup, icon: rocket, order: 1 }\nsequence: [adobe, ghost]\n';
    const { data, fields, unknown } = validateYaml(yaml, setupGuideSchema, 'setup-guide.yaml');
    expect(data).toBeNull();
    expect(lines(checkSetupGuide({ path: 'setup-guide.yaml', text: yaml, data, fields, unknown }, GUIDES, ICONS, show))).toEqual([
      'setup-guide.yaml:4: The sequence names "ghost", but there is no guide with that id.',
      'setup-guide.yaml:3: The icon "rocket" does not exist.',
    ]);
  });
});
