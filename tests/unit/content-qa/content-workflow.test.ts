/**
 * CI for content: a school's pull requests run its content CI step by step (the scaffold's
 * .github/workflows/content.yml), the same commands `npm test` runs in its repository (`school-portal
 * test`), so a green pull request keeps main green. This repository's own content.yml does the same for
 * the demo school.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TEST_STEPS } from '../../../packages/engine/cli/test-steps';
import { PROJECT_ROOT } from '../../support/paths';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { pull_request?: null | { paths?: string[] }; push?: { branches?: string[]; paths?: string[] } };
  jobs: Record<string, { 'runs-on': string; env?: Record<string, string>; steps: Step[] }>;
}

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), 'utf8');
const workflowOf = (path: string) => parse(read(path)) as Workflow;
const jobOf = (workflow: Workflow) => Object.values(workflow.jobs)[0]!;
const scriptsOf = (path: string) => (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts;
/** Each step's command, after the install. */
const commandsOf = (workflow: Workflow) =>
  jobOf(workflow)
    .steps.filter((s) => s.run && !s.run.startsWith('npm ci'))
    .map((s) => s.run!.trim());

describe("a school's content workflow (the scaffold's)", () => {
  const TEMPLATE = 'packages/create/template';
  const workflow = workflowOf(`${TEMPLATE}/.github/workflows/content.yml`);
  const scripts = scriptsOf(`${TEMPLATE}/package.json`);

  it('runs on every pull request, and on pushes to main', () => {
    expect(workflow.on.pull_request ?? {}).toEqual({});
    expect(workflow.on.push?.branches).toEqual(['main']);
  });

  it('installs with npm ci on ubuntu-latest with the Node of .nvmrc, and drives the runner’s Chrome', () => {
    const job = jobOf(workflow);
    expect(job['runs-on']).toBe('ubuntu-latest');
    expect(job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version-file']).toBe('.nvmrc');
    expect(job.steps.some((s) => s.run?.startsWith('npm ci'))).toBe(true);
    expect(job.env?.CHROMIUM_PATH).toBe('/usr/bin/google-chrome');
    expect(read(`${TEMPLATE}/.nvmrc`).trim()).toBe('20');
  });

  it("runs npm test's steps one by one, each the engine's own command", () => {
    // The browser is found by the sweep itself; on its own it is a step a person runs to see which.
    expect(commandsOf(workflow)).toEqual(TEST_STEPS.filter((s) => s !== 'browser').map((s) => `npm run ${s}`));
    expect(scripts.test).toBe('school-portal test');
    for (const step of TEST_STEPS.filter((s) => s !== 'browser')) expect(scripts[step]).toBe(`school-portal ${step}`);
  });

  it('leaves the link check out (it needs the open internet)', () => {
    expect(commandsOf(workflow).join('\n')).not.toContain('links');
  });
});

describe("this repository's workflow for the demo school's content", () => {
  const workflow = workflowOf('.github/workflows/content.yml');
  const scripts = scriptsOf('package.json');

  it('runs on pull requests that touch the demo school, and on pushes of it to main', () => {
    expect(workflow.on.pull_request?.paths).toContain('sites/demo-school/content/**');
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on.push?.paths).toContain('sites/demo-school/content/**');
  });

  it('runs test:content step by step, and npm test runs the same over the content', () => {
    const steps = scripts['test:content']!.split('&&').map((c) => c.trim());
    expect(commandsOf(workflow)).toEqual(steps);
    for (const command of ['npm run check', 'npm run spell', 'npm run build', 'npm run budgets']) expect(scripts.test).toContain(command);
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });
});
