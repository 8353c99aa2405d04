/**
 * Turns the MDX compiler's errors into plain messages at the line to change: a tag never closed, a
 * closing tag with nothing to close, a `<` or `{` meant as text, an attribute without quotes, an import.
 */
import { ESM_SOURCE, importBeforeError } from './mdx-imports.ts';

export interface MdxSyntaxProblem {
  line: number;
  message: string;
  hint: string;
}

interface Point {
  line?: number;
  offset?: number;
}

/** What the compiler throws (a VFileMessage). */
export interface MdxCompileError {
  line?: number;
  reason?: string;
  message?: string;
  ruleId?: string;
  source?: string;
  place?: Point | { start?: Point };
}

const CLOSE_HINT =
  'Close every tag (<Callout>...</Callout>, or <Figure ... /> when it holds nothing). To show a < or { sign as text, write \\< or \\{.';

const CONTAINERS: Readonly<Record<string, string>> = { paragraph: 'paragraph', blockQuote: 'quote', listItem: 'list item' };

function offsetOf(error: MdxCompileError): number | undefined {
  const place = error.place;
  if (!place) return undefined;
  return 'start' in place ? place.start?.offset : (place as Point).offset;
}

/** 1-based line of an offset in the body. */
function lineAt(body: string, offset: number): number {
  return body.slice(0, offset).split('\n').length;
}

/** The last unescaped `sign` at or before `offset`, as a line; `fallback` when there is none. */
function lineOfLast(body: string, offset: number, pattern: RegExp, fallback: number): number {
  let found = -1;
  for (const match of body.slice(0, offset + 1).matchAll(pattern)) found = match.index;
  return found >= 0 ? lineAt(body, found) : fallback;
}

function unclosed(reason: string): MdxSyntaxProblem | null {
  const m = /^Expected a closing tag for `<([^>`]*)>` \((\d+):\d+(?:-\d+:\d+)?\)(?: before the end of `(\w+)`)?/.exec(reason);
  if (!m) return null;
  const [, name = '', line, container] = m;
  const tag = `<${name}>`;
  const close = `</${name}>`;
  const where = container ? (CONTAINERS[container] ?? 'block') : undefined;
  if (where) {
    return {
      line: Number(line),
      message: `${tag} on line ${line} is not closed before the end of its ${where}.`,
      hint: `Close it in the same ${where} (${tag}...${close}), write <${name} ... /> if it holds nothing, or put ${tag} and ${close} on lines of their own to wrap several paragraphs.`,
    };
  }
  return {
    line: Number(line),
    message: `${tag} on line ${line} is never closed.`,
    hint: `Add ${close} where it ends, or write <${name} ... /> if it holds nothing.`,
  };
}

function mismatched(reason: string, line: number): MdxSyntaxProblem | null {
  const m = /^Unexpected closing tag `<\/([^>`]*)>`, expected corresponding closing tag for `<([^>`]*)>` \((\d+):/.exec(reason);
  if (!m) return null;
  const [, closing, open, openLine] = m;
  return {
    line,
    message: `</${closing}> on line ${line} does not match <${open}>, opened on line ${openLine}.`,
    hint: `Close <${open}> with </${open}> first: tags close in the reverse order they open. If </${closing}> has no opening tag, remove it.`,
  };
}

function unexpectedCharacter(reason: string, body: string, line: number, offset: number | undefined): MdxSyntaxProblem {
  const char = /^Unexpected character `(.+?)` \(U\+/.exec(reason)?.[1] ?? '';
  if (/to create a link/.test(reason)) {
    return {
      line,
      message: `Line ${line} has an address between < and >, which is read as a tag.`,
      hint: 'Write a link as [the text](https://...) and an email address as plain text.',
    };
  }
  if (/to create a comment/.test(reason)) {
    return {
      line,
      message: `Line ${line} has an HTML comment (<!-- -->), which a step cannot use.`,
      hint: 'Write a note as {/* note */}, or delete it.',
    };
  }
  if (/before name/.test(reason) && /^[0-9]$/.test(char)) {
    return {
      line,
      message: `The < before "${char}" on line ${line} is read as the start of a tag.`,
      hint: `To show the sign, write \\< (as in \\<${char}), or write it in words ("less than ${char}").`,
    };
  }
  if (/before name/.test(reason)) {
    return {
      line,
      message: `The < on line ${line} is read as the start of a tag.`,
      hint: 'To show the sign, write \\<. Tags start with a letter: <Callout>.',
    };
  }
  if (/before attribute value/.test(reason)) {
    const before = offset === undefined ? '' : body.slice(0, offset);
    const name = /([\w-]+)\s*=\s*$/.exec(before)?.[1] ?? 'the attribute';
    const value = offset === undefined ? '' : (/^[^\s/>]+/.exec(body.slice(offset))?.[0] ?? '');
    return {
      line,
      message: `The value of ${name} on line ${line} needs quotes.`,
      hint: `Write ${name}="${value || 'text'}": text in quotes, numbers in braces (width={640}).`,
    };
  }
  return {
    line,
    message: `The tag on line ${line} cannot be read: "${char}" cannot go there.`,
    hint: `Write a tag as <Name attribute="value">...</Name> or <Name attribute="value" />. ${CLOSE_HINT}`,
  };
}

/** Characters Word and other editors put in as they type, which code must not have, by name. */
const TYPOGRAPHIC: readonly [RegExp, string][] = [
  [/[\u201C\u201D\u201E]/, 'curly double quotes (“ ”)'],
  [/[\u2018\u2019]/, 'curly single quotes (‘ ’)'],
];

/**
 * A line that MDX reads as code: one starting with `import` or `export` (MDX's own import lines), or a tag
 * whose attribute has curly quotes pasted from Word. Null for other lines.
 */
function readAsCode(body: string, line: number): MdxSyntaxProblem | null {
  const text = body.split(/\r?\n/)[line - 1] ?? '';
  const keyword = /^\s*(import|export)\b/.exec(text)?.[1];
  if (keyword) {
    return {
      line,
      message: `A line that starts with "${keyword}" is read as code in a .mdx step, so line ${line} cannot be read.`,
      hint: `Start the sentence another way (or with a capital: "${keyword[0]!.toUpperCase()}${keyword.slice(1)} ..."), or use a .md step if it needs no components. If it is meant as an ${keyword}, delete it: a step needs none.`,
    };
  }
  const typographic = /<[A-Za-z]/.test(text) ? TYPOGRAPHIC.find(([pattern]) => pattern.test(text)) : undefined;
  if (typographic) {
    return {
      line,
      message: `Line ${line} has ${typographic[1]} in a tag, as Word puts in: a component's attributes need straight quotes.`,
      hint: 'Type the quotes again in the editor, as plain " or \': platform="mac".',
    };
  }
  return null;
}

