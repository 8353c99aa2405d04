/** Checks one step file's front-matter: the step schema, then its guide's variant rules. */
import { join } from 'node:path';
import type { GuideMeta } from '../../../src/shared/content/schema/guide.ts';
import type { StepMeta } from '../../../src/shared/content/schema/manifest.ts';
import { stepFrontMatterSchema } from '../../../src/shared/content/schema/step.ts';
import type { StepFile } from './check-step-files.ts';
import { parseYaml, splitFrontMatter } from './front-matter.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import { lineOfPath } from './yaml-lines.ts';
import { problemsFromIssues } from './zod-issues.ts';

export interface CheckedStep {
  /** The step for the manifest; null when its front-matter or its guide's guide.yaml is invalid. */
  step: StepMeta | null;
  /** The MDX to check next, front-matter blanked out; null when the front-matter is missing or is not YAML. */
  body: string | null;
  problems: Problem[];
}

/** `meta` is the guide's guide.yaml, null when that is invalid (then only the schema is checked). */
export function checkStep(dir: string, file: StepFile, text: string, meta: GuideMeta | null, show: ShowPath): CheckedStep {
  const path = join(dir, file.name);
  const found = new ProblemList(show);
  const split = splitFrontMatter(text);
  if (split.yaml === null) {
    found.add(path, 1, 'The step has no front-matter.', 'Start the file with ---, a line "title: The step heading", then ---.');
    return { step: null, body: null, problems: found.problems };
  }
  const parsed = parseYaml(split.yaml, show(path), 2);
  if (!parsed.ok) return { step: null, body: null, problems: [parsed.problem] };
  const result = stepFrontMatterSchema.safeParse(parsed.data ?? {}, { reportInput: true });
  if (!result.success) {
    const problems = problemsFromIssues(result.error.issues, stepFrontMatterSchema, { file: show(path), yaml: split.yaml, firstLine: 2 });
    return { step: null, body: split.body, problems };
  }
  if (!meta) return { step: null, body: split.body, problems: [] };
  const { variant } = result.data;
  const variantIds = [...new Set(meta.variants?.map((v) => v.id))];
  const variantLine = lineOfPath(split.yaml, ['variant']) + 1;
  if (meta.variants && !variant) found.add(path, 2, 'This guide has variants, so each step must say which one it belongs to.', `Add "variant: ${variantIds.join('" or "variant: ')}".`);
  if (!meta.variants && variant) found.add(path, variantLine, '"variant" only applies to guides that declare variants.', 'Remove the variant line, or add variants to guide.yaml.');
  if (meta.variants && variant && !variantIds.includes(variant)) found.add(path, variantLine, `The variant "${variant}" is not declared in guide.yaml.`, `Use one of: ${variantIds.join(', ')}.`);
  return { step: { number: file.number, file: file.name, ...result.data }, body: split.body, problems: found.problems };
}
