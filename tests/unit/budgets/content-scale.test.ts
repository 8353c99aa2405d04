/**
 * A school of 100 guides and 1,000 steps (the demo school and generated guides, every tile with a
 * description), built as `npm test` builds content: the check passes, the production build succeeds, and
 * every budget holds; home's first load stays within its 180 kB, whatever the number of guides.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, contentSizes, evaluateBudgets, type BudgetResult } from '../../../packages/engine/tooling/budgets/budgets';
import { readBuildSizes } from '../../../packages/engine/tooling/budgets/build-sizes';
import { generateSchool } from '../../../scripts/bench/content-scale';
import { loadContent, type LoadedContent } from '../../../packages/engine/tooling/content/check/load-content';
import { hasStepFiles } from '../../../packages/engine/src/shared/content/layouts';
import { DEMO_SCHOOL, SCHOOL_PORTAL_BIN } from '../../support/paths';

const temp = mkdtempSync(join(tmpdir(), 'portal-scale-'));
const contentDir = join(temp, 'content');
const distDir = join(temp, 'dist');
let loaded: LoadedContent;
let results: BudgetResult[];

beforeAll(async () => {
  const demo = await loadContent(DEMO_SCHOOL);
  const existing = { guides: demo.manifest!.guides.length, steps: demo.manifest!.guides.reduce((n, g) => n + g.steps.length, 0) };
  generateSchool(DEMO_SCHOOL, contentDir, existing, { guides: 100, steps: 1_000 });
  loaded = await loadContent(contentDir);
  const build = spawnSync(process.execPath, [SCHOOL_PORTAL_BIN, 'build', '--out', distDir], {
    // Vitest runs with NODE_ENV=test, which would make the build bundle React's development code.
    env: { ...process.env, NODE_ENV: 'production', PORTAL_CONTENT_DIR: contentDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The build failed:\n${build.stdout}\n${build.stderr}`);
  results = evaluateBudgets(readBuildSizes(distDir), contentSizes(loaded));
}, 600_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('a school of 100 guides and 1,000 steps', () => {
  it('has 100 guides and 1,000 steps, and passes the content check', () => {
    expect(loaded.problems).toEqual([]);
    expect(loaded.manifest!.guides).toHaveLength(100);
    // Every tile with a description, as a school would write them: they load with the details, not in home's first load.
    expect(loaded.manifest!.guides.filter((g) => g.tile && !g.tile.description)).toEqual([]);
    expect(loaded.manifest!.guides.reduce((n, g) => n + g.steps.length, 0)).toBe(1_000);
  });

  it('keeps home first-load JS within its 180 kB', () => {
    const home = results.find((r) => r.subject === 'home first-load JS')!;
    expect(home.limit).toBe(BUDGETS.homeFirstLoadGzip);
    expect(home.actual, home.message).toBeLessThanOrEqual(180_000);
  });

  it('holds every budget, each guide and search to what their steps allow', () => {
    expect(results.filter((r) => !r.ok).map((r) => r.message)).toEqual([]);
    // Every guide with steps (all but the reset tool) has a chunk, held to what its steps allow.
    expect(results.filter((r) => r.subject.startsWith('guide ')).length).toBe(loaded.manifest!.guides.filter(hasStepFiles).length);
  });
});
