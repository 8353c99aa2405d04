/** `npm run content:reference`: regenerates the field reference in content/README.md from the schema. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withReference } from '../tooling/content/authoring/reference.ts';

const path = join(process.cwd(), 'content', 'README.md');
writeFileSync(path, withReference(readFileSync(path, 'utf8')));
console.log('Updated the field reference in content/README.md.');
