/** Content files held in memory, as the reading step hands them to the checks, for testing the checks without a disk. */
import type { z } from 'zod';
import { guideSchema } from '../../../packages/engine/src/shared/content/schema/guide';
import type { Settings } from '../../../packages/engine/src/shared/content/schema/settings';
import type { ExternalTilesFile, GuideFolder, YamlFile } from '../../../packages/engine/tooling/content/check/read-content';
import type { SettingsSource } from '../../../packages/engine/tooling/content/check/settings-source';
import { validateTileList, validateYaml } from '../../../packages/engine/tooling/content/check/validate-yaml';

/** Paths in these tests are already relative, so problems show them as they are. */
export const show = (path: string) => path;

/** `guides/<id>` with the given guide.yaml; meta is null when the YAML fails the schema. */
export function guideFolder(id: string, yaml: string): GuideFolder {
  const { data, fields, unknown } = validateYaml(yaml, guideSchema, `guides/${id}/guide.yaml`);
  return { id, dir: `guides/${id}`, path: `guides/${id}/guide.yaml`, meta: data, text: yaml, fields, unknown };
}

/** external-tiles.yaml with the given text, as the reading step gives it. */
export function externalTilesFile(yaml: string): ExternalTilesFile {
  const { tiles, entries } = validateTileList(yaml, 'external-tiles.yaml');
  return { path: 'external-tiles.yaml', text: yaml, data: tiles, entries };
}

/** Settings as the checks see them, every group taken as right (`unknown`: groups that are wrong in settings.yaml). */
export function settingsSource(values: object, unknown: string[] = []): SettingsSource {
  return { fields: values as Partial<Settings>, unknown: new Set(unknown) };
}

/** A YAML file that must pass its schema (a test's own mistake otherwise). */
export function yamlFile<S extends z.ZodType>(path: string, schema: S, yaml: string): YamlFile<z.output<S>> {
  const checked = validateYaml(yaml, schema, path);
  if (!checked.data) throw new Error(`${path} is not valid: ${checked.problems.map((p) => p.message).join(' ')}`);
  return { path, text: yaml, data: checked.data, fields: checked.fields, unknown: checked.unknown };
}

/** `file:line: message` lines, the way check prints them (hints left out). */
export function lines(problems: readonly { file: string; line: number; message: string }[]): string[] {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
}
