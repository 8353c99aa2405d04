/**
 * Content problems as Vite's error overlay shows them during `npm start`: the same text as
 * `npm run check`, the first problem's file and line as a link that opens the editor, and the
 * lines around it.
 */
import { resolve } from 'node:path';
import type { ErrorPayload } from 'vite';
import { readTextIfPresent } from '../check/files-if-present.ts';
import { formatProblems, type Problem } from '../check/problems.ts';

/** Where problem paths are relative to (as loadContent's displayRoot), and the plugin the overlay names. */
export interface OverlaySource {
  displayRoot: string;
  plugin: string;
}

/**
 * Lines `line - 2` to `line + 2` of `text`, framed as Vite frames code (`12 | text`, then `   | ^` under
 * the line), so the overlay shows them.
 */
export function codeFrame(text: string | null, line: number): string {
  if (text === null) return '';
  const lines = text.split(/\r?\n/);
  const from = Math.max(1, line - 2);
  const to = Math.min(lines.length, line + 2);
  const width = String(to).length;
  let frame = '';
  for (let n = from; n <= to; n++) {
    frame += `${String(n).padEnd(width)} | ${lines[n - 1]}\n`;
    if (n === line) frame += `${' '.repeat(width)} | ^\n`;
  }
  return frame;
}

/** The overlay's error for a non-empty list of problems. */
export function overlayError(problems: readonly Problem[], source: OverlaySource): ErrorPayload['err'] {
  const [first] = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  if (!first) throw new Error('overlayError needs at least one problem');
  const file = resolve(source.displayRoot, first.file);
  return {
    message: formatProblems(problems),
    stack: '',
    id: file,
    plugin: source.plugin,
    loc: { file, line: first.line, column: 1 },
    frame: codeFrame(readTextIfPresent(file), first.line),
  };
}

export function overlayPayload(problems: readonly Problem[], source: OverlaySource): ErrorPayload {
  return { type: 'error', err: overlayError(problems, source) };
}

/**
 * What the content modules throw in the dev server when the content has problems: Vite sends it to the
 * browser, so a page opened (or reloaded) while the content is broken shows the same overlay.
 */
export function overlayLoadError(problems: readonly Problem[], source: OverlaySource): Error {
  const { message, ...rest } = overlayError(problems, source);
  return Object.assign(new Error(message), rest);
}
