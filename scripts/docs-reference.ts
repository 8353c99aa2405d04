/** `npm run docs:reference`: regenerates the field reference in the authors' guide (packages/engine/docs/authoring.md) from the schema. */
import { readFileSync, writeFileSync } from 'node:fs';
import { withReference } from '../packages/engine/tooling/content/authoring/reference.ts';
import { AUTHORS_GUIDE } from '../packages/engine/tooling/content/authoring/authors-guide.ts';

writeFileSync(AUTHORS_GUIDE, withReference(readFileSync(AUTHORS_GUIDE, 'utf8')));
console.log("Updated the field reference in the authors' guide.");
