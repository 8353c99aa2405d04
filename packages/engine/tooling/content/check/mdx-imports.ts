/**
 * Import and export lines in a step, which a step never needs: the kit's components work without an
 * import. A technician pastes one in from MDX's own documentation, or starts a sentence with the word
 * "import". Each is reported once, at its own line, whatever follows it: MDX's error about the text right
 * after an import (a later line that "cannot be read") is traced back to the import.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { MdNode, NodeProblem } from './mdx-nodes.ts';

/** The error source of MDX's import/export syntax. */
export const ESM_SOURCE = 'micromark-extension-mdxjs-esm';

const KEYWORD_LINE = /^(import|export)\b/;

/** How far below an import the statement (or MDX's error about it) is looked for. */
const MAX_LINES = 40;

// Made on first use: only a step with an import line needs it.
let parser: ReturnType<typeof createProcessor> | undefined;

/** Whether `text` is import and export statements and nothing else, as MDX reads them. */
function isModuleCode(text: string): boolean {
  try {
    const tree = (parser ??= createProcessor({ format: 'mdx' })).parse(text);
    return tree.children.length > 0 && tree.children.every((node) => node.type === 'mdxjsEsm');
  } catch {
    return false;
  }
}

/** How many of `lines` (from the first) are import or export statements; 0 when they do not start with one. */
function statementLength(lines: readonly string[]): number {
  if (!KEYWORD_LINE.test(lines[0] ?? '')) return 0;
  let length = 0;
  // The longest run that is code: a statement may take several lines, and several statements follow each other.
  for (let n = 1; n <= Math.min(lines.length, MAX_LINES); n++) if (isModuleCode(lines.slice(0, n).join('\n'))) length = n;
  return length;
}

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** The problem for import or export code on lines `first` to `last`, in a .md or a .mdx step. */
function importProblem(first: number, last: number, keyword: string, format: 'md' | 'mdx'): NodeProblem {
  const lines = first === last ? `line ${first}` : `lines ${first} ${last === first + 1 ? 'and' : 'to'} ${last}`;
  const kit = "the kit's components (<Callout>, <Only>, <Figure> and the rest)";
  const why =
    format === 'md'
      ? `A .md step would show it as text, and a step needs no ${keyword}. To use a kit component such as <Callout>, rename the file to .mdx: it needs no import there either.`
      : keyword === 'import'
        ? `A step needs no import: ${kit} work without one.`
        : `A step needs no export: it holds text and ${kit}, not code.`;
  return {
    message: 'Content may not use import or export.',
    hint: `Delete ${lines}. ${why} If you meant a sentence that starts with the word "${keyword}", write "${capitalised(keyword)}" with a capital (or start it another way), so it is read as text.`,
  };
}

/**
 * The line an import or export block starts on, for MDX's error about it at `errorLine` (which may be a
 * line or two below, past the text that follows it): the nearest line at or above it starting with
 * import or export, or the first of several such lines with no blank line between. Null when none is.
 */
function blockStart(lines: readonly string[], errorLine: number): number | null {
  let line = Math.min(errorLine, lines.length);
  const lowest = Math.max(1, line - MAX_LINES);
  while (line >= lowest && !KEYWORD_LINE.test(lines[line - 1]!)) line--;
  if (line < lowest) return null;
  let start = line;
  for (let above = line - 1; above >= 1 && lines[above - 1]!.trim() !== ''; above--)
    if (KEYWORD_LINE.test(lines[above - 1]!)) start = above;
  return start;
}

/**
 * For MDX's error about an import or export block: the problem at the block's first line when it is code
 * (text right after it is what MDX could not read), or just that line when it is not (a sentence that
 * starts with "import", which the caller words). Null when no such line is found.
 */
export function importBeforeError(body: string, errorLine: number): { line: number; problem: NodeProblem | null } | null {
  const lines = body.split(/\r?\n/);
  const start = blockStart(lines, errorLine);
  if (start === null) return null;
  const length = statementLength(lines.slice(start - 1));
  const keyword = KEYWORD_LINE.exec(lines[start - 1]!)![1]!;
  return { line: start, problem: length > 0 ? importProblem(start, start + length - 1, keyword, 'mdx') : null };
}

/** An import or export MDX compiled (one with a blank line after it), at the node's lines. */
export function importNodeProblem(node: MdNode): NodeProblem {
  const first = node.position?.start.line ?? 1;
  const keyword = KEYWORD_LINE.exec(node.value ?? '')?.[1] ?? 'import';
  return importProblem(first, node.position?.end?.line ?? first, keyword, 'mdx');
}

/**
 * An import or export at the start of a paragraph, which is text: in a .md step, or in a .mdx step where
 * it is indented or in a list. Null for any other paragraph, such as one starting "import the photos".
 */
export function importInParagraph(node: MdNode, format: 'md' | 'mdx'): NodeProblem | null {
  const text = node.children?.[0];
  if (text?.type !== 'text' || !KEYWORD_LINE.test(text.value ?? '')) return null;
  const length = statementLength(text.value!.split('\n'));
  if (length === 0) return null;
  const first = node.position?.start.line ?? 1;
  return importProblem(first, first + length - 1, KEYWORD_LINE.exec(text.value!)![1]!, format);
}
