/**
 * Reads content/ from disk: its YAML files (each checked with its schema), the icons and the guide folders.
 * A file that vanishes while it is read (a rename under `npm start`) counts as absent, never as a crash.
 */
import { join } from 'node:path';
import type { z } from 'zod';
import type { ExternalTile } from '../../../src/shared/content/schema/external-tiles.ts';
import { guideSchema, type GuideMeta } from '../../../src/shared/content/schema/guide.ts';
import { isFolder, listIfPresent, readTextIfPresent } from './files-if-present.ts';
import type { ProblemList } from './problem-list.ts';
import { validateTileList, validateYaml } from './validate-yaml.ts';

/** A YAML file whose data passed its schema, with its text for finding lines. */
export interface YamlFile<T> {
  path: string;
  text: string;
  data: T;
}

/** A guide folder and its guide.yaml (`path`). Meta is null when guide.yaml is missing or invalid. */
export interface GuideFolder {
  id: string;
  dir: string;
  path: string;
  meta: GuideMeta | null;
  /** The route as written, read even when the rest of guide.yaml is invalid. */
  route: unknown;
  text: string;
}

/** Null when the file is missing or is not YAML; `what` begins the missing-file message. */
function readYamlFile<S extends z.ZodType>(path: string, schema: S, what: string, problems: ProblemList) {
  const text = readTextIfPresent(path);
  if (text === null) {
    problems.add(path, 1, `${what} is missing.`, `Create ${problems.show(path)} (see content/README.md).`);
    return null;
  }
  const checked = validateYaml(text, schema, problems.show(path));
  problems.push(...checked.problems);
  return checked.parsed ? { data: checked.data, raw: checked.raw, text } : null;
}

/** A YAML file the rest of the check needs whole: null unless it is there and valid. */
export function readValid<S extends z.ZodType>(path: string, schema: S, what: string, problems: ProblemList): YamlFile<z.output<S>> | null {
  const read = readYamlFile(path, schema, what, problems);
  return read?.data ? { path, data: read.data, text: read.text } : null;
}

/** The external tiles (none when the file is absent); null when the file is not a list of tiles. */
export function readExternalTiles(path: string, problems: ProblemList): YamlFile<ExternalTile[]> | null {
  const text = readTextIfPresent(path);
  if (text === null) return { path, text: '', data: [] };
  const { tiles, problems: found } = validateTileList(text, problems.show(path));
  problems.push(...found);
  return tiles ? { path, text, data: tiles } : null;
}

/** Icon name -> file, for each `<name>.svg` in the icons folder. */
export function readIcons(iconDir: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const { name } of listIfPresent(iconDir)) if (name.endsWith('.svg')) icons.set(name.slice(0, -4), join(iconDir, name));
  return icons;
}

/** The names of the folders in guides/, sorted. */
export function listGuideFolders(guidesDir: string): string[] {
  return listIfPresent(guidesDir).map((e) => e.name).filter((n) => isFolder(join(guidesDir, n))).sort();
}

/** One guide folder and its guide.yaml, read and checked with the guide schema. */
export function readGuideFolder(guidesDir: string, id: string, problems: ProblemList): GuideFolder {
  const dir = join(guidesDir, id);
  const path = join(dir, 'guide.yaml');
  const read = readYamlFile(path, guideSchema, `The guide "${id}" has no guide.yaml; it`, problems);
  return { id, dir, path, meta: read?.data ?? null, route: (read?.raw as { route?: unknown } | null)?.route, text: read?.text ?? '' };
}

/**
 * A guide folder's files other than guide.yaml and images/, sorted: its step files, and any mistakes.
 * Folders end in `/`, so a folder is never taken for a step file. None when the guide folder is gone.
 */
export function listGuideFiles(dir: string): string[] {
  return listIfPresent(dir)
    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
    .filter((n) => n !== 'guide.yaml' && n !== 'images/')
    .sort();
}

/** A step file's text; null when it was renamed or deleted after its folder was listed. */
export function readText(path: string): string | null {
  return readTextIfPresent(path);
}
