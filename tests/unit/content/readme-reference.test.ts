import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frontMatterReference, withReference } from '../../../packages/engine/tooling/content/authoring/reference';
import { AUTHORS_GUIDE } from '../../../packages/engine/tooling/content/authoring/authors-guide';
import { KIT_COMPONENTS } from '../../../packages/engine/src/shared/content/schema/kit';

const readme = readFileSync(AUTHORS_GUIDE, 'utf8');

describe('the authors’ guide (packages/engine/docs/authoring.md)', () => {
  it('carries the field reference generated from the schema (run `npm run docs:reference` after a schema change)', () => {
    expect(readme).toBe(withReference(readme));
    expect(readme).toContain(frontMatterReference());
  });

  it('documents every component of the kit', () => {
    for (const name of KIT_COMPONENTS) expect(readme, name).toContain(`<${name}`);
  });
});
