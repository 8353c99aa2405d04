/**
 * Turns what the YAML parser finds (its error codes and positions) into messages a technician can act on,
 * at the line to change: a tab, a missing colon, a value that needs quotes, a quote never closed. Also
 * finds mistakes YAML does not call errors but that silently change a value: a ` #` that cuts a title
 * short, a value starting with `&`, `*` or `!`.
 */
import { isPair, isScalar, visit, type Document, type LineCounter, type Node, type YAMLError } from 'yaml';

/** A problem in the YAML text, at its line in the file. */
export interface YamlMessage {
  line: number;
  message: string;
  hint: string;
}

const GENERAL_HINT =
  'Indent with spaces (two for each level, no tabs), write each field as "name: value", and put a value in quotes when it contains ": " or " #" or starts with a sign such as [ { " \' & * ! | > @ or `.';

/** `name: value`, `- name: value` or `- value` on one line. */
interface LineParts {
  indent: number;
  key?: string;
  value: string;
}

function partsOf(line: string): LineParts {
  const indent = line.length - line.trimStart().length;
  const keyed = /^\s*(?:-\s+)?([^\s:#"'][^:#]*?|"[^"]*"|'[^']*'):(?:\s+(.*))?$/.exec(line);
  if (keyed) return { indent, key: keyed[1]!.trim(), value: (keyed[2] ?? '').trim() };
  const item = /^\s*-\s+(.*)$/.exec(line);
  return { indent, value: (item ? item[1]! : line).trim() };
}

/** The value in quotes, with the kind of quote it does not contain. */
export function quoted(value: string): string {
  return value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

/** `name: "value"`, or just `"value"` for a list item. */
function rewritten(parts: LineParts, value: string): string {
  return parts.key ? `${parts.key}: ${quoted(value)}` : quoted(value);
}

/** The text's lines, numbered as in the file (the text starts on file line `firstLine`). */
class Lines {
  readonly all: string[];
  constructor(
    readonly text: string,
    readonly counter: LineCounter,
    readonly firstLine: number,
  ) {
    this.all = text.split(/\r?\n/);
  }
  /** File line of an offset in the text. */
  at(offset: number): number {
    return this.counter.linePos(Math.min(offset, this.text.length)).line + this.firstLine - 1;
  }
  textOf(line: number): string {
    return this.all[line - this.firstLine] ?? '';
  }
  /** The next line after `line` with something on it (not blank, not a comment). */
  nextFilled(line: number): number | null {
    for (let n = line + 1; n < this.firstLine + this.all.length; n++) {
      const t = this.textOf(n).trim();
      if (t !== '' && !t.startsWith('#')) return n;
    }
    return null;
  }
}

/** A field written on several lines by mistake: a missing colon, a missing space, or a line indented too far. */
function brokenKey(lines: Lines, line: number): YamlMessage {
  const text = lines.textOf(line);
  const trimmed = text.trim();
  const noSpace = /^(\s*(?:-\s+)?)([A-Za-z0-9_-]+):(\S.*)$/.exec(text);
  if (noSpace) {
    return { line, message: `Line ${line} needs a space after the colon.`, hint: `Write \`${noSpace[2]}: ${noSpace[3]}\`.` };
  }
  if (!trimmed.includes(':')) {
    const [name, ...rest] = trimmed.replace(/^-\s+/, '').split(/\s+/);
    const example = rest.length > 0 ? `${name}: ${rest.join(' ')}` : `${name}: value`;
    return {
      line,
      message: `Line ${line} is missing the colon after the field name.`,
      hint: `Write the name, a colon and a space, then the value: \`${example}\`.`,
    };
  }
  return tooDeep(lines, line);
}

/** The line after `line` is indented further than a field that already has its value. */
function tooDeep(lines: Lines, line: number): YamlMessage {
  const next = lines.nextFilled(line);
  const here = partsOf(lines.textOf(line));
  if (next !== null && partsOf(lines.textOf(next)).indent > here.indent) {
    const nextKey = partsOf(lines.textOf(next)).key;
    const lineUp =
      nextKey && here.key
        ? `Start "${nextKey}" at the same column as "${here.key}" above it`
        : 'Use the same number of spaces as the line above';
    return {
      line: next,
      message: `Line ${next} is indented further than line ${line} above it.`,
      hint: `${lineUp}; only the fields inside a group (after a line ending in a colon) are indented further.`,
    };
  }
  return { line, message: `Line ${line} cannot be read as YAML.`, hint: GENERAL_HINT };
}

const SPECIAL_START = /^[[\]{}&*!|>@`%"',-]/;

/** A value that begins with a sign YAML reads in its own way, or goes on after its closing quote. */
function specialStart(lines: Lines, line: number): YamlMessage | null {
  const parts = partsOf(lines.textOf(line));
  const first = parts.value.charAt(0);
  if (!first || !SPECIAL_START.test(first)) return null;
  if (first === '"' || first === "'") {
    const rest = parts.value.slice(parts.value.indexOf(first, 1) + 1).trim();
    if (rest === '') return null;
    return {
      line,
      message: `The value on line ${line} goes on after its closing quote.`,
      hint: `Put the whole value in quotes, using the other kind of quote around it: \`${rewritten(parts, parts.value)}\`.`,
    };
  }
  const meaning =
    first === '['
      ? ', so it is read as a list'
      : first === '{'
        ? ', so it is read as a group of fields'
        : ', which has a special meaning in YAML';
  return {
    line,
    message: `The value on line ${line} starts with "${first}"${meaning}.`,
    hint: `Put the value in quotes: \`${rewritten(parts, parts.value)}\`.`,
  };
}

/** Where the quoted value that never closes begins. */
function unclosedQuote(doc: Document, lines: Lines, offset: number, quote: string): YamlMessage {
  let start = -1;
  visit(doc, {
    Scalar(_key, node) {
      const from = node.range?.[0] ?? -1;
      if ((node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && from <= offset && from > start) start = from;
    },
  });
  const line = start >= 0 ? lines.at(start) : lines.at(offset);
  return {
    line,
    message: `A quote is not closed: the ${quote} on line ${line} starts a value that never ends.`,
    hint: `Add the closing ${quote} at the end of the value on line ${line}.`,
  };
}

/** Line of the first of two equal keys in the same group. */
function firstOfDuplicate(doc: Document, lines: Lines, offset: number): { key: string; first: number } | null {
  let found: { key: string; first: number } | null = null;
  visit(doc, {
    Map(_key, map) {
      const keys = map.items.filter(isPair).map((p) => p.key as Node | null);
      const dup = keys.find((k) => k?.range?.[0] === offset);
      if (!dup || !isScalar(dup)) return;
      const earlier = keys.find((k) => isScalar(k) && k.value === dup.value && k !== dup);
      if (earlier?.range) found = { key: String(dup.value), first: lines.at(earlier.range[0]) };
    },
  });
  return found;
}

function unclosedBracket(lines: Lines, line: number, open: string): YamlMessage {
  const close = open === '[' ? ']' : '}';
  let at = line;
  for (let n = line; n >= lines.firstLine; n--) {
    const t = lines.textOf(n);
    if (t.split(open).length > t.split(close).length) {
      at = n;
      break;
    }
  }
  const example = open === '[' ? 'platforms: [windows, mac]' : 'tile: { label: Adobe, icon: adobe, order: 10 }';
  return {
    line: at,
    message: `The ${open} on line ${at} is never closed with ${close}.`,
    hint: `Close it on the same line, e.g. \`${example}\`.`,
  };
}

function messageFor(error: YAMLError, doc: Document, lines: Lines): YamlMessage {
  const offset = error.pos[0];
  const line = lines.at(offset);
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return {
        line,
        message: `Line ${line} is indented with a tab; tabs are not allowed.`,
        hint: 'Use two spaces for each level of indentation instead of the tab.',
      };
    case 'MULTILINE_IMPLICIT_KEY':
      return brokenKey(lines, line);
    case 'BLOCK_AS_IMPLICIT_KEY': {
      const parts = partsOf(lines.textOf(line));
      if (parts.key && parts.value.includes(': ')) {
        return {
          line,
          message: `The value on line ${line} contains ": ", so it is read as another field.`,
          hint: `Put the value in quotes: \`${rewritten(parts, parts.value)}\`.`,
        };
      }
      return tooDeep(lines, line);
    }
    case 'MISSING_CHAR': {
      const quote = /closing (["'])/.exec(error.message);
      if (quote) return unclosedQuote(doc, lines, offset, quote[1]!);
      if (/map values/.test(error.message)) return brokenKey(lines, line);
      if (/flow sequence|\]/.test(error.message)) return unclosedBracket(lines, line, '[');
      if (/flow map|\}/.test(error.message)) return unclosedBracket(lines, line, '{');
      break;
    }
    case 'DUPLICATE_KEY': {
      const dup = firstOfDuplicate(doc, lines, offset);
      const name = dup ? `"${dup.key}"` : 'This field';
      return {
        line,
        message: `${name} is written twice${dup ? ` (lines ${dup.first} and ${line})` : ''}.`,
        hint: 'Keep one of them and delete the other.',
      };
    }
    case 'BAD_INDENT': {
      if (/Flow sequence/.test(error.message)) return unclosedBracket(lines, line, '[');
      if (/Flow map/.test(error.message)) return unclosedBracket(lines, line, '{');
      return {
        line,
        message: `Line ${line} does not line up with the lines around it.`,
        hint: 'Fields of one group start at the same column: use the same number of spaces as the field above it.',
      };
    }
    case 'MULTIPLE_DOCS':
      return {
        line,
        message: `The --- on line ${line} splits the file in two, and the part after it would not be read.`,
        hint: 'Remove the --- line.',
      };
  }
  return specialStart(lines, line) ?? { line, message: `Line ${line} cannot be read as YAML.`, hint: GENERAL_HINT };
}

/** The parser's errors as technician messages, one per line. */
export function yamlErrorMessages(doc: Document, text: string, counter: LineCounter, firstLine: number): YamlMessage[] {
  const lines = new Lines(text, counter, firstLine);
  const messages: YamlMessage[] = [];
  // A tab throws the parser off for the lines after it: report the tabs alone, and the rest once they are gone.
  const all = [...doc.errors, ...doc.warnings];
  const tabs = all.filter((e) => e.code === 'TAB_AS_INDENT');
  for (const error of tabs.length > 0 ? tabs : all) {
    const message = messageFor(error, doc, lines);
    if (!messages.some((m) => m.line === message.line)) messages.push(message);
  }
  return messages;
}

/**
 * Values that are valid YAML but not what the technician wrote: a ` #` read as the start of a comment
 * (`title: Step #1 connect` is "Step"), or a value starting with `&`, `*` or `!` (YAML's anchors,
 * references and tags), or a `#` right after the colon, which leaves the field empty (`brand: #12355b`).
 * A note after a value with two or more spaces before its `# ` is a comment as intended.
 */
export function yamlValueMessages(doc: Document, text: string, counter: LineCounter, firstLine: number): YamlMessage[] {
  const lines = new Lines(text, counter, firstLine);
  const messages: YamlMessage[] = [];
  visit(doc, {
    Pair(_key, pair) {
      // `brand: #12355b`: YAML reads the field as empty and the colour as a note.
      if (!isScalar(pair.key) || !pair.key.range || (pair.value !== null && !(isScalar(pair.value) && pair.value.value === null))) return;
      const rest = text.slice(pair.key.range[1]).split(/\r?\n/, 1)[0]!;
      const note = /^\s*:[ \t]+#(\S.*)$/.exec(rest);
      if (!note) return;
      const line = lines.at(pair.key.range[0]);
      const name = String(pair.key.value);
      messages.push({
        line,
        message: `The # on line ${line} starts a comment, so "${name}" is read as empty.`,
        hint: `If the # is part of the value (a colour such as #12355b), put the value in quotes: \`${name}: "#${note[1]!.trim()}"\`.`,
      });
    },
    Alias(_key, node) {
      const line = lines.at(node.range?.[0] ?? 0);
      messages.push(
        specialStart(lines, line) ?? {
          line,
          message: `The value on line ${line} starts with "*", which has a special meaning in YAML.`,
          hint: 'Put the value in quotes.',
        },
      );
    },
    Scalar(key, node, path) {
      if (key === 'key' || !node.range) return;
      const line = lines.at(node.range[0]);
      if (node.anchor !== undefined || node.tag !== undefined) {
        const special = specialStart(lines, line);
        if (special) messages.push(special);
        return;
      }
      if (node.type !== 'PLAIN') return;
      const after = /^([ \t]+)#(.*)/.exec(text.slice(node.range[1]).split(/\r?\n/, 1)[0]!);
      if (!after || (after[1]!.length > 1 && /^(\s|#|$)/.test(after[2]!))) return;
      const parent = path[path.length - 1];
      const field = isPair(parent) && isScalar(parent.key) ? `"${String(parent.key.value)}"` : 'the list item';
      const full = text.slice(node.range[0]).split(/\r?\n/, 1)[0]!.trim();
      const parts = partsOf(lines.textOf(line));
      const example = isPair(parent) && isScalar(parent.key) ? `${String(parent.key.value)}: ${quoted(full)}` : rewritten(parts, full);
      messages.push({
        line,
        message: `The # on line ${line} starts a comment, so ${field} is read as "${String(node.value)}" and the rest is left out.`,
        hint: `If the # is part of the text, put the whole value in quotes: \`${example}\`. A note goes on a line of its own, starting with #.`,
      });
    },
  });
  return messages;
}

/** An alias that names nothing makes the data unreadable; say where it is (a line of the text). */
export function firstAliasLine(doc: Document, counter: LineCounter): number {
  let offset = 0;
  visit(doc, {
    Alias(_key, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return counter.linePos(offset).line;
}
