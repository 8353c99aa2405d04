/** The repository's own files agree on the Node the project runs on, and CI runs the README's test command on it. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const json = <T>(path: string) => JSON.parse(read(path)) as T;

interface Manifest {
  engines: { node: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface Rule {
  matchPackageNames?: string[];
  allowedVersions?: string;
}
/** The repository's package.json and each package's: every one is installed on the same Node. */
const packageDirs = ['.', ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`)];
const manifests = Object.fromEntries(packageDirs.map((dir) => [dir, json<Manifest>(`${dir}/package.json`)]));
const renovate = json<{ constraints: { node: string }; constraintsFiltering: string; packageRules: Rule[] }>('renovate.json');
const workflow = parse(read('.github/workflows/ci.yml')) as {
  on: { pull_request: null | { 'paths-ignore'?: string[]; paths?: string[] }; push: { branches: string[] } };
  jobs: Record<string, { 'runs-on': string; steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }>;
};

describe('the Node the project runs on', () => {
  it("is the same in .nvmrc, every package's engines field and Renovate", () => {
    const floor = manifests['.']!.engines.node;
    expect(floor).toBe('>=20.19');
    for (const [dir, manifest] of Object.entries(manifests)) expect([dir, manifest.engines.node]).toEqual([dir, floor]);
    expect(renovate.constraints.node).toBe(floor);
    expect(read('.nvmrc').trim()).toBe('20');
  });

  it('keeps Renovate from proposing releases that need a newer Node', () => {
    expect(renovate.constraintsFiltering).toBe('strict');
  });

  it('pins @azure/identity to one release wherever it is used, and Renovate to no later one', () => {
    const pins = Object.values(manifests).flatMap((m) => ({ ...m.dependencies, ...m.devDependencies })['@azure/identity'] ?? []);
    expect(pins).toEqual(['4.13.1']);
    expect(renovate.packageRules.find((r) => r.matchPackageNames?.includes('@azure/identity') && r.allowedVersions)?.allowedVersions).toBe(
      '<=4.13.1',
    );
  });
});

describe('the CI workflow', () => {
  it('runs on every pull request (content-only ones too, for the sweep of the content), and on pushes to main', () => {
    expect(workflow.on.pull_request ?? {}).toEqual({});
    expect(workflow.on.push.branches).toEqual(['main']);
  });

  it('installs with npm ci and runs npm test on ubuntu-latest, with the Node in .nvmrc', () => {
    const test = workflow.jobs.test!;
    expect(test['runs-on']).toBe('ubuntu-latest');
    expect(test.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version-file']).toBe('.nvmrc');
    const runs = test.steps.flatMap((s) => (s.run ? [s.run.trim()] : []));
    expect(runs.findIndex((r) => r.startsWith('npm ci'))).toBeLessThan(runs.indexOf('npm test'));
    expect(runs).toContain('npm test');
  });

  it("runs the technician's commands on Windows, and the function's tests and artefact on Node 22", () => {
    const runsOf = (job: string) => workflow.jobs[job]!.steps.flatMap((s) => (s.run ? s.run.trim().split('\n') : []));
    const nodeOf = (job: string) => workflow.jobs[job]!.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with;
    expect(workflow.jobs.windows?.['runs-on']).toBe('windows-latest');
    expect(nodeOf('windows')?.['node-version-file']).toBe('.nvmrc');
    expect(runsOf('windows')).toEqual(
      expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm run check', 'npm run build', 'npm run lint']),
    );
    expect(nodeOf('function-node-22')?.['node-version']).toBe(22);
    expect(runsOf('function-node-22')).toEqual(
      expect.arrayContaining(['npx vitest run --config tests/vitest.config.ts tests/unit/api', 'npm run build:function-app']),
    );
  });
});
