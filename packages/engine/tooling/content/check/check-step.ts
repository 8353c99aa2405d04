/** Checks one step file's front-matter: the step schema, then its guide's variant rules. */
import { join } from 'node:path';
import type { GuideMeta } from '../../../src/shared/content/schema/guide.ts';
import { closestName } from '../../../src/shared/content/schema/suggest.ts';
import type { StepMeta } from '../../../src/shared/content/schema/manifest.ts';
import { stepFrontMatterSchema } from '../../../src/shared/content/schema/step.ts';
import type { StepFile } from './check-step-files.ts';
import { parseYaml, splitFrontMatter } from './front-matter.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import { lineOfPath } from './yaml-lines.ts';
import { problemsFromIssues } from './zod-issues.ts';

type Variant = NonNullable<GuideMeta['variants']>[number];

export interface CheckedStep {
  /** The step for the manifest; null when its front-matter is invalid or its guide's variants are unknown. */
  step: StepMeta | null;
  /** The MDX to check next, front-matter blanked out; null when the front-matter is not closed. */
  body: string | null;
  problems: Problem[];
}

/**
 * `variants` are the guide's (undefined when it has none; null when they are wrong in guide.yaml, so the
 * step's variant is not held to them). The MDX body is handed on even when the front-matter is wrong:
 * its mistakes are the body's own.
 */
export function checkStep(
  dir: string,
  file: StepFile,
  text: string,
  variants: readonly Variant[] | null | undefined,
  show: ShowPath,
): CheckedStep {
  const path = join(dir, file.name);
  const found = new ProblemList(show);
  const split = splitFrontMatter(text);
  if (split.unclosed) {
    found.add(
      path,
      1,
      'The front-matter is not closed: the --- on line 1 has no --- after it.',
      'Add a line with just --- after the title (and any platforms, roles or variant lines).',
    );
    return { step: null, body: null, problems: found.problems };
  }
  if (split.yaml === null) {
    found.add(path, 1, 'The step has no front-matter.', 'Start the file with ---, a line "title: The step heading", then ---.');
    return { step: null, body: split.body, problems: found.problems };
  }
  const parsed = parseYaml(split.yaml, show(path), 2);
  if (!parsed.ok) return { step: null, body: split.body, problems: parsed.problems };
  found.push(...parsed.problems);
  const result = stepFrontMatterSchema.safeParse(parsed.data ?? {}, { reportInput: true });
  if (!result.success) {
    found.push(...problemsFromIssues(result.error.issues, stepFrontMatterSchema, { file: show(path), yaml: split.yaml, firstLine: 2 }));
    return { step: null, body: split.body, problems: found.problems };
  }
  if (variants === null) return { step: null, body: split.body, problems: found.problems };
  const { variant } = result.data;
  const variantIds = [...new Set(variants?.map((v) => v.id))];
  const { yaml } = split;
  // Only for a problem to report: it reads the YAML again.
  const variantLine = () => lineOfPath(yaml, ['variant'], 2);
  if (variants && !variant)
    found.add(
      path,
      2,
      'This guide has variants, so each step must say which one it belongs to.',
      `Add "variant: ${variantIds.join('" or "variant: ')}".`,
    );
  if (!variants && variant)
    found.add(
      path,
      variantLine(),
      '"variant" only applies to guides that declare variants.',
      'Remove the variant line, or add variants to guide.yaml.',
    );
  if (variants && variant && !variantIds.includes(variant)) {
    const close = closestName(variant, variantIds);
    found.add(
      path,
      variantLine(),
      `The variant "${variant}" is not declared in guide.yaml${close ? ` (did you mean "${close}"?)` : ''}.`,
      `Use one of: ${variantIds.join(', ')}.`,
    );
  }
  return { step: { number: file.number, file: file.name, ...result.data }, body: split.body, problems: found.problems };
}
