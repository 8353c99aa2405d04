/** A fixture school's site in a temporary folder, with a host registration takes, as provision reads it. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteOptions } from '../../../packages/engine/cli/site-options';

export interface TempSite extends SiteOptions {
  remove: () => void;
}

/** Copies school.yaml and the guides' guide.yaml files; `edit` changes school.yaml's text. */
export function tempSite(contentDir: string, edit: (schoolYaml: string) => string): TempSite {
  const siteDir = mkdtempSync(join(tmpdir(), 'provision-site-'));
  const content = join(siteDir, 'content');
  cpSync(join(contentDir, 'guides'), join(content, 'guides'), {
    recursive: true,
    filter: (src) => !/\.(mdx?|png|jpe?g|webp|svg)$/.test(src),
  });
  writeFileSync(join(content, 'school.yaml'), edit(readFileSync(join(contentDir, 'school.yaml'), 'utf8')));
  return { siteDir, contentDir: content, outDir: join(siteDir, 'dist'), remove: () => rmSync(siteDir, { recursive: true, force: true }) };
}
