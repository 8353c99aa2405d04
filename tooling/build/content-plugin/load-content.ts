/**
 * Reads `content/`, validates all of it with the one content schema, and builds the manifest. Every
 * problem is collected (never the first only), each with its file and line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import { isHttpsUrl, KEBAB_ID } from '../../../src/shared/patterns.ts';
import { externalTileSchema } from '../../../src/shared/content/schema/external-tiles.ts';
import { guideSchema, type GuideMeta } from '../../../src/shared/content/schema/guide.ts';
import type { ContentManifest, GuideEntry, StepMeta } from '../../../src/shared/content/schema/manifest.ts';
import { settingAt, settingsSchema, type Settings } from '../../../src/shared/content/schema/settings.ts';
import { setupGuideSchema, type SetupGuideMeta } from '../../../src/shared/content/schema/setup-guide.ts';
import { STEP_FILE, stepFrontMatterSchema } from '../../../src/shared/content/schema/step.ts';
import { checkMdx } from './mdx-check.ts';
import { parseYaml, splitFrontMatter } from './front-matter.ts';
import type { Problem } from './problems.ts';
import { lineOfPath } from './yaml-lines.ts';
import { problemsFromIssues } from './zod-issues.ts';

export interface LoadOptions {
  /** Paths in problems are shown relative to this (default: the working directory). */
  displayRoot?: string;
}

export interface LoadedContent {
  /** Null when the content has problems. */
  manifest: ContentManifest | null;
  problems: Problem[];
  /** Absolute paths the build needs: each guide's folder and images, and the icons. */
  files: {
    guideDirs: Map<string, string>;
    images: Map<string, string[]>;
    icons: Map<string, string>;
  };
}

