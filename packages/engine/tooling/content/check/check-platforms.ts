/**
 * Every device a guide is for (of the school's devices) has something to show: steps, or the guide's own
 * "not for this device" message. A Mac user must never open a guide (or reach a Setup Guide part) that shows no steps and says
 * nothing; and a step for a platform the guide does not support is one nobody ever sees.
 */
import { join } from 'node:path';
import { visibleSteps } from '../../../src/shared/content/derive/steps.ts';
import type { GuideEntry } from '../../../src/shared/content/schema/manifest.ts';
import { everyAudience } from '../../../src/shared/user/roles.ts';
import { contentDevices, contentRoles } from '../../../src/shared/content/schema/school-context.ts';
import { DEVICE_LABELS as NAMES, devicesInWords } from '../../../src/shared/user/devices.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';

/** `path` and `text`: guide.yaml's; `dir`: the guide's folder; `frontMatterLine` finds a step's field's line. */
export function checkPlatforms(
  guide: GuideEntry,
  where: { path: string; dir: string; lineOf: (file: string, field: string) => number },
  show: ShowPath,
): Problem[] {
  const found = new ProblemList(show);
  if (guide.layout !== 'steps' || guide.steps.length === 0) return found.problems;
  const school = contentDevices();
  const supported = guide.platforms?.supported ?? school;
  for (const step of guide.steps) {
    const unseen = step.platforms?.filter((p) => !supported.includes(p)) ?? [];
    if (unseen.length > 0 && step.platforms!.every((p) => !supported.includes(p))) {
      found.add(
        join(where.dir, step.file),
        where.lineOf(step.file, 'platforms'),
        `This step is for ${devicesInWords(unseen)}, but the guide supports only ${devicesInWords(supported)}, so nobody sees it.`,
        `Add ${devicesInWords(unseen)} to platforms: supported in guide.yaml, or remove the step.`,
      );
    }
  }
  const variants = guide.variants?.map((v) => v.id) ?? [undefined];
  for (const platform of supported) {
    // A variant with no steps at all is reported as such (check-guide.ts).
    for (const variant of variants.filter((v) => v === undefined || guide.steps.some((s) => s.variant === v))) {
      const most = Math.max(...everyAudience(contentRoles()).map((roles) => visibleSteps(guide, { platform, roles }, variant).length));
      if (most > 0) continue;
      const name = NAMES[platform];
      const others = school.filter((p) => p !== platform);
      found.add(
        where.path,
        1,
        `On ${name} this guide has no steps${variant ? ` in "${variant}"` : ''}, so someone on ${name} would open it and find nothing.`,
        guide.platforms
          ? `Add steps for ${name} (platforms: [${platform}] in a step's front-matter, or none for every platform), or take ${platform} out of platforms: supported.`
          : `Add steps for ${name}, or say who it is for in guide.yaml:\nplatforms:\n  supported: [${others.join(', ')}]\n  message: These instructions are for ${devicesInWords(others)} only. On ${name}, ask at the IT office.`,
      );
    }
  }
  return found.problems;
}
