/**
 * `npm run new <id>`: scaffolds content/guides/<id>/ with a valid guide.yaml and two steps, ready
 * to edit. Refuses ids that are not lowercase-kebab and folders that already exist.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { KEBAB_ID } from '../src/shared/patterns.ts';
import { resolveContentDir } from '../tooling/content/check/content-dir.ts';
import { scaffoldGuide } from '../tooling/content/authoring/scaffold.ts';

const id = process.argv[2];
if (!id || !KEBAB_ID.test(id)) {
  console.error('Usage: npm run new <id>   (the id is lowercase words joined by dashes, e.g. lab-printers)');
  process.exit(1);
}
const dir = join(resolveContentDir(), 'guides', id);
if (existsSync(dir)) {
  console.error(`${relative(process.cwd(), dir)} already exists. Pick another id, or edit that guide.`);
  process.exit(1);
}
mkdirSync(join(dir, 'images'), { recursive: true });
for (const [name, text] of Object.entries(scaffoldGuide(id))) writeFileSync(join(dir, name), text);
console.log(`Created ${relative(process.cwd(), dir)}/ with guide.yaml and two steps.`);
console.log('Next: write over the placeholder sentences in each step, pick a tile icon from content/icons/, then run `npm run check`.');