export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<LoadedContent> {
  const displayRoot = options.displayRoot ?? process.cwd();
  const show = (path: string) => relative(displayRoot, path) || path;
  const problems: Problem[] = [];
  const problem = (path: string, line: number, message: string, hint: string) => problems.push({ file: show(path), line, message, hint });

  function readYamlFile<S extends z.ZodType>(path: string, schema: S, what: string): { data: z.output<S> | null; raw: unknown; text: string } | null {
    if (!existsSync(path)) {
      problem(path, 1, `${what} is missing.`, `Create ${show(path)} (see content/README.md).`);
      return null;
    }
    const text = readFileSync(path, 'utf8');
    const parsed = parseYaml(text, show(path), 1);
    if (!parsed.ok) return void problems.push(parsed.problem), null;
    const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
    if (!result.success) {
      problems.push(...problemsFromIssues(result.error.issues, schema, { file: show(path), yaml: text, firstLine: 1 }));
      return { data: null, raw: parsed.data, text };
    }
    return { data: result.data, raw: parsed.data, text };
  }

  /** Like readYamlFile, for files whose data the rest of the check needs whole. */
  function readValid<S extends z.ZodType>(path: string, schema: S, what: string): { data: z.output<S>; text: string } | null {
    const read = readYamlFile(path, schema, what);
    return read?.data ? { data: read.data, text: read.text } : null;
  }

  // Icons.
  const icons = new Map<string, string>();
  const iconDir = join(contentDir, 'icons');
  if (existsSync(iconDir)) {
    for (const name of readdirSync(iconDir)) if (name.endsWith('.svg')) icons.set(name.slice(0, -4), join(iconDir, name));
  }

  // Settings, the Setup Guide and external tiles.
  const settings = readValid(join(contentDir, 'settings.yaml'), settingsSchema, 'The settings file')?.data ?? null;
  const setupGuide = readValid(join(contentDir, 'setup-guide.yaml'), setupGuideSchema, 'The Setup Guide file');
  const externalTiles = readExternalTiles(join(contentDir, 'external-tiles.yaml'));

  function readExternalTiles(path: string) {
    if (!existsSync(path)) return { tiles: [], text: '' };
    const text = readFileSync(path, 'utf8');
    const parsed = parseYaml(text, show(path), 1);
    if (!parsed.ok) return void problems.push(parsed.problem), null;
    const list = parsed.data ?? [];
    if (!Array.isArray(list)) {
      problem(path, 1, 'The external tiles file must be a list of tiles.', 'Start each tile with "- label: ...".');
      return null;
    }
    const tiles: z.output<typeof externalTileSchema>[] = [];
    list.forEach((item, index) => {
      const result = externalTileSchema.safeParse(item, { reportInput: true });
      if (result.success) tiles.push(result.data);
      else problems.push(...problemsFromIssues(result.error.issues, externalTileSchema, { file: show(path), yaml: text, firstLine: 1, prefix: [index] }));
    });
    return { tiles, text };
  }

  // Guides: metadata first (routes are needed to check links), then steps.
  const guidesDir = join(contentDir, 'guides');
  const folders = existsSync(guidesDir) ? readdirSync(guidesDir).filter((n) => statSync(join(guidesDir, n)).isDirectory()).sort() : [];
  // A guide whose guide.yaml is invalid (meta null) still has its steps checked, so one run finds everything.
  const metas: { id: string; dir: string; meta: GuideMeta | null; route: unknown; text: string }[] = [];
  for (const id of folders) {
    const dir = join(guidesDir, id);
    if (!KEBAB_ID.test(id)) problem(dir, 1, `The guide folder "${id}" is not a valid id.`, 'Name guide folders in lowercase letters, digits and dashes, e.g. "windows-hello".');
    const loaded = readYamlFile(join(dir, 'guide.yaml'), guideSchema, `The guide "${id}" has no guide.yaml; it`);
    metas.push({ id, dir, meta: loaded?.data ?? null, route: (loaded?.raw as { route?: unknown } | null)?.route, text: loaded?.text ?? '' });
  }

  // Routes must be unique across the guides and the Setup Guide.
  const routeOwners = new Map<string, string>();
  if (setupGuide) routeOwners.set(setupGuide.data.route, 'setup-guide.yaml');
  for (const { id, dir, route, text } of metas) {
    if (typeof route !== 'string') continue;
    const owner = routeOwners.get(route);
    if (owner) problem(join(dir, 'guide.yaml'), lineOf(text, 'route'), `The route ${route} is already used by ${owner}.`, 'Each guide needs its own route.');
    else routeOwners.set(route, `guides/${id}`);
  }
  const routes = new Set(['/', ...routeOwners.keys()]);

  const guideDirs = new Map<string, string>();
  const images = new Map<string, string[]>();
  const guides: GuideEntry[] = [];
  for (const { id, dir, meta, text } of metas) {
    guideDirs.set(id, dir);
    const yamlPath = join(dir, 'guide.yaml');
    const steps = await loadSteps(id, dir, meta, text);
    images.set(id, [...new Set(steps.images)]);
    if (!meta) continue;
    guides.push({ id, ...meta, steps: steps.steps });
    if (meta.tile && !icons.has(meta.tile.icon)) problem(yamlPath, lineOf(text, 'tile', 'icon'), `The icon "${meta.tile.icon}" does not exist.`, `Add content/icons/${meta.tile.icon}.svg or use one of: ${[...icons.keys()].sort().join(', ') || '(none yet)'}.`);
  }

  async function loadSteps(id: string, dir: string, meta: GuideMeta | null, guideText: string): Promise<{ steps: StepMeta[]; images: string[] }> {
    const yamlPath = join(dir, 'guide.yaml');
    const files = readdirSync(dir).filter((n) => n !== 'guide.yaml' && n !== 'images').sort();
    const stepFiles: { number: number; name: string }[] = [];
    for (const name of files) {
      const match = STEP_FILE.exec(name);
      if (match) stepFiles.push({ number: Number(match[1]), name });
      else problem(join(dir, name), 1, `"${name}" is not a step file name.`, 'Name steps 01-short-name.mdx, 02-next-step.mdx, ... (two digits, a dash, lowercase words). Only .mdx files, guide.yaml and images/ belong here.');
    }
    if (meta && !hasStepFiles(meta)) {
      if (!meta.tool) problem(yamlPath, lineOf(guideText, 'layout'), 'A guide with layout: tool must name its tool.', 'Add "tool: reset-student-password".');
      for (const f of stepFiles) problem(join(dir, f.name), 1, 'A layout: tool guide shows a code-backed screen, so it has no step files.', 'Remove the file, or change the layout to steps or page.');
      return { steps: [], images: [] };
    }
    if (meta?.tool) problem(yamlPath, lineOf(guideText, 'tool'), '"tool" only applies to layout: tool.', 'Remove the tool line, or set layout: tool.');
    if (stepFiles.length === 0) problem(yamlPath, 1, `The guide "${id}" has no step files.`, 'Add 01-first-step.mdx (run `npm run content:new` to see a valid guide).');
    stepFiles.forEach((f, index) => {
      const expected = index + 1;
      const previous = stepFiles[index - 1];
      if (previous && previous.number === f.number) problem(join(dir, f.name), 1, `Two step files are numbered ${f.name.slice(0, 2)}: ${previous.name} and ${f.name}.`, 'Give each step its own number.');
      else if (f.number !== expected && (!previous || previous.number + 1 !== f.number)) {
        problem(join(dir, f.name), 1, `Step numbers have a gap: expected ${String(expected).padStart(2, '0')} but found ${f.name}.`, 'Number the step files 01, 02, 03, ... without gaps; renumber the files after the gap.');
      }
    });
    const variantIds = new Set(meta?.variants?.map((v) => v.id));
    const seenVariants = new Set<string>();
    const steps: StepMeta[] = [];
    const used: string[] = [];
    for (const f of stepFiles) {
      const path = join(dir, f.name);
      const text = readFileSync(path, 'utf8');
      const split = splitFrontMatter(text);
      if (split.yaml === null) {
        problem(path, 1, 'The step has no front-matter.', 'Start the file with ---, a line "title: The step heading", then ---.');
        continue;
      }
      const parsed = parseYaml(split.yaml, show(path), 2);
      if (!parsed.ok) {
        problems.push(parsed.problem);
        continue;
      }
      const result = stepFrontMatterSchema.safeParse(parsed.data ?? {}, { reportInput: true });
      if (!result.success) problems.push(...problemsFromIssues(result.error.issues, stepFrontMatterSchema, { file: show(path), yaml: split.yaml, firstLine: 2 }));
      else if (meta) {
        const fm = result.data;
        if (meta.variants && !fm.variant) problem(path, 2, 'This guide has variants, so each step must say which one it belongs to.', `Add "variant: ${[...variantIds].join('" or "variant: ')}".`);
        if (!meta.variants && fm.variant) problem(path, lineOf(split.yaml, 'variant') + 1, '"variant" only applies to guides that declare variants.', 'Remove the variant line, or add variants to guide.yaml.');
        if (meta.variants && fm.variant && !variantIds.has(fm.variant)) problem(path, lineOf(split.yaml, 'variant') + 1, `The variant "${fm.variant}" is not declared in guide.yaml.`, `Use one of: ${[...variantIds].join(', ')}.`);
        if (fm.variant) seenVariants.add(fm.variant);
        steps.push({ number: f.number, file: f.name, ...fm });
      }
      const findings = await checkMdx(split.body, { file: show(path), guideDir: dir, routes, settings });
      problems.push(...findings.problems);
      used.push(...findings.images);
    }
    for (const v of meta?.variants ?? []) {
      if (!seenVariants.has(v.id) && steps.length > 0) problem(yamlPath, lineOf(guideText, 'variants'), `The variant "${v.id}" has no steps.`, `Add "variant: ${v.id}" to the steps that belong to it.`);
    }
    return { steps, images: used };
  }

  // Cross-references from the Setup Guide and external tiles.
  const guideIds = new Set(guides.map((g) => g.id));
  if (setupGuide) {
    const path = join(contentDir, 'setup-guide.yaml');
    setupGuide.data.sequence.forEach((id, index) => {
      const line = lineOfPath(setupGuide.text, ['sequence', index]);
      const guide = guides.find((g) => g.id === id);
      if (!guideIds.has(id) && !folders.includes(id)) problem(path, line, `The sequence names "${id}", but there is no guide with that id.`, `Use guide folder names: ${[...guideIds].sort().join(', ')}.`);
      else if (guide && !hasStepFiles(guide)) problem(path, line, `"${id}" is a tool, not a guide, so it cannot be part of the Setup Guide.`, 'List guides with layout steps or page.');
      if (setupGuide.data.sequence.indexOf(id) !== index) problem(path, line, `"${id}" appears twice in the sequence.`, 'List each guide once.');
    });
    const tile = setupGuide.data.tile;
    if (tile && !icons.has(tile.icon)) problem(path, lineOf(setupGuide.text, 'tile', 'icon'), `The icon "${tile.icon}" does not exist.`, `Add content/icons/${tile.icon}.svg.`);
  }
  if (externalTiles) {
    const path = join(contentDir, 'external-tiles.yaml');
    externalTiles.tiles.forEach((tile, index) => {
      const value = settings ? settingAt(settings, tile.urlSetting) : 'unknown';
      if (!isHttpsUrl(value)) {
        problem(path, lineOfPath(externalTiles.text, [index, 'urlSetting']), `"${tile.urlSetting}" is not an https address in settings.yaml.`, 'Point urlSetting at a settings value such as externalTiles.videoAnalysisUrl.');
      }
      if (!icons.has(tile.icon)) problem(path, lineOfPath(externalTiles.text, [index, 'icon']), `The icon "${tile.icon}" does not exist.`, `Add content/icons/${tile.icon}.svg.`);
    });
  }
  const labels = new Map<string, string>();
  const checkLabel = (label: string | undefined, where: string, path: string, line: number) => {
    if (!label) return;
    const other = labels.get(label);
    if (other) problem(path, line, `Two home tiles are labelled "${label}" (${other} and ${where}).`, 'Give each tile its own label.');
    else labels.set(label, where);
  };
  if (setupGuide) checkLabel(setupGuide.data.tile?.label, 'setup-guide.yaml', join(contentDir, 'setup-guide.yaml'), lineOf(setupGuide.text, 'tile'));
  for (const { id, dir, meta, text } of metas) if (meta) checkLabel(meta.tile?.label, `guides/${id}`, join(dir, 'guide.yaml'), lineOf(text, 'tile', 'label'));
  externalTiles?.tiles.forEach((t, i) => checkLabel(t.label, 'external-tiles.yaml', join(contentDir, 'external-tiles.yaml'), lineOfPath(externalTiles.text, [i, 'label'])));

  const ok = problems.length === 0 && settings && setupGuide && externalTiles;
  const manifest: ContentManifest | null = ok
    ? { settings: settings as Settings, guides, setupGuide: setupGuide.data as SetupGuideMeta, externalTiles: externalTiles.tiles }
    : null;
  return { manifest, problems, files: { guideDirs, images, icons } };
}

function lineOf(text: string, ...path: string[]): number {
  return lineOfPath(text, path);
}
