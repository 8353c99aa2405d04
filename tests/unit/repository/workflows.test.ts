/**
 * Every GitHub Actions workflow the repository ships (its own, and those a new school's repository gets)
 * passes action-validator: the workflow schema GitHub publishes through SchemaStore (every key, its type,
 * the shapes of `on`, jobs and steps), run as its WebAssembly build from npm, so the check needs no
 * download. The jobs' `needs` are checked here too: each names a job of the workflow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const FOLDERS = ['.github/workflows', 'packages/create/template/.github/workflows'];
const workflows = FOLDERS.flatMap((folder) =>
  readdirSync(join(process.cwd(), folder))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${folder}/${name}`),
);

/** Each problem as one line: where, what, and the details of each way it could have been right. */
function problems(source: string): string[] {
  const line = (e: ValidationError): string[] => {
    const where = 'path' in e ? e.path : `line ${e.location?.line ?? '?'}`;
    const own = `${where}: ${e.title}${e.detail ? ` (${e.detail})` : ''}`;
    return 'states' in e && e.states ? [own, ...e.states.flatMap((s) => s.errors.flatMap(line))] : [own];
  };
  return validateWorkflow(source).errors.flatMap(line);
}

/** `needs` that name no job of the workflow. */
function unknownNeeds(source: string): string[] {
  const jobs = (parse(source) as { jobs: Record<string, { needs?: string | string[] }> }).jobs;
  return Object.entries(jobs).flatMap(([name, job]) =>
    [job.needs ?? []].flat().flatMap((need) => (need in jobs ? [] : [`${name} needs ${need}, which is not a job`])),
  );
}

describe('the workflows', () => {
  it("are found: CI and content, and the new school template's content and deploy", () => {
    expect(workflows).toEqual(expect.arrayContaining(['.github/workflows/ci.yml', '.github/workflows/content.yml']));
    expect(workflows).toEqual(expect.arrayContaining(['packages/create/template/.github/workflows/deploy.yml']));
  });

  it.each(workflows)('%s passes the workflow schema, and its needs name its jobs', (path) => {
    const source = readFileSync(join(process.cwd(), path), 'utf8');
    expect([...problems(source), ...unknownNeeds(source)]).toEqual([]);
  });

  it('catches the mistakes a technician could make in a workflow', () => {
    const broken = [
      'on: push',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    timeout-minutes: soon',
      '    stepz:',
      '      - run: npm test',
      '  deploy:',
      '    needs: biuld',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
    ].join('\n');
    expect(problems(broken).join('\n')).toMatch(/Additional property 'stepz' is not allowed/);
    expect(unknownNeeds(broken)).toEqual(['deploy needs biuld, which is not a job']);
  });
});
