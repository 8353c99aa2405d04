/** Turns Zod issues into problems a technician can act on: the field, what is wrong, what to write. */
import type { z } from 'zod';
import type { Problem } from './problems.ts';
import { closestName } from '../../../src/shared/content/schema/suggest.ts';
import { lineOfPath, sourceOfPath } from './yaml-lines.ts';
import { quoted } from './yaml-messages.ts';

type Schema = z.core.$ZodType;

function defOf(schema: Schema): { type: string; [key: string]: unknown } {
  return (schema as unknown as { _zod: { def: { type: string } } })._zod.def;
}

function descriptionOf(schema: Schema): string | undefined {
  return (schema as unknown as { description?: string }).description;
}

/** The sub-schema at a path, with the first description met on the way down to it. */
export function fieldAt(schema: Schema, path: readonly PropertyKey[]): { schema: Schema; description?: string } | null {
  let current: Schema = schema;
  let description: string | undefined;
  const segments = [...path];
  for (;;) {
    const def = defOf(current);
    if (['optional', 'default', 'nullable', 'readonly', 'nonoptional', 'prefault'].includes(def.type)) {
      description ??= descriptionOf(current);
      current = def.innerType as Schema;
      continue;
    }
    if (def.type === 'pipe') {
      description ??= descriptionOf(current);
      current = def.in as Schema;
      continue;
    }
    if (segments.length === 0) return { schema: current, description: description ?? descriptionOf(current) };
    const segment = segments.shift()!;
    // A list item is described by its list (`platforms[2]` by `platforms`), unless it has its own words.
    const listDescription = description;
    description = undefined;
    if (def.type === 'object' && typeof segment === 'string') {
      const next = (def.shape as Record<string, Schema>)[segment];
      if (!next) return null;
      description = descriptionOf(next);
      current = next;
    } else if (def.type === 'array' && typeof segment === 'number') {
      current = def.element as Schema;
      description = descriptionOf(current) ?? listDescription;
    } else if (def.type === 'record') {
      current = def.valueType as Schema;
    } else {
      return null;
    }
  }
}

function keysOf(schema: Schema, path: readonly PropertyKey[]): string[] {
  const field = fieldAt(schema, path);
  if (!field) return [];
  const def = defOf(field.schema);
  if (def.type !== 'object') return [];
  // A field that may never be written (one that moved elsewhere) is not offered.
  return Object.entries(def.shape as Record<string, Schema>)
    .filter(([, field]) => defOf(fieldAt(field, [])?.schema ?? field).type !== 'never')
    .map(([key]) => key);
}

const CONDITION_HINT = 'Conditions look like: everyone | Staff | Year7-Year12, Staff | not BasicView (see the authors’ guide).';

function label(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p + 1}]` : p))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** `"tile.order" must be a number.` or, for messages that are sentences, `"tile.audience": Unknown role ...` */
function sentence(where: string, message: string): string {
  const text = /[.?!]$/.test(message) ? message : `${message}.`;
  if (!where) return text.charAt(0).toUpperCase() + text.slice(1);
  return /^[A-Z"]/.test(text) ? `"${where}": ${text}` : `"${where}" ${text}`;
}

export interface IssueSource {
  /** File as shown to the technician. */
  file: string;
  /** The YAML text the data came from, to find lines in. */
  yaml: string;
  /** File line of the YAML text's first line (2 for front-matter after `---`). */
  firstLine: number;
  /** A path prefix when the schema checked one part of the file (e.g. one list item). */
  prefix?: readonly PropertyKey[];
}

/** What YAML made of an unquoted value that was meant as text, or null when it is text. */
function readAs(input: unknown): string | null {
  if (typeof input === 'number') return `the number ${input}`;
  if (typeof input === 'boolean') return 'a yes/no value';
  return null;
}

/** The value in quotes, as a line of YAML: `organisationCode: "0042"`, or `- "0042"` in a list. */
function quotedLine(path: readonly PropertyKey[], written: string): string {
  const key = path[path.length - 1];
  return `${typeof key === 'string' ? `${key}: ` : '- '}${quoted(written)}`;
}

/** `parent.key` for each unknown key that looks like a misspelling of `key`: its "is missing" would say the same again. */
function misspeltKeys(issues: readonly z.core.$ZodIssue[], schema: Schema): Set<string> {
  const meant = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const known = keysOf(schema, issue.path);
    for (const key of issue.keys) {
      const close = closestName(key, known);
      if (close) meant.add(JSON.stringify([...issue.path, close]));
    }
  }
  return meant;
}

export function problemsFromIssues(issues: readonly z.core.$ZodIssue[], schema: Schema, source: IssueSource): Problem[] {
  const meant = misspeltKeys(issues, schema);
  return issues.flatMap((issue): Problem[] => {
    if (issue.code === 'invalid_type' && issue.input === undefined && meant.has(JSON.stringify(issue.path))) return [];
    const prefix = source.prefix ?? [];
    const path = [...prefix, ...issue.path];
    const line = lineOfPath(source.yaml, path, source.firstLine);
    const where = label(path);
    if (issue.code === 'unrecognized_keys') {
      const known = keysOf(schema, issue.path);
      return issue.keys.map((key) => {
        const close = closestName(key, known);
        return {
          file: source.file,
          line: lineOfPath(source.yaml, [...path, key], source.firstLine),
          message: `Unknown field "${key}"${where ? ` in ${where}` : ''}${close ? `: did you mean "${close}"?` : '.'}`,
          hint: known.length ? `Fields allowed here: ${known.join(', ')}. Check the spelling.` : 'Remove it.',
        };
      });
    }
    const field = fieldAt(schema, issue.path);
    const isCondition = issue.code === 'custom' && (issue.params as { kind?: string } | undefined)?.kind === 'condition';
    // A check may say what to write itself (a field that moved, in schema/moved-fields.ts).
    const ownHint = 'params' in issue ? (issue.params as { hint?: string } | undefined)?.hint : undefined;
    const hint =
      ownHint ?? (isCondition ? CONDITION_HINT : (field?.description ?? 'See the front-matter reference in the authors’ guide.'));
    const at = (message: string, why = hint): Problem[] => [{ file: source.file, line, message, hint: why }];
    // Needs safeParse(..., { reportInput: true }): without it Zod leaves `input` out of every issue.
    // A required field left out: Zod says invalid_type, or invalid_value for a field with a list of values.
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) return at(`"${where}" is missing.`);
    if (issue.code === 'invalid_type' && issue.expected === 'string') {
      if (issue.input === null) return at(`"${where}" is empty.`);
      const read = readAs(issue.input);
      const written = sourceOfPath(source.yaml, path) ?? String(issue.input);
      if (read) return at(`"${where}": ${written} is read as ${read}, not as text.`, `Put it in quotes: ${quotedLine(path, written)}.`);
    }
    if (issue.code === 'invalid_value' && issue.values.every((v) => typeof v === 'string')) {
      const values = issue.values as string[];
      const written = typeof issue.input === 'string' ? `"${issue.input}"` : (sourceOfPath(source.yaml, path) ?? String(issue.input));
      const close = typeof issue.input === 'string' ? closestName(issue.input, values) : undefined;
      return at(`"${where}" is ${written}, but must be one of: ${values.join(', ')}${close ? ` (did you mean "${close}"?)` : ''}.`);
    }
    return at(sentence(where, issue.message));
  });
}
