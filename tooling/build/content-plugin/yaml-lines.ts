/**
 * Finds the line of a field in YAML text from its path (`['tile', 'audience']`, `['rooms', 3, 'email']`),
 * so problems point at the line to fix. A reading of indentation, good for the block YAML content uses;
 * when it cannot follow the path it returns the deepest line it found.
 */
export function lineOfPath(text: string, path: readonly PropertyKey[], firstLine = 1): number {
  const lines = text.split(/\r?\n/);
  let start = 0;
  let end = lines.length;
  let parentColumn = -1;
  let found = -1;
  for (const segment of path) {
    const hit = typeof segment === 'number' ? findItem(lines, start, end, parentColumn, segment) : findKey(lines, start, end, parentColumn, String(segment));
    if (!hit) break;
    found = hit.line;
    if (hit.inline) break;
    // An item's first key sits on the item's own line (`- room: Library`).
    start = typeof segment === 'number' ? hit.line : hit.line + 1;
    end = blockEnd(lines, hit.line + 1, hit.column);
    parentColumn = hit.column;
  }
  return firstLine + Math.max(0, found);
}

interface Hit {
  line: number;
  column: number;
  /** The value is written on the same line (flow style): deeper segments are on this line too. */
  inline: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function findKey(lines: string[], start: number, end: number, parentColumn: number, key: string): Hit | null {
  const pattern = new RegExp(`^(\\s*(?:- )?)(["']?)${escape(key)}\\2\\s*:(.*)$`);
  let best: Hit | null = null;
  for (let i = start; i < end; i++) {
    const m = pattern.exec(lines[i]!);
    if (!m) continue;
    const column = m[1]!.length;
    if (column <= parentColumn) continue;
    if (!best || column < best.column) best = { line: i, column, inline: /^\s*[[{]/.test(m[3]!) };
  }
  if (best) return best;
  // A flow mapping such as `tile: { label: x }`.
  for (let i = Math.max(0, start - 1); i < end; i++) {
    if (new RegExp(`[{,]\\s*${escape(key)}\\s*:`).test(lines[i]!)) return { line: i, column: parentColumn + 1, inline: true };
  }
  return null;
}

function findItem(lines: string[], start: number, end: number, parentColumn: number, index: number): Hit | null {
  const items: Hit[] = [];
  let column = Infinity;
  for (let i = start; i < end; i++) {
    const m = /^(\s*)- /.exec(lines[i]!) ?? /^(\s*)-$/.exec(lines[i]!);
    // A list may sit at its key's own indentation (`rooms:` then `- room: ...` below it).
    if (!m || m[1]!.length < parentColumn) continue;
    if (m[1]!.length < column) {
      column = m[1]!.length;
      items.length = 0;
    }
    if (m[1]!.length === column) items.push({ line: i, column: column + 1, inline: false });
  }
  const item = items[index];
  if (item) return item;
  // A flow sequence such as `platforms: [windows, linux]` lives on the parent's line.
  return start > 0 ? { line: start - 1, column: parentColumn, inline: true } : null;
}

function blockEnd(lines: string[], from: number, column: number): number {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const indent = line.length - line.trimStart().length;
    if (indent < column || (indent === column && !line.trimStart().startsWith('- '))) return i;
  }
  return lines.length;
}
