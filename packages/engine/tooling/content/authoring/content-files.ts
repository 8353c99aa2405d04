/**
 * The files under content/ that hold text a reader sees or an address the portal opens, for the checks that
 * walk every file (spelling, outside addresses). They read the files as they are, valid or not: the
 * content check reports what is wrong with them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listGuideFiles, listGuideFolders } from '../check/read-content.ts';

/** Which of the content's YAML files a file is: each has its own fields. */
export type YamlKind = 'school' | 'settings' | 'setup-guide' | 'external-tiles' | 'notices' | 'search' | 'guide';

export interface ContentFiles {
  yaml: { path: string; kind: YamlKind }[];
  /** Step files (.mdx, and Markdown .md), in folder order. */
  steps: string[];
}

export const STEP_EXTENSION = /\.mdx?$/;

export function listContentFiles(contentDir: string): ContentFiles {
  const yaml: ContentFiles['yaml'] = [];
  const add = (path: string, kind: YamlKind) => existsSync(path) && yaml.push({ path, kind });
  add(join(contentDir, 'school.yaml'), 'school');
  add(join(contentDir, 'settings.yaml'), 'settings');
  add(join(contentDir, 'setup-guide.yaml'), 'setup-guide');
  add(join(contentDir, 'external-tiles.yaml'), 'external-tiles');
  add(join(contentDir, 'notices.yaml'), 'notices');
  add(join(contentDir, 'search.yaml'), 'search');
  const steps: string[] = [];
  const guidesDir = join(contentDir, 'guides');
  for (const id of listGuideFolders(guidesDir)) {
    const dir = join(guidesDir, id);
    add(join(dir, 'guide.yaml'), 'guide');
    for (const name of listGuideFiles(dir)) if (STEP_EXTENSION.test(name)) steps.push(join(dir, name));
  }
  return { yaml, steps };
}
