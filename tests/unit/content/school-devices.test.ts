/**
 * A school's devices (school.yaml's `devices`): what the content may name, checked at its line, and the
 * second fixture school's content (iPads, Chromebooks and Android) read with them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseYaml } from '../../../packages/engine/tooling/content/check/front-matter';
import { problemsFromIssues } from '../../../packages/engine/tooling/content/check/zod-issues';
import { withSchool } from '../../../packages/engine/tooling/content/check/school-context';
import { describeKitProps } from '../../../packages/engine/tooling/content/check/mdx-tags';
import { stepFrontMatterSchema } from '../../../packages/engine/src/shared/content/schema/step';
import { schoolSchema } from '../../../packages/engine/src/shared/content/schema/school';
import { guideSchema } from '../../../packages/engine/src/shared/content/schema/guide';
import { validateKitProps } from '../../../packages/engine/src/shared/content/schema/kit';
import { visibleSteps } from '../../../packages/engine/src/shared/content/derive/steps';
import { initialVariant } from '../../../packages/engine/src/shared/content/derive/variants';
import { deviceNote } from '../../../packages/engine/src/shared/content/derive/guide-notes';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { DeviceName } from '../../../packages/engine/src/shared/user/devices';
import { PRIMARY_ROLES } from '../../support/school-roles';
import { BANKSIA_SCHOOL, DEMO_SCHOOL, manifestOf } from './load-fixture';

const TABLETS: DeviceName[] = ['ipad', 'chromebook', 'android'];

function check(schema: z.ZodType, yaml: string, file: string, devices: DeviceName[] = TABLETS): string[] {
  return withSchool({ roles: PRIMARY_ROLES, devices }, () => {
    const parsed = parseYaml(yaml, file, 1);
    if (!parsed.ok) throw new Error('not YAML');
    const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
    if (result.success) return [];
    return problemsFromIssues(result.error.issues, schema, { file, yaml, firstLine: 1 }).map((p) => `${p.file}:${p.line}: ${p.message}`);
  });
}

const SCHOOL = `school:
  name: Test School
portal:
  name: Test IT
help:
  email: it@test.example
  officeHours: 8am to 4pm
  location: the library
functionApp:
  url: /api
`;

describe("school.yaml's devices", () => {
  it('takes any of the devices the portal knows, in the order the school writes', () => {
    expect(check(schoolSchema, `${SCHOOL}devices: [chromebook, ipad]\n`, 'school.yaml')).toEqual([]);
  });

  it('refuses a device the portal does not know, with the one meant, and a device written twice', () => {
    expect(check(schoolSchema, `${SCHOOL}devices: [ipad, chromebok]\n`, 'school.yaml')).toEqual([
      'school.yaml:11: "devices[2]" is "chromebok", but must be one of: windows, mac, iphone, ipad, chromebook, android (did you mean "chromebook"?).',
    ]);
    expect(check(schoolSchema, `${SCHOOL}devices: [ipad, ipad]\n`, 'school.yaml')).toEqual([
      'school.yaml:11: "devices" names ipad twice: write each device once.',
    ]);
    expect(check(schoolSchema, `${SCHOOL}devices: []\n`, 'school.yaml')).toEqual([
      'school.yaml:11: "devices" must name at least one device.',
    ]);
  });
});

describe("the content names the school's devices", () => {
  it('takes a step for one of them', () => {
    expect(check(stepFrontMatterSchema, 'title: X\nplatforms: [ipad]', 'step.mdx')).toEqual([]);
  });

  it('refuses a step for a device the school does not cover, saying how to add it', () => {
    expect(check(stepFrontMatterSchema, 'title: X\nplatforms: [mac]', 'step.mdx')).toEqual([
      'step.mdx:2: "platforms[1]" is Mac, which the school\'s guides do not cover: write one of ipad, chromebook, android, or add mac to devices in school.yaml.',
    ]);
  });

  it('refuses a misspelt device, with the one meant, in a guide and in <Only>', () => {
    expect(
      check(guideSchema, 'title: X\nroute: /x\nlayout: steps\nplatforms:\n  supported: [Ipad]\n  message: Only on iPads.', 'guide.yaml'),
    ).toEqual(['guide.yaml:5: "platforms.supported[1]" is "Ipad", but must be one of: ipad, chromebook, android (did you mean "ipad"?).']);
    const message = withSchool({ roles: PRIMARY_ROLES, devices: TABLETS }, () => {
      const result = validateKitProps('Only', { platform: 'chromebok' });
      return result.ok ? 'ok' : describeKitProps('Only', { platform: 'chromebok' }, result.message);
    });
    expect(message).toBe('<Only> platform="chromebok" is not one of: ipad, chromebook, android (did you mean "chromebook"?).');
  });

  it('starts the users of any device on a variant marked for it', () => {
    expect(
      check(
        guideSchema,
        'title: X\nroute: /x\nlayout: steps\nvariants:\n  - id: a\n    showLabel: Show A\n  - id: b\n    showLabel: Show B\n    defaultFor: [android, iphone]',
        'guide.yaml',
      ),
    ).toEqual([]);
    const guide = {
      variants: [
        { id: 'a', showLabel: 'A' },
        { id: 'b', showLabel: 'B', defaultFor: ['android' as const] },
      ],
    };
    expect(initialVariant(guide, { inHand: 'android' })).toBe('b');
    expect(initialVariant(guide, { inHand: 'ipad' })).toBe('a');
  });
});

describe('a second school, on its own devices', () => {
  let banksia: ContentManifest;
  let demo: ContentManifest;
  beforeAll(async () => {
    [banksia, demo] = await Promise.all([manifestOf(BANKSIA_SCHOOL), manifestOf(DEMO_SCHOOL)]);
  }, 30_000);

  it("has the devices its school.yaml lists, and the demo school the spec's two", () => {
    expect(banksia.devices).toEqual(['ipad', 'chromebook', 'android']);
    expect(demo.devices).toEqual(['windows', 'mac']);
  });

  it("shows each device a step of its own where the content has one, and a phone the school's first device's steps", () => {
    const wifi = banksia.guides.find((g) => g.id === 'wifi')!;
    const count = (platform: DeviceName) => visibleSteps(wifi, { platform, roles: ['Year4'] }).length;
    expect(count('ipad')).toBe(count('chromebook') + 1);
    expect(count('android')).toBe(count('chromebook'));
    expect(deviceNote(wifi, { inHand: 'iphone', platform: 'ipad' }, banksia.devices)).toBe(
      "These steps are for an iPad, not this iPhone. If you're setting up another device, choose it at the top of the page.",
    );
    expect(deviceNote(wifi, { inHand: 'android', platform: 'android' }, banksia.devices)).toBeNull();
  });
});
