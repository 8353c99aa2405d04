/** The known name a mistyped one most likely meant: `notes` -> `note`, `Warning` -> `warning`. */

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The closest of `known` within two edits (one for short names), or the one `aliases` maps the name to
 * (names other tools use for the same thing); null when nothing is close.
 */
export function didYouMean(name: string, known: readonly string[], aliases: Readonly<Record<string, string>> = {}): string | null {
  const lower = name.toLowerCase();
  if (Object.hasOwn(aliases, lower)) return aliases[lower]!;
  let best: { name: string; distance: number } | null = null;
  for (const candidate of known) {
    const d = distance(lower, candidate.toLowerCase());
    if (d <= (candidate.length <= 4 ? 1 : 2) && (!best || d < best.distance)) best = { name: candidate, distance: d };
  }
  return best?.name ?? null;
}
