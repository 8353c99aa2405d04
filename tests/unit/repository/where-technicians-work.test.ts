/**
 * What a school technician's machine needs of the repository: npm scripts that run in Windows' command
 * prompt (no inline environment variables), LF checkouts for Prettier's check, and the Function App's local
 * settings kept out of git, with a sample to copy.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const scriptsOf = (path: string) => (JSON.parse(read(path)) as { scripts?: Record<string, string> }).scripts ?? {};
const manifests = [
  'package.json',
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/package.json`),
  ...readdirSync(join(root, 'sites')).map((name) => `sites/${name}/package.json`),
  'packages/create/template/package.json',
].filter((path) => existsSync(join(root, path)));

/** `NAME=value command`: a POSIX shell's inline variable, which cmd.exe runs as a command named NAME=value. */
const INLINE_VARIABLE = /(?:^|&&|\|\||;)\s*[A-Za-z_][A-Za-z0-9_]*=\S*\s/;

describe('where technicians work', () => {
  it('has no npm script that sets an environment variable inline', () => {
    const inline = manifests.flatMap((path) =>
      Object.entries(scriptsOf(path))
        .filter(([, command]) => INLINE_VARIABLE.test(command))
        .map(([name]) => `${path}: ${name}`),
    );
    expect(inline).toEqual([]);
    // The pattern finds what it is for.
    expect(INLINE_VARIABLE.test('npm run build && E2E_PREBUILT=1 npm run test:e2e')).toBe(true);
    expect(INLINE_VARIABLE.test('CI=true npm test')).toBe(true);
    expect(INLINE_VARIABLE.test('vitest run --config=tests/vitest.config.ts')).toBe(false);
  });

  it('checks text out with LF line endings, as Prettier checks them, and tells editors so', () => {
    expect(read('.gitattributes')).toMatch(/^\* text=auto eol=lf$/m);
    expect(read('.editorconfig')).toMatch(/^end_of_line = lf$/m);
  });

  it("keeps the Function App's local settings out of git and out of what func publishes, with a sample of known settings", () => {
    execFileSync('git', ['check-ignore', '-q', 'packages/function-app/local.settings.json'], { cwd: root });
    expect(read('packages/function-app/.funcignore').split('\n')).toEqual(expect.arrayContaining(['local.settings.json', 'src/']));
    const sample = JSON.parse(read('packages/function-app/local.settings.sample.json')) as { Values: Record<string, string> };
    const source = readdirSync(join(root, 'packages/function-app/src'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => read(`packages/function-app/src/${file}`))
      .join('\n');
    const unknown = Object.keys(sample.Values).filter((name) => name !== 'FUNCTIONS_WORKER_RUNTIME' && !source.includes(`${name}:`));
    expect(unknown).toEqual([]);
  });
});
