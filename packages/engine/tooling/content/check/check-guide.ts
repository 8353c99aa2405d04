/** Checks one guide folder (file names, layout rules, each step's front-matter and MDX, variants) and builds its entry. */
import { join } from 'node:path';
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import { KEBAB_ID } from '../../../src/shared/patterns.ts';
import type { GuideEntry, StepMeta } from '../../../src/shared/content/schema/manifest.ts';
import { checkGuideImages } from './check-images.ts';
import { checkPlatforms } from './check-platforms.ts';
import { checkNumbering, stepFilesOf } from './check-step-files.ts';
import { checkStep } from './check-step.ts';
import { checkMdx } from './mdx-check.ts';
import type { StepLink } from './mdx-links.ts';
import type { ParsedStep } from '../mdx/mdx-tree.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { GuideFolder } from './read-content.ts';
import type { SettingsSource } from './settings-source.ts';
import type { CompileStep } from '../mdx/step-compiler.ts';
import { lineOfPath } from './yaml-lines.ts';

export interface GuideContext {
  /** Every route a link may point to. */
  routes: ReadonlySet<string>;
  /** For <Setting> and setting= attributes. */
  settings: SettingsSource;
  /** Reads a step file's text; null when the file is gone (renamed or deleted since the folder was listed). */
  read: (path: string) => string | null;
  show: ShowPath;
  /** Compiles each step's MDX (default: checkMdx's own compiler). */
  compile?: CompileStep;
  /** Given each step that compiled, by its path, as parsed (for the search index). */
  keepParsed?: (path: string, step: ParsedStep) => void;
}

export interface CheckedGuide {
  /** Null when guide.yaml is missing or invalid. */
  entry: GuideEntry | null;
  /** Image sources the steps use (`./images/x.svg`), each once. */
  images: string[];
  problems: Problem[];
  /** Each step's compiled size, compressed, by its path (see size-limits.ts). */
  stepSizes: Map<string, number>;
  /** Links to a step of a page, by the path of the step that links (checked once every guide is known). */
  stepLinks: { path: string; link: StepLink }[];
}

/** A guide folder's name is its id, so it must be lowercase-kebab. */
export function checkGuideId(id: string, dir: string, show: ShowPath): Problem[] {
  if (KEBAB_ID.test(id)) return [];
  return [
    {
      file: show(dir),
      line: 1,
      message: `The guide folder "${id}" is not a valid id.`,
      hint: 'Name guide folders in lowercase letters, digits and dashes, e.g. "windows-hello".',
    },
  ];
}

/**
 * `files` are the folder's files other than guide.yaml and images/, sorted. A rule that needs a field of
 * guide.yaml runs when that field is right, even if another field is wrong; every step is checked.
 */
export async function checkGuide(guide: GuideFolder, files: readonly string[], context: GuideContext): Promise<CheckedGuide> {
  const { id, dir, path, meta, fields, unknown, text } = guide;
  const found = new ProblemList(context.show);
  const { stepFiles, problems } = stepFilesOf(dir, files, context.show);
  found.push(...problems);
  const { layout } = fields;
  if (layout && !hasStepFiles({ layout })) {
    if (!fields.tool && !unknown.has('tool'))
      found.add(path, lineOfPath(text, ['layout']), 'A guide with layout: tool must name its tool.', 'Add "tool: reset-student-password".');
    for (const f of stepFiles)
      found.add(
        join(dir, f.name),
        1,
        'A layout: tool guide shows a code-backed screen, so it has no step files.',
        'Remove the file, or change the layout to steps or page.',
      );
    return { entry: meta ? { id, ...meta, steps: [] } : null, images: [], problems: found.problems, stepSizes: new Map(), stepLinks: [] };
  }
  if (layout && fields.tool)
    found.add(path, lineOfPath(text, ['tool']), '"tool" only applies to layout: tool.', 'Remove the tool line, or set layout: tool.');
  if (stepFiles.length === 0 && layout)
    found.add(path, 1, `The guide "${id}" has no step files.`, 'Add 01-first-step.mdx (run `npm run new` to see a valid guide).');
  found.push(...checkNumbering(dir, stepFiles, context.show));

  const pictures = checkGuideImages(dir, context.show);
  found.push(...pictures.problems);
  // Undefined: the guide has no variants; null: guide.yaml's variants are wrong, so steps are not held to them.
  const variants = unknown.has('variants') ? null : fields.variants;
  const steps: StepMeta[] = [];
  const images = new Set<string>();
  const stepSizes = new Map<string, number>();
  const stepLinks: CheckedGuide['stepLinks'] = [];
  for (const f of stepFiles) {
    const stepPath = join(dir, f.name);
    const text = context.read(stepPath);
    // Gone since the folder was listed: not content any more (the dev server checks again after renames).
    if (text === null) continue;
    const checked = checkStep(dir, f, text, variants, context.show);
    found.push(...checked.problems);
    if (checked.step) steps.push(checked.step);
    if (checked.body === null) continue;
    const findings = await checkMdx(checked.body, {
      file: context.show(stepPath),
      path: stepPath,
      compile: context.compile,
      guideDir: dir,
      routes: context.routes,
      settings: context.settings,
      images: pictures.files,
    });
    found.push(...findings.problems);
    for (const image of findings.images) images.add(image);
    if (findings.gzipBytes > 0) stepSizes.set(stepPath, findings.gzipBytes);
    stepLinks.push(...findings.stepLinks.map((link) => ({ path: stepPath, link })));
    if (findings.parsed) context.keepParsed?.(stepPath, findings.parsed);
  }
  // Only when every step could be read and names a declared variant: a misspelt variant is reported at its step.
  const seen = new Set(steps.map((s) => s.variant));
  const declared = new Set(variants?.map((v) => v.id));
  const allRead =
    steps.length > 0 && steps.length === stepFiles.length && steps.every((s) => s.variant === undefined || declared.has(s.variant));
  for (const v of variants ?? []) {
    if (!seen.has(v.id) && allRead)
      found.add(
        path,
        lineOfPath(text, ['variants']),
        `The variant "${v.id}" has no steps.`,
        `Add "variant: ${v.id}" to the steps that belong to it.`,
      );
  }
  const entry = meta ? { id, ...meta, steps } : null;
  // Only for a guide whose every step was read: a step with a mistake is reported on its own.
  if (entry && allRead) {
    const lineOf = (file: string, field: string) => {
      const match = new RegExp(`^${field}\\s*:`, 'm').exec(context.read(join(dir, file)) ?? '');
      return match ? (context.read(join(dir, file)) ?? '').slice(0, match.index).split('\n').length : 1;
    };
    found.push(...checkPlatforms(entry, { path, dir, lineOf }, context.show));
  }
  return { entry, images: [...images], problems: found.problems, stepSizes, stepLinks };
}
