import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const map = readme.slice(readme.indexOf('## How it is built'));

// The folders the repository holds (not build output or local leftovers), at the depth the map describes.
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const folders = (dir: string) => {
  const prefix = dir === '.' ? '' : `${dir}/`;
  const names = tracked
    .filter((f) => f.startsWith(prefix) && f.slice(prefix.length).includes('/'))
    .map((f) => f.slice(prefix.length).split('/')[0]!);
  return [...new Set(names)].filter((n) => !n.startsWith('.')).map((n) => `${prefix}${n}/`);
};
const engine = 'packages/engine';

describe("the README's architecture map", () => {
  it.each([
    ...folders('.'),
    ...folders('packages'),
    ...folders('sites'),
    ...folders(`${engine}/src`),
    ...folders(`${engine}/src/features`),
    ...folders(`${engine}/tooling`),
  ])('names %s', (folder) => {
    expect(map).toContain(`\`${folder}`);
  });
});
