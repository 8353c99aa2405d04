/**
 * Parses YAML text and checks it with a content schema; every mistake becomes a problem with its line.
 * Also gives each top-level field that is right on its own, so the checks that need only those fields
 * still run when another field of the file is wrong.
 */
import type { z } from 'zod';
import { externalTileSchema, type ExternalTile } from '../../../src/shared/content/schema/external-tiles.ts';
import { parseYaml } from './front-matter.ts';
import type { Problem } from './problems.ts';
import { problemsFromIssues } from './zod-issues.ts';

/** What a file's fields are, as far as they can be known. */
export interface KnownFields<T> {
  /** Each top-level field that is right on its own (an optional field left out is right, and undefined). */
  fields: Partial<T>;
  /** Fields whose value cannot be known: written wrongly, missing, or the whole file unreadable. */
  unknown: ReadonlySet<string>;
}

export interface ValidatedYaml<T> extends KnownFields<T> {
  /** The checked data; null when the text does not parse or the schema rejects it. */
  data: T | null;
  /** Whether the text is YAML at all. */
  parsed: boolean;
  problems: Problem[];
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  return (schema as unknown as { _zod: { def: { shape?: Record<string, z.ZodType> } } })._zod.def.shape ?? {};
}

/**
 * Checks each top-level field of `raw` with its own schema. With `onlyWritten`, a field `raw` leaves out
 * is unknown rather than absent (raw is the part of a file read before a mistake).
 */
export function knownFields<S extends z.ZodType>(schema: S, raw: unknown, onlyWritten = false): KnownFields<z.output<S>> {
  const shape = shapeOf(schema);
  const record = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (!record) return unreadable(schema);
  // A file of names of the school's choosing (settings.yaml): each value is right on its own or not.
  if (Object.keys(shape).length === 0) return onlyWritten ? unreadable(schema) : namedValues(schema, record);
  const fields: Record<string, unknown> = {};
  const unknown = new Set<string>();
  for (const [key, field] of Object.entries(shape)) {
    if (onlyWritten && !(key in record)) {
      unknown.add(key);
      continue;
    }
    const result = field.safeParse(record[key]);
    if (result.success) fields[key] = result.data;
    else unknown.add(key);
  }
  return { fields: fields as Partial<z.output<S>>, unknown };
}

/** Each top-level value of a record schema's file, checked on its own. */
function namedValues<S extends z.ZodType>(schema: S, record: Record<string, unknown>): KnownFields<z.output<S>> {
  const fields: Record<string, unknown> = {};
  const unknown = new Set<string>();
  for (const [key, value] of Object.entries(record)) {
    const result = schema.safeParse({ [key]: value });
    if (result.success) fields[key] = (result.data as Record<string, unknown>)[key];
    else unknown.add(key);
  }
  return { fields: fields as Partial<z.output<S>>, unknown };
}

/** Every name unknown, for a file of the school's own names that could not be read at all. */
class EveryName extends Set<string> {
  override has(): boolean {
    return true;
  }
}

/** Whether nothing of a file of the school's own names could be read. */
export const knowsNothing = (known: KnownFields<unknown>): boolean => known.unknown instanceof EveryName;

/** Nothing of the file can be known. */
export function unreadable<S extends z.ZodType>(schema: S): KnownFields<z.output<S>> {
  const keys = Object.keys(shapeOf(schema));
  return { fields: {}, unknown: keys.length ? new Set(keys) : new EveryName() };
}

/** `file` is the path as shown in problems. */
export function validateYaml<S extends z.ZodType>(text: string, schema: S, file: string): ValidatedYaml<z.output<S>> {
  const parsed = parseYaml(text, file, 1);
  if (!parsed.ok) return { data: null, parsed: false, problems: parsed.problems, ...knownFields(schema, parsed.before, true) };
  const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
  const problems = [...parsed.problems];
  // A line YAML read otherwise than written (a # after the colon) is explained once, by what YAML did.
  const explained = new Set(parsed.problems.map((p) => p.line));
  if (!result.success) {
    problems.push(
      ...problemsFromIssues(result.error.issues, schema, { file, yaml: text, firstLine: 1 }).filter((p) => !explained.has(p.line)),
    );
  }
  // A value YAML read differently from what was written (a ` #` cutting it short) is a mistake too.
  const data = result.success && parsed.problems.length === 0 ? result.data : null;
  return { data, parsed: true, problems, ...knownFields(schema, parsed.data ?? {}) };
}

/** One entry of a list file (external tiles, notices), by its place in the list. */
export interface ListEntry<T> extends KnownFields<T> {
  /** 0-based place in the file's list. */
  index: number;
}

/** One entry of the external tiles file, by its place in the list. */
export type TileEntry = ListEntry<ExternalTile>;

/** What to say when a list file is not a list. */
export interface NotAList {
  message: string;
  hint: string;
}

/**
 * A YAML file that is a list of entries, each checked on its own with `schema`, so one bad entry does not
 * hide the others. Items is null unless every entry is valid; entries is empty when the file is not a list.
 */
export function validateList<S extends z.ZodType>(
  text: string,
  file: string,
  schema: S,
  notAList: NotAList,
): { items: z.output<S>[] | null; entries: ListEntry<z.output<S>>[]; problems: Problem[] } {
  const parsed = parseYaml(text, file, 1);
  if (!parsed.ok) return { items: null, entries: [], problems: parsed.problems };
  const list = parsed.data ?? [];
  if (!Array.isArray(list)) return { items: null, entries: [], problems: [{ file, line: 1, ...notAList }] };
  const items: z.output<S>[] = [];
  const problems: Problem[] = [...parsed.problems];
  const entries = list.map((item: unknown, index): ListEntry<z.output<S>> => {
    const result = schema.safeParse(item, { reportInput: true });
    if (result.success) items.push(result.data);
    else problems.push(...problemsFromIssues(result.error.issues, schema, { file, yaml: text, firstLine: 1, prefix: [index] }));
    return { index, ...knownFields(schema, item) };
  });
  return { items: problems.length === 0 ? items : null, entries, problems };
}

/** The external tiles file: a list of tiles (see validateList). */
export function validateTileList(text: string, file: string): { tiles: ExternalTile[] | null; entries: TileEntry[]; problems: Problem[] } {
  const { items, entries, problems } = validateList(text, file, externalTileSchema, {
    message: 'The external tiles file must be a list of tiles.',
    hint: 'Start each tile with "- label: ...".',
  });
  return { tiles: items, entries, problems };
}
