/** Front-matter and YAML reading (gray-matter), keeping line numbers so problems point at the right line. */
import matter from 'gray-matter';
import type { Problem } from './problems.ts';

export interface FrontMatterSplit {
  /** The YAML between the `---` lines, or null when the file has none. */
  yaml: string | null;
  /** The body with the front-matter replaced by blank lines, so MDX line numbers match the file. */
  body: string;
}

const FENCE = /^---\s*$/;

export function splitFrontMatter(text: string): FrontMatterSplit {
  const lines = text.split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) return { yaml: null, body: text };
  const close = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (close === -1) return { yaml: null, body: text };
  return {
    yaml: lines.slice(1, close).join('\n'),
    body: [...lines.slice(0, close + 1).map(() => ''), ...lines.slice(close + 1)].join('\n'),
  };
}

const FENCE_FOR_PARSING = '#~portal-yaml~#';

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

interface YamlError {
  reason?: string;
  mark?: { line: number };
}

/** Parses YAML text with gray-matter's YAML engine. `firstLine` is the file line the text starts on. */
export function parseYaml(yaml: string, file: string, firstLine: number): { ok: true; data: unknown } | { ok: false; problem: Problem } {
  try {
    // Fenced with a delimiter no content uses: with `---` fences, a file that starts with YAML's usual
    // `---` line would read as an empty block and everything after it would be lost. Passing options
    // also turns off gray-matter's cache, which would hand back the same object for equal text.
    const data: unknown = matter(`${FENCE_FOR_PARSING}\n${yaml}\n${FENCE_FOR_PARSING}\n`, { delimiters: FENCE_FOR_PARSING }).data;
    return { ok: true, data: data === undefined || (isEmptyObject(data) && yaml.trim() === '') ? null : data };
  } catch (error) {
    const e = error as YamlError;
    return {
      ok: false,
      problem: {
        file,
        line: firstLine + (e.mark?.line ?? 0),
        message: `This is not valid YAML: ${e.reason ?? String(error)}.`,
        hint: 'Check the indentation (spaces, not tabs), that each "name: value" has a space after the colon, and that text containing ": " or "#" is in quotes.',
      },
    };
  }
}
