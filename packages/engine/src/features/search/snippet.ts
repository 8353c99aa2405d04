/** The piece of a step's text a result shows, with the words that matched marked. */
import { USERNAME_MARK, wordRanges, type WordRange } from '../../shared/content/search-index';

export interface SnippetPart {
  text: string;
  /** A matched word, shown in <mark>. */
  match: boolean;
}

/** About two lines of the popup. */
const LENGTH = 150;
/** How much comes before the first match, so it is read in its sentence. */
const LEAD = 50;

/** The match to centre on: the first of the stretch of text that holds the most different matched words. */
function bestStart(matches: readonly WordRange[]): WordRange | undefined {
  let best: WordRange | undefined;
  let bestCount = 0;
  for (const m of matches) {
    const count = new Set(matches.filter((n) => n.start >= m.start && n.end <= m.start + LENGTH - LEAD).map((n) => n.term)).size;
    if (count > bestCount) [best, bestCount] = [m, count];
  }
  return best;
}

/**
 * Up to LENGTH characters of `text` around the matched words (where most of them are close together),
 * cut at word boundaries, with … where it was cut, split into marked and unmarked parts. The reader's own
 * username goes where the step shows it.
 */
export function snippet(text: string, terms: readonly string[], username: string): SnippetPart[] {
  const wanted = new Set(terms);
  const words = wordRanges(text);
  const matches = words.filter((w) => w.term !== null && wanted.has(w.term));
  const centre = bestStart(matches);
  const first = centre?.start ?? 0;
  const from = first <= LEAD ? 0 : (words.find((w) => w.start >= first - LEAD)?.start ?? first);
  const last = words.filter((w) => w.end <= from + LENGTH).at(-1);
  const to = text.length <= from + LENGTH ? text.length : Math.max(last?.end ?? 0, centre?.end ?? 0);

  const parts: SnippetPart[] = [];
  const push = (part: string, match: boolean) => part && parts.push({ text: part.replaceAll(USERNAME_MARK, username), match });
  let at = from;
  for (const m of matches.filter((w) => w.start >= from && w.end <= to)) {
    push(text.slice(at, m.start), false);
    push(text.slice(m.start, m.end), true);
    at = m.end;
  }
  push(text.slice(at, to), false);
  if (from > 0) parts.unshift({ text: '…', match: false });
  if (to < text.length) parts.push({ text: '…', match: false });
  return parts;
}
