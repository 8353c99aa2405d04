import { join } from 'node:path';
import { BANKSIA_SCHOOL, DEMO_SCHOOL, PROJECT_ROOT } from '../../support/paths';
import { loadContent } from '../../../packages/engine/tooling/content/check/load-content';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';

/** Loads a content tree and fails loudly if it has problems. */
export async function manifestOf(dir: string): Promise<ContentManifest> {
  const { manifest, problems } = await loadContent(dir);
  if (!manifest) throw new Error(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n'));
  return manifest;
}

export const VALID_FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/content/valid');
export { BANKSIA_SCHOOL, DEMO_SCHOOL };

/** Representative users, by their roles claim (`['']` when the token has none). */
export const USERS = {
  Year4: ['Year4'],
  Year6: ['Year6'],
  Year8: ['Year8'],
  Year12: ['Year12'],
  Staff: ['Staff'],
  BasicView: ['BasicView'],
  'no roles': [''],
} as const satisfies Record<string, readonly string[]>;
