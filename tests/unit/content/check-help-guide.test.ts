import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../../../packages/engine/src/shared/content/schema/settings';
import { checkHelpGuide } from '../../../packages/engine/tooling/content/check/check-help-guide';
import { validateYaml } from '../../../packages/engine/tooling/content/check/validate-yaml';
import { guideFolder, lines, show } from './in-memory-content';

const GUIDES = [
  guideFolder('help', 'title: Help\nroute: /help\nlayout: page\n'),
  guideFolder('staff', 'title: Staff\nroute: /staff\nlayout: page\naudience: Staff\n'),
];

function check(guide: string | null) {
  const yaml = `school:\n  name: A School\nitHelp:\n  email: it@school.example\n  officeHours: 8am-4pm\n  location: the library\n${guide === null ? '' : `  guide: ${guide}\n`}`;
  // Only the itHelp group is written: the check reads the fields that are right on their own.
  const { fields, unknown } = validateYaml(yaml, settingsSchema, 'settings.yaml');
  return checkHelpGuide({ path: 'settings.yaml', text: yaml, data: null, fields, unknown }, GUIDES, show);
}

describe('checkHelpGuide', () => {
  it('accepts settings without a help guide, or naming a guide for everyone', () => {
    expect(check(null)).toEqual([]);
    expect(check('help')).toEqual([]);
  });

  it.each([
    ['a guide that does not exist', 'ghost', 'settings.yaml:7: itHelp.guide names "ghost", but there is no guide with that id.'],
    [
      'a guide that is not for everyone',
      'staff',
      'settings.yaml:7: itHelp.guide names "staff", which is not for everyone (it has an audience).',
    ],
  ])('reports a help guide that names %s', (_rule, id, expected) => {
    expect(lines(check(id))).toEqual([expected]);
  });
});
