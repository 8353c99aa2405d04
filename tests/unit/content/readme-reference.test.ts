import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontMatterReference, withReference } from '../../../tooling/content/authoring/reference';
import { KIT_COMPONENTS } from '../../../src/shared/content/schema/kit';

const readme = readFileSync(join(process.cwd(), 'content/README.md'), 'utf8');

describe('content/README.md', () => {
  it('carries the field reference generated from the schema (run `npm run content:reference` after a schema change)', () => {
    expect(readme).toBe(withReference(readme));
    expect(readme).toContain(frontMatterReference());
  });

  it('documents every component of the kit', () => {
    for (const name of KIT_COMPONENTS) expect(readme, name).toContain(`<${name}`);
  });
});
