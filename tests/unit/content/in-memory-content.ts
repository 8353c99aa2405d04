/** Content files held in memory, as the reading step hands them to the checks, for testing the checks without a disk. */
import type { z } from 'zod';
import { guideSchema } from '../../../src/shared/content/schema/guide';
import type { GuideFolder, YamlFile } from '../../../tooling/build/content-plugin/read-content';
import { validateYaml } from '../../../tooling/build/content-plugin/validate-yaml';

/** Paths in these tests are already relative, so problems show them as they are. */
export const show = (path: string) => path;

/** `guides/<id>` with the given guide.yaml; meta is null when the YAML fails the schema. */
export function guideFolder(id: string, yaml: string): GuideFolder {
  const checked = validateYaml(yaml, guideSchema, `guides/${id}/guide.yaml`);
  const route = (checked.raw as { route?: unknown } | null | undefined)?.route;
  return { id, dir: `guides/${id}`, path: `guides/${id}/guide.yaml`, meta: checked.data, route, text: yaml };
}

/** A YAML file that must pass its schema (a test's own mistake otherwise). */
export function yamlFile<S extends z.ZodType>(path: string, schema: S, yaml: string): YamlFile<z.output<S>> {
  const checked = validateYaml(yaml, schema, path);
  if (!checked.data) throw new Error(`${path} is not valid: ${checked.problems.map((p) => p.message).join(' ')}`);
  return { path, text: yaml, data: checked.data };
}

/** `file:line: message` lines, the way content:check prints them (hints left out). */
export function lines(problems: readonly { file: string; line: number; message: string }[]): string[] {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
}
