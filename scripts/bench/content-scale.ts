/**
 * Content build scale: a copy of content/ plus generated guides up to 100 guides, with 1,000 generated MDX
 * steps, built by the portal's own build and, as the floor, compiled by @mdx-js/mdx directly in one
 * process. The same build gives home's first-load JS at 100 guides.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BenchResults, BuildPhases } from './results.ts';

const run = promisify(execFile);

function stepFile(guide: number, step: number): string {
  const kit = [
    `<Callout type="tip">\nStuck on step ${step}? Email IT Help at <Setting name="help.email" link />.\n</Callout>`,
    `<Only platform="windows">Press <Keys combo="Ctrl+Alt+Delete" /> and choose **Lock**.</Only>\n<Only platform="mac">Press <Keys combo="Ctrl+Cmd+Q" /> to lock the screen.</Only>`,
    `1. Open **Settings**.\n2. Choose **Accounts** then **Email & accounts**.\n3. Select *Add a work or school account*.`,
  ][step % 3];
  return `---\ntitle: Generated guide ${guide} step ${step}\n---\nThis is step ${step} of a generated guide, with a [link to help](/help) and some **bold** text.\n\n${kit}\n`;
}

/** Writes generated guide number `g` with `steps` steps into the content at `dir`, with its own tile and its description. */
function writeGuide(dir: string, g: number, steps: number): void {
  const id = `bench-guide-${String(g).padStart(2, '0')}`;
  const guideDir = join(dir, 'guides', id);
  mkdirSync(guideDir, { recursive: true });
  writeFileSync(
    join(guideDir, 'guide.yaml'),
    `title: Generated Guide ${g}\nroute: /${id}\nlayout: steps\ntile:\n  label: Generated Guide ${g}\n  icon: help\n  order: ${1000 + g}\n  description: Set up generated app ${g} on your device\n`,
  );
  for (let s = 1; s <= steps; s++) writeFileSync(join(guideDir, `${String(s).padStart(2, '0')}-step-${s}.mdx`), stepFile(g, s));
}

/** The school the bench builds at scale: 100 guides, and 1,000 generated steps on top of the content's own. */
export const SCALE_GUIDES = 100;
export const GENERATED_STEPS = 1_000;

/**
 * Copies the content at `sourceDir` (with `existing` guides and steps) to `dir`, then adds guides until
 * there are SCALE_GUIDES, sharing GENERATED_STEPS steps; returns how many MDX files were generated.
 */
export function generateContent(sourceDir: string, dir: string, existing: { guides: number; steps: number }): number {
  generateSchool(sourceDir, dir, existing, { guides: SCALE_GUIDES, steps: existing.steps + GENERATED_STEPS });
  return GENERATED_STEPS;
}

/**
 * A school of `guides` guides and `steps` steps in all: a copy of the content at `sourceDir` (with
 * `existing` guides and steps) and generated guides sharing the remaining steps as evenly as they can.
 */
export function generateSchool(
  sourceDir: string,
  dir: string,
  existing: { guides: number; steps: number },
  target: { guides: number; steps: number },
): void {
  cpSync(sourceDir, dir, { recursive: true });
  const guides = target.guides - existing.guides;
  const steps = target.steps - existing.steps;
  for (let g = 1; g <= guides; g++) writeGuide(dir, g, Math.floor(steps / guides) + (g <= steps % guides ? 1 : 0));
}

const lastJson = <T>(stdout: string): T => JSON.parse(stdout.trim().split('\n').pop()!) as T;
const TIMEOUT = 10 * 60_000;

/** One timed build: the whole of it, the content plugin's check and compile within it, and the phases after. */
export interface TimedBuild {
  ms: number;
  contentMs: number;
  phases: BuildPhases;
}

export async function timePortalBuild(contentDir: string, outDir: string): Promise<TimedBuild> {
  const { stdout } = await run(process.execPath, ['scripts/bench/timed-build.mjs', outDir], {
    env: { ...process.env, PORTAL_CONTENT_DIR: contentDir },
    timeout: TIMEOUT,
    maxBuffer: 64 * 1024 * 1024,
  });
  return lastJson<TimedBuild>(stdout);
}

const hundredth = (n: number) => Math.round(n * 100) / 100;
const ratio = (n: number) => Math.round(n * 100) / 100;

/**
 * The figures of the scale build against the build of the content's own steps and the floor: the whole,
 * and what each generated step adds (the measure), split into the content check and the app
 * bundle's phases after it, so that what a step costs beyond its compile can be seen.
 */
export function contentBuildFigures(
  own: TimedBuild,
  scale: TimedBuild,
  floor: { ms: number; files: number },
  generated: number,
): Omit<BenchResults['contentBuildScale'], 'runs'> {
  const floorPerStep = floor.ms / floor.files;
  const added = (a: number, b: number) => (a - b) / generated;
  const buildPerStep = added(scale.ms, own.ms);
  const checkPerStep = added(scale.contentMs, own.contentMs);
  return {
    generatedMdxFiles: generated,
    mdxFilesCompiled: floor.files,
    portalBuildMs: Math.round(scale.ms),
    mdxFloorMs: Math.round(floor.ms),
    ratio: ratio(scale.ms / floor.ms),
    contentCheckMs: Math.round(scale.contentMs),
    contentCheckRatio: ratio(scale.contentMs / floor.ms),
    portalBuildMsWithOwnContent: Math.round(own.ms),
    contentCheckMsWithOwnContent: Math.round(own.contentMs),
    floorPerStepMs: hundredth(floorPerStep),
    buildPerAddedStepMs: hundredth(buildPerStep),
    buildPerAddedStepRatio: ratio(buildPerStep / floorPerStep),
    checkPerAddedStepMs: hundredth(checkPerStep),
    checkPerAddedStepRatio: ratio(checkPerStep / floorPerStep),
    perAddedStep: {
      modulesMs: hundredth(added(scale.phases.modulesMs, own.phases.modulesMs)),
      bundleMs: hundredth(added(scale.phases.bundleMs, own.phases.bundleMs)),
      afterBundleMs: hundredth(added(scale.phases.afterBundleMs, own.phases.afterBundleMs)),
    },
  };
}

export async function timeMdxFloor(contentDir: string): Promise<{ ms: number; files: number }> {
  const { stdout } = await run('npx', ['tsx', 'scripts/bench/mdx-floor.ts', contentDir], { timeout: TIMEOUT, maxBuffer: 64 * 1024 * 1024 });
  return lastJson<{ ms: number; files: number }>(stdout);
}
