/** Parses YAML text and checks it with a content schema; every mistake becomes a problem with its line. */
import type { z } from 'zod';
import { externalTileSchema, type ExternalTile } from '../../../src/shared/content/schema/external-tiles.ts';
import { parseYaml } from './front-matter.ts';
import type { Problem } from './problems.ts';
import { problemsFromIssues } from './zod-issues.ts';

export interface ValidatedYaml<T> {
  /** The checked data; null when the text does not parse or the schema rejects it. */
  data: T | null;
  /** The parsed data before the schema (undefined when the text does not parse). */
  raw: unknown;
  /** Whether the text is YAML at all. */
  parsed: boolean;
  problems: Problem[];
}

/** `file` is the path as shown in problems. */
export function validateYaml<S extends z.ZodType>(text: string, schema: S, file: string): ValidatedYaml<z.output<S>> {
  const parsed = parseYaml(text, file, 1);
  if (!parsed.ok) return { data: null, raw: undefined, parsed: false, problems: [parsed.problem] };
  const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
  if (!result.success) {
    return { data: null, raw: parsed.data, parsed: true, problems: problemsFromIssues(result.error.issues, schema, { file, yaml: text, firstLine: 1 }) };
  }
  return { data: result.data, raw: parsed.data, parsed: true, problems: [] };
}

/**
 * The external tiles file: a list of tiles, each checked on its own, so one bad tile does not hide the
 * others. Tiles is null when the file is not a list at all.
 */
export function validateTileList(text: string, file: string): { tiles: ExternalTile[] | null; problems: Problem[] } {
  const parsed = parseYaml(text, file, 1);
  if (!parsed.ok) return { tiles: null, problems: [parsed.problem] };
  const list = parsed.data ?? [];
  if (!Array.isArray(list)) {
    return { tiles: null, problems: [{ file, line: 1, message: 'The external tiles file must be a list of tiles.', hint: 'Start each tile with "- label: ...".' }] };
  }
  const tiles: ExternalTile[] = [];
  const problems: Problem[] = [];
  list.forEach((item, index) => {
    const result = externalTileSchema.safeParse(item, { reportInput: true });
    if (result.success) tiles.push(result.data);
    else problems.push(...problemsFromIssues(result.error.issues, externalTileSchema, { file, yaml: text, firstLine: 1, prefix: [index] }));
  });
  return { tiles, problems };
}
