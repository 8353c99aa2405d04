/**
 * `npm run version:set -- <version>`: sets the portal's version in every package (packages/*), in the
 * example site and the repository, and their dependencies on one another; then run `npm install` to update
 * the lockfile. See docs/releasing.md.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION, withVersion } from './release/versions.ts';

const version = process.argv[2];
if (!version || !VERSION.test(version)) {
  console.error('Give the new version, e.g. npm run version:set -- 0.3.0');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const manifests = ['.', ...['packages', 'sites'].flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`))];
for (const dir of manifests) {
  const path = join(root, dir, 'package.json');
  const before = readFileSync(path, 'utf8');
  const after = `${JSON.stringify(withVersion(JSON.parse(before), version), null, 2)}\n`;
  if (after !== before) writeFileSync(path, after);
  console.log(`${dir}: ${version}`);
}
console.log('Now run npm install, so package-lock.json says the same.');
