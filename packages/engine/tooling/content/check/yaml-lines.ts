/**
 * Finds where a field is written in YAML text from its path (`['tile', 'audience']`, `['rooms', 3, 'email']`),
 * so problems point at the line to fix and can quote what was written. Reads the same parse the check
 * uses (the `yaml` package), so flow style (`tile: { label: x }`), quoted keys and comments make no
 * difference. When it cannot follow the whole path it gives the deepest line it found.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

interface Parsed {
  doc: Document;
  lines: LineCounter;
}

// The checks ask about the same few files again and again; parsing each once per run is enough.
const cache = new Map<string, Parsed>();

function parsed(text: string): Parsed {
  let hit = cache.get(text);
  if (!hit) {
    const lines = new LineCounter();
    hit = { doc: parseDocument(text, { lineCounter: lines, keepSourceTokens: false }), lines };
    if (cache.size > 200) cache.clear();
    cache.set(text, hit);
  }
  return hit;
}

interface Found {
  /** Offset of the deepest part of the path found: a key, or a list item. */
  offset: number;
  /** The value there, when the whole path was found. */
  node: Node | null;
}

function follow(text: string, path: readonly PropertyKey[]): Found {
  let node: unknown = parsed(text).doc.contents;
  let offset = -1;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair || !isPair(pair)) return { offset, node: null };
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) return { offset, node: null };
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      return { offset, node: null };
    }
  }
  return { offset, node: (node as Node | null) ?? null };
}

/** The file line of the field at `path`; `firstLine` is the file line the text starts on. */
export function lineOfPath(text: string, path: readonly PropertyKey[], firstLine = 1): number {
  const { offset } = follow(text, path);
  return firstLine + (offset < 0 ? 0 : parsed(text).lines.linePos(offset).line - 1);
}

/** The value at `path` exactly as written (`0042`, `yes`), or undefined when it is not a single value. */
export function sourceOfPath(text: string, path: readonly PropertyKey[]): string | undefined {
  const { node } = follow(text, path);
  if (!isScalar(node) || !node.range) return undefined;
  return text.slice(node.range[0], node.range[1]).trim();
}