/** The compiler's error as a plain message at its line (lines count from the file's first line). */
export function describeMdxError(error: MdxCompileError, body: string): MdxSyntaxProblem {
  const reason = error.reason ?? error.message ?? String(error);
  const offset = offsetOf(error);
  const line = error.line ?? (offset === undefined ? 1 : lineAt(body, offset));
  // MDX reports an import followed by text at the text, often a line or two below: report the import.
  const imported = error.source === ESM_SOURCE ? importBeforeError(body, line) : null;
  if (imported) return imported.problem ? { line: imported.line, ...imported.problem } : readAsCode(body, imported.line)!;
  const asCode = readAsCode(body, line);
  if (asCode) return asCode;
  if (error.ruleId === 'end-tag-mismatch') {
    const found = unclosed(reason) ?? mismatched(reason, line);
    if (found) return found;
  }
  if (error.ruleId === 'unexpected-closing-slash') {
    const name = offset === undefined ? '' : (/^\/\s*([\w.:-]*)/.exec(body.slice(offset))?.[1] ?? '');
    const tag = name ? `</${name}>` : 'This closing tag';
    return {
      line,
      message: `${tag} on line ${line} closes a tag that is not open.`,
      hint: `Remove it, or add the opening tag before it. A tag opened inside a paragraph must close in that paragraph; to wrap several paragraphs, put both tags on lines of their own.`,
    };
  }
  if (error.source === 'micromark-extension-mdx-jsx' && error.ruleId === 'unexpected-character')
    return unexpectedCharacter(reason, body, line, offset);
  if (error.source === 'micromark-extension-mdx-jsx' && error.ruleId === 'unexpected-eof') {
    const tagLine = lineOfLast(body, offset ?? body.length, /<[A-Za-z]/g, line);
    if (/closing quote/.test(reason))
      return {
        line: tagLine,
        message: `A quote in the tag on line ${tagLine} is not closed.`,
        hint: 'Close each attribute value with the same quote it opens with: platform="mac".',
      };
    return {
      line: tagLine,
      message: `The tag on line ${tagLine} is not finished.`,
      hint: `End it with > (or /> when it holds nothing). ${CLOSE_HINT}`,
    };
  }
  if (error.source === 'micromark-extension-mdx-expression') {
    const braceLine = lineOfLast(body, offset ?? body.length, /(?<!\\)\{/g, line);
    if (error.ruleId === 'unexpected-eof')
      return {
        line: braceLine,
        message: `The { on line ${braceLine} is never closed.`,
        hint: 'To show a brace as text, write \\{. A step may not contain {code}.',
      };
    return {
      line: braceLine,
      message: `The { on line ${braceLine} starts code, which a step may not contain.`,
      hint: 'To show braces as text, write \\{ and \\}. In a tag, write text in quotes (alt="...") and numbers in braces (width={640}).',
    };
  }
  return { line, message: `Line ${line} cannot be read: check the tags and braces on it.`, hint: CLOSE_HINT };
}
