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
import { unreadable, validateTileList, validateYaml, type KnownFields, type TileEntry } from './validate-yaml.ts';

/** A YAML file as far as it could be read: its data when valid, and each field that is right on its own. */
export interface YamlFile<T> extends KnownFields<T> {
  path: string;
  text: string;
  /** The checked data; null when the file has a mistake. */
  data: T | null;
}

/** A guide folder and its guide.yaml (`path`). Meta is null when guide.yaml is missing or invalid. */
export interface GuideFolder extends KnownFields<GuideMeta> {
  id: string;
  dir: string;
  path: string;
  meta: GuideMeta | null;
  text: string;
}

/** The external tiles file: every tile when all are valid (else null), and each entry as far as it could be read. */
export interface ExternalTilesFile {
  path: string;
  text: string;
  data: ExternalTile[] | null;
  entries: TileEntry[];
}

/** Null when the file is missing; `what` begins the missing-file message. */
export function readYaml<S extends z.ZodType>(path: string, schema: S, what: string, problems: ProblemList): YamlFile<z.output<S>> | null {
  const text = readTextIfPresent(path);
  if (text === null) {
    problems.add(path, 1, `${what} is missing.`, `Create ${problems.show(path)} (see the authors’ guide).`);
    return null;
  }
  const { data, fields, unknown, problems: found } = validateYaml(text, schema, problems.show(path));
  problems.push(...found);
  return { path, text, data, fields, unknown };
}

/** The external tiles (none when the file is absent). */
export function readExternalTiles(path: string, problems: ProblemList): ExternalTilesFile {
  const text = readTextIfPresent(path);
  if (text === null) return { path, text: '', data: [], entries: [] };
  const { tiles, entries, problems: found } = validateTileList(text, problems.show(path));
  problems.push(...found);
  return { path, text, data: tiles, entries };
}

/** Icon name -> file, for each `<name>.svg` in the icons folder. */
export function readIcons(iconDir: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const { name } of listIfPresent(iconDir)) if (name.endsWith('.svg')) icons.set(name.slice(0, -4), join(iconDir, name));
  return icons;
}

/** The names of the folders in guides/, sorted. */
export function listGuideFolders(guidesDir: string): string[] {
  return listIfPresent(guidesDir)
    .map((e) => e.name)
    .filter((n) => isFolder(join(guidesDir, n)))
    .sort();
}

/** One guide folder and its guide.yaml, read and checked with the guide schema. */
export function readGuideFolder(guidesDir: string, id: string, problems: ProblemList): GuideFolder {
  const dir = join(guidesDir, id);
  const path = join(dir, 'guide.yaml');
  const read = readYaml(path, guideSchema, `The guide "${id}" has no guide.yaml; it`, problems);
  const { fields, unknown } = read ?? unreadable(guideSchema);
  return { id, dir, path, meta: read?.data ?? null, text: read?.text ?? '', fields, unknown };
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
