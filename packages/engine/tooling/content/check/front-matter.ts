/**
 * Front-matter and YAML reading, keeping line numbers so problems point at the right line. YAML is read
 * with the `yaml` package (YAML 1.2: `yes`, `on` and dates stay the text written), whose error codes and
 * positions become technician messages (yaml-messages.ts).
 */
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { Problem } from './problems.ts';
import { firstAliasLine, yamlErrorMessages, yamlValueMessages, type YamlMessage } from './yaml-messages.ts';

export interface FrontMatterSplit {
  /** The YAML between the `---` lines, or null when the file has none. */
  yaml: string | null;
  /** The body with the front-matter replaced by blank lines, so MDX line numbers match the file. */
  body: string;
  /** The file starts with `---` but no second `---` ends the front-matter. */
  unclosed?: true;
}

const FENCE = /^---\s*$/;

/**
 * A byte-order mark (U+FEFF) that some Windows editors put first in a file: invisible, and not part of
 * the content. Kept out of the front-matter's first line, so `---` is still seen there.
 */
const BOM = /^\uFEFF/;

export function splitFrontMatter(text: string): FrontMatterSplit {
  const lines = text.replace(BOM, '').split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) return { yaml: null, body: text.replace(BOM, '') };
  const close = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (close === -1) return { yaml: null, body: text.replace(BOM, ''), unclosed: true };
  return {
    yaml: lines.slice(1, close).join('\n'),
    body: [...lines.slice(0, close + 1).map(() => ''), ...lines.slice(close + 1)].join('\n'),
  };
}

/**
 * The data of YAML text (null when it is empty), or ok: false when it cannot be read. Either way
 * `problems` holds every mistake found, including values YAML reads differently from what was meant
 * (a ` #` that cuts a title short). `firstLine` is the file line the text starts on.
 */
export function parseYaml(
  yaml: string,
  file: string,
  firstLine: number,
): { ok: true; data: unknown; problems: Problem[] } | { ok: false; problems: Problem[]; before: Record<string, unknown> } {
  const counter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: counter, prettyErrors: false });
  const toProblem = (m: YamlMessage): Problem => ({ file, ...m });
  if (doc.errors.length > 0) {
    const messages = yamlErrorMessages(doc, yaml, counter, firstLine);
    const firstMistake = Math.min(...messages.map((m) => m.line)) - firstLine + 1;
    return { ok: false, problems: messages.map(toProblem), before: fieldsBefore(doc, counter, firstMistake) };
  }
  const messages = [...yamlErrorMessages(doc, yaml, counter, firstLine), ...yamlValueMessages(doc, yaml, counter, firstLine)];
  const problems = messages.filter((m, i) => messages.findIndex((o) => o.line === m.line && o.message === m.message) === i).map(toProblem);
  try {
    return { ok: true, data: doc.toJS() ?? null, problems };
  } catch {
    // A *reference that names nothing.
    const line = firstAliasLine(doc, counter) + firstLine - 1;
    return {
      ok: false,
      before: {},
      problems:
        problems.length > 0
          ? problems
          : [
              toProblem({
                line,
                message: `The value on line ${line} starts with "*", which has a special meaning in YAML.`,
                hint: 'Put the value in quotes.',
              }),
            ],
    };
  }
}

/**
 * The top-level fields written wholly above the line of the first mistake (a line of the text): YAML
 * read them before it went wrong, so checks of other files may rely on them (a guide's route, say).
 */
function fieldsBefore(doc: Document, counter: LineCounter, line: number): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (!isMap(doc.contents)) return fields;
  for (const pair of doc.contents.items) {
    const end = (pair.value as { range?: number[] } | null)?.range?.[2] ?? (pair.key as { range?: number[] } | null)?.range?.[2];
    if (!isScalar(pair.key) || end === undefined || counter.linePos(Math.max(0, end - 1)).line >= line) continue;
    try {
      fields[String(pair.key.value)] = (pair.value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? null;
    } catch {
      // A reference to nothing: leave the field out.
    }
  }
  return fields;
}
