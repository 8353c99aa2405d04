/** The pull-request check in .github/workflows/content.yml runs what `npm test` (and so CI) runs for content. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: { pull_request?: { paths?: string[] }; push?: { branches?: string[]; paths?: string[] } };
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>;
}

const root = process.cwd();
const workflow = parse(readFileSync(join(root, '.github/workflows/content.yml'), 'utf8')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = steps.flatMap((s) =>
  s.run
    ? s.run
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : [],
);
const testScript = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.test!;
/** `npm run content:...` commands in a shell line, in order. */
const contentCommands = (line: string) => [...line.matchAll(/npm run (content:[\w-]+)/g)].map((m) => m[1]);

describe('the content workflow', () => {
  it('runs on every pull request that touches content/, and on pushes of content to main', () => {
    expect(workflow.on.pull_request?.paths).toContain('content/**');
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on.push?.paths).toContain('content/**');
  });

  it('installs with npm ci on ubuntu-latest with Node 20', () => {
    expect(Object.values(workflow.jobs).map((job) => job['runs-on'])).toEqual(['ubuntu-latest']);
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(20);
    expect(runs.some((r) => r.startsWith('npm ci'))).toBe(true);
  });

  it('runs the same content commands as npm test, exactly as written there', () => {
    const fromTest = contentCommands(testScript);
    expect(fromTest).toEqual(['content:check', 'content:spell']);
    expect(runs.flatMap(contentCommands)).toEqual(fromTest);
    for (const command of fromTest) expect(runs).toContain(`npm run ${command}`);
  });

  it('is what CI runs too: .ci/run runs npm test', () => {
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });

  it('leaves the link check out (it needs the open internet)', () => {
    expect(runs.join('\n')).not.toContain('content:links');
    expect(testScript).not.toContain('content:links');
  });
});
