/**
 * The school's content as the build reads it (PORTAL_CONTENT_DIR, which `school-portal sweep` sets): its manifest and the
 * `<Only roles>` conditions inside each guide's steps, which tell audiences apart beyond the manifest.
 */
import { join } from 'node:path';
import { resolveContentDir } from '../tooling/content/check/content-dir';
import { loadContent } from '../tooling/content/check/load-content';
import { stepSearchText } from '../tooling/content/search/search-text';
import type { Condition } from '../src/shared/content/schema/condition';
import type { ContentManifest } from '../src/shared/content/schema/manifest';
import type { OnlyConditions } from './sweep-plan';

export interface SchoolContent {
  manifest: ContentManifest;
  only: OnlyConditions;
}

export async function schoolContent(contentDir = resolveContentDir()): Promise<SchoolContent> {
  const loaded = await loadContent(contentDir);
  if (!loaded.manifest) throw new Error(`The content in ${contentDir} has problems: run school-portal check`);
  const manifest = loaded.manifest;
  const only = new Map<string, Condition[]>();
  for (const guide of manifest.guides) {
    const dir = loaded.files.guideDirs.get(guide.id);
    const conditions = new Map<string, Condition>();
    for (const step of guide.steps) {
      const parsed = dir ? loaded.files.parsedSteps.get(join(dir, step.file)) : undefined;
      if (!parsed) continue;
      for (const segment of stepSearchText(parsed, step.file, manifest.settings)) {
        for (const condition of segment.only) if ('roles' in condition) conditions.set(condition.roles.source, condition.roles);
      }
    }
    only.set(guide.id, [...conditions.values()]);
  }
  return { manifest, only };
}
