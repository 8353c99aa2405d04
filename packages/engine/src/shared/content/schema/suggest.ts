/**
 * "Did you mean ...?" for names written slightly wrong: roles, fields, platforms, layouts, kit components
 * and attributes. Plain code (no Zod): the browser reads conditions with it too.
 */

/** Edits (insert, delete, change, swap two neighbours) turning `a` into `b`. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The candidate `written` was most likely meant to be, ignoring case: one a few letters away, or one it
 * begins (`warn` for `warning`), or the one `aliases` maps it to (names other tools use for the same
 * thing: `info` for `note`). Undefined when none is close, or when `written` is itself a candidate.
 */
export function closestName(
  written: string,
  candidates: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string | undefined {
  const text = written.trim().toLowerCase();
  if (text === '' || candidates.includes(written)) return undefined;
  if (Object.hasOwn(aliases, text)) return aliases[text];
  const allowed = text.length <= 4 ? 1 : text.length <= 8 ? 2 : 3;
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const lower = name.toLowerCase();
    const distance = lower === text ? 0 : text.length >= 3 && lower.startsWith(text) ? 1 : editDistance(text, lower);
    if (distance <= allowed && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}
