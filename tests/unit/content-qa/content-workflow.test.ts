/**
 * The pull-request check in .github/workflows/content.yml is CI for content: it runs what npm test runs
 * over the school's content (npm run test:content, step by step), so a green pull request keeps main green.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../support/paths';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { pull_request?: { paths?: string[] }; push?: { branches?: string[]; paths?: string[] } };
  jobs: Record<string, { 'runs-on': string; env?: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(readFileSync(join(PROJECT_ROOT, '.github/workflows/content.yml'), 'utf8')) as Workflow;
const job = Object.values(workflow.jobs)[0]!;
const scripts = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
/** A command as `A=1 B=2 npm run x`, its variables in name order, so the two ways of writing it compare. */
const normal = (command: string) => {
  const words = command.trim().split(/\s+/);
  const env = words.filter((w) => /^\w+=/.test(w)).sort();
  return [...env, ...words.filter((w) => !/^\w+=/.test(w))].join(' ');
};
/** test:content's commands, in order. */
const contentCommands = scripts['test:content']!.split('&&').map(normal);
/** Each workflow step's command, with the variables its env sets. */
const stepCommands = job.steps
  .filter((s) => s.run && !s.run.startsWith('npm ci'))
  .map((s) =>
    normal(
      `${Object.entries(s.env ?? {})
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} ${s.run!}`,
    ),
  );

describe('the content workflow', () => {
  it('runs on every pull request that touches content/, and on pushes of content to main', () => {
    expect(workflow.on.pull_request?.paths).toContain('sites/demo-school/content/**');
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on.push?.paths).toContain('sites/demo-school/content/**');
  });

  it('installs with npm ci on ubuntu-latest with the Node of .nvmrc, and drives the runner’s Chrome', () => {
    expect(job['runs-on']).toBe('ubuntu-latest');
    expect(job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version-file']).toBe('.nvmrc');
    expect(job.steps.some((s) => s.run?.startsWith('npm ci'))).toBe(true);
    expect(job.env?.CHROMIUM_PATH).toBe('/usr/bin/google-chrome');
  });

  it('runs npm run test:content step by step: check, spelling, build, budgets, the content in a browser', () => {
    expect(stepCommands).toEqual(contentCommands);
  });

  it('is what npm test runs over the content too', () => {
    const test = scripts.test!;
    for (const command of ['npm run content:check', 'npm run content:spell', 'npm run build', 'npm run budgets', 'npm run test:e2e'])
      expect(test).toContain(command);
    expect(readFileSync(join(PROJECT_ROOT, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });

  it('leaves the link check out (it needs the open internet)', () => {
    expect(stepCommands.join('\n')).not.toContain('content:links');
    expect(scripts.test).not.toContain('content:links');
  });
});
