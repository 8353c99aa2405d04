/**
 * Parses a step file (front-matter and MDX or Markdown body) into its syntax tree without compiling it, with
 * every position an offset into the file itself, for the checks that look at parts of the text (spelling,
 * outside addresses).
 */
import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';

export interface Position {
  start: { line: number; column: number; offset?: number };
  end: { line: number; column: number; offset?: number };
}

export interface MdAttribute {
  type: string;
  name?: string;
  value?: string | null | object;
  position?: Position;
}

export interface MdNode {
  type: string;
  position?: Position;
  children?: MdNode[];
  name?: string | null;
  attributes?: MdAttribute[];
  url?: string;
  alt?: string | null;
  value?: string;
}

/** A step's body (front-matter blanked) with its syntax tree as parsed: what the content check's compile read. */
export interface ParsedStep {
  body: string;
  tree: MdNode;
}

/** A range of the file's text: [start, end) offsets. */
export interface TextRange {
  start: number;
  end: number;
}

export interface StepTree {
  /** The front-matter's YAML (without its `---` lines), or null when the file has none. */
  frontMatter: (TextRange & { text: string }) | null;
  /** Null when the body does not parse (the content check reports that). */
  tree: MdNode | null;
}

const FENCE = /^---[ \t]*$/;

/** The front-matter's YAML range: between a first line `---` and the next `---` line. */
function frontMatterRange(text: string): (TextRange & { fenceEnd: number }) | null {
  const lines = text.split('\n');
  // A byte-order mark (some Windows editors write one) may come before the first `---`.
  if (!FENCE.test((lines[0] ?? '').replace(/^\uFEFF/, '').replace(/\r$/, ''))) return null;
  let offset = lines[0]!.length + 1;
  const start = offset;
  for (let i = 1; i < lines.length; i++) {
    if (FENCE.test(lines[i]!.replace(/\r$/, ''))) return { start, end: offset, fenceEnd: offset + lines[i]!.length };
    offset += lines[i]!.length + 1;
  }
  return null;
}

/** The text with [0, end) blanked (newlines kept), so the parser sees only the body at its own offsets. */
const blankUntil = (text: string, end: number) => text.slice(0, end).replace(/[^\n]/g, ' ') + text.slice(end);

// One parser per format, made once: making one costs more than parsing a step.
const parsers = new Map<'md' | 'mdx', ReturnType<typeof createProcessor>>();
const parserFor = (format: 'md' | 'mdx') =>
  parsers.get(format) ?? parsers.set(format, createProcessor({ format, remarkPlugins: [remarkDirective] }).freeze()).get(format)!;

export function parseStepFile(text: string, path: string): StepTree {
  const range = frontMatterRange(text);
  const body = range ? blankUntil(text, range.fenceEnd) : text;
  let tree: MdNode | null;
  try {
    // The same syntax as the build (:::note callouts); parsing only, so no transform runs.
    tree = parserFor(path.endsWith('.md') ? 'md' : 'mdx').parse(body) as MdNode;
  } catch {
    tree = null;
  }
  return { frontMatter: range ? { start: range.start, end: range.end, text: text.slice(range.start, range.end) } : null, tree };
}

/** Calls `enter` for every node, depth first; when it returns false the node's children are skipped. */
export function walk(node: MdNode, enter: (node: MdNode) => boolean | void): void {
  if (enter(node) === false) return;
  for (const child of node.children ?? []) walk(child, enter);
}

export function rangeOf(node: { position?: Position }): TextRange | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? null : { start, end };
}

/**
 * Where a JSX attribute's text value sits in the file: inside the quotes of `name="value"`, or of
 * `name={"value"}`. Null for a value that is not written as text.
 */
export function attributeValueRange(text: string, attribute: MdAttribute): TextRange | null {
  const whole = rangeOf(attribute);
  if (!whole || typeof attribute.value !== 'string') return null;
  const written = text.slice(whole.start, whole.end);
  const match = /=\s*\{?\s*(["'])/.exec(written);
  if (!match) return null;
  const start = whole.start + match.index + match[0].length;
  const close = text.indexOf(match[1]!, start);
  return close < 0 || close > whole.end ? null : { start, end: close };
}

/** The 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
