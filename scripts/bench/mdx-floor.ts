/**
 * Child process of `npm run bench`: the floor for building content. Compiles every MDX file under a folder
 * with @mdx-js/mdx directly, one after another in this one process (front matter removed, as the content
 * plugin does). Prints {"ms": ..., "files": ...} as its last line.
 *   tsx scripts/bench/mdx-floor.ts <contentDir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compile } from '@mdx-js/mdx';
import { splitFrontMatter } from '../../packages/engine/tooling/content/check/front-matter.ts';

const dir = process.argv[2];
if (!dir) throw new Error('Usage: tsx scripts/bench/mdx-floor.ts <contentDir>');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => join(dir, f));
const start = performance.now();
for (const file of files) await compile(splitFrontMatter(readFileSync(file, 'utf8')).body);
console.log(JSON.stringify({ ms: performance.now() - start, files: files.length }));
