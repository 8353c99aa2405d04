/**
 * `npm run renumber <guide-id>`: numbers the guide's step files 01, 02, 03, ... in their order
 * and prints each rename. A new step named after the one it follows with a letter (02a-check-the-cable.mdx)
 * or with the number it should take (a new 03-... before the committed 03-...) lands in its place.
 * guide.yaml, images/ and any other file are left alone. Refuses, renaming nothing, when the order is
 * unclear or a new name is taken.
 */
import { join, relative } from 'node:path';
import { KEBAB_ID } from '../src/shared/patterns.ts';
import { resolveContentDir } from '../tooling/content/check/content-dir.ts';
import { listGuideFiles, listGuideFolders } from '../tooling/content/check/read-content.ts';
import { planRenumber } from '../tooling/content/authoring/renumber.ts';
import { applyRenames, committedNames } from '../tooling/content/authoring/renumber-files.ts';

const id = process.argv[2];
const guidesDir = join(resolveContentDir(), 'guides');
if (!id || !KEBAB_ID.test(id)) {
  console.error("Usage: npm run renumber <guide-id>   (the guide's folder name, e.g. wifi)");
  process.exit(1);
}
const guides = listGuideFolders(guidesDir);
if (!guides.includes(id)) {
  console.error(`There is no guide "${id}" in ${relative(process.cwd(), guidesDir) || guidesDir}. Guides: ${guides.join(', ')}.`);
  process.exit(1);
}
const dir = join(guidesDir, id);

const plan = planRenumber(listGuideFiles(dir), committedNames(dir));
if (!plan.ok) {
  console.error(`${plan.problem}\nNothing was renamed.`);
  process.exit(1);
}
const last = String(plan.order.length).padStart(2, '0');
if (plan.order.length === 0) {
  console.log(`The guide ${id} has no step files. Nothing to rename.`);
  process.exit(0);
}
if (plan.renames.length === 0) {
  console.log(`The steps of ${id} are already numbered 01 to ${last}. Nothing to rename.`);
  process.exit(0);
}
try {
  applyRenames(dir, plan.renames);
} catch (error) {
  console.error(`Could not renumber ${id}: ${(error as Error).message}\nNothing was renamed.`);
  process.exit(1);
}
for (const { from, to } of plan.renames) console.log(`  ${from} -> ${to}`);
console.log(`Renumbered ${plan.renames.length} of the ${plan.order.length} steps of ${id} (01 to ${last}).`);
