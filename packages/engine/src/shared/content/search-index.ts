/**
 * The guides' search index as the build writes it (tooling/content/search/search-documents.ts) and the
 * browser loads it (src/features/search): what one document is, and the one MiniSearch configuration both
 * sides must use (MiniSearch.loadJSON needs the options the index was built with). Plain code: the
 * browser's search chunk imports it.
 */
import type { Condition } from './schema/condition.ts';
import type { DeviceName } from '../user/devices.ts';

/** The condition of one `<Only>` (or `<OnDevice>`, which only Windows users are asked about). */
export type OnlyCondition = { platform: DeviceName } | { roles: Condition };

/**
 * One searchable piece of a guide: the guide itself (its title and keywords), a piece of one step (the
 * text everyone who sees the step sees, or the text inside `<Only>` elements with the same conditions), or
 * one of search.yaml's questions about it. The step's own conditions (platforms, roles, variant) are not
 * repeated here: they are in the manifest, which the browser already holds, and a result is placed with the
 * same `visibleSteps` the guide uses.
 */
export interface SearchDocument {
  id: number;
  /** The guide's id (its folder). */
  guide: string;
  /** The step file, e.g. `03-sign-in.mdx`; empty for the guide itself, found by its title and keywords. */
  file: string;
  /** Indexed, not stored: the guide's and the step's titles, so a title word finds every part of the step. */
  guideTitle: string;
  /** For the guide itself, its `keywords:`: words as weighty as a step's title. */
  title: string;
  /** The words a reader sees, settings resolved (`<Setting>`, `<PrinterTable />`, ...), in one line. */
  text: string;
  /** The `<Only>` conditions around this text, all of which must hold; absent for the step's own text. */
  only?: OnlyCondition[];
  /** A question of search.yaml, as the result shows it (indexed as `title`; its answer is the `text`). */
  question?: string;
  /** For a question: the step files it opens, the first one the reader sees; empty for the guide itself. */
  opens?: string[];
  /** Troubleshooting: the text tells of a problem ("not working", search-words.ts), or the question does. */
  problem?: true;
}

/**
 * Stands in the text for `<Username />`, which differs for each reader: the browser shows the reader's own
 * username there. A private-use character, so no query ever matches it.
 */
export const USERNAME_MARK = '\u{E000}';

/** What a search result carries back from the index. */
export type StoredDocument = Pick<SearchDocument, 'guide' | 'file' | 'text' | 'only' | 'question' | 'opens' | 'problem'>;

/** Runs of anything but spaces and punctuation: MiniSearch's own default split, kept here so highlights match it. */
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** Words that would match nearly every step. Left out of the index and of queries alike. */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its me my of on or so that the then there these they this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);

/** A word as the index holds it (lower case), or null for a word not worth indexing. */
export function searchTerm(word: string): string | null {
  const term = word.toLowerCase();
  return term.length < 2 || STOP_WORDS.has(term) ? null : term;
}

/** The options the index is built and loaded with. */
export const SEARCH_OPTIONS = {
  fields: ['guideTitle', 'title', 'text'],
  storeFields: ['guide', 'file', 'text', 'only', 'question', 'opens', 'problem'],
  tokenize: (text: string) => text.split(SEPARATORS),
  processTerm: searchTerm,
};

export interface WordRange {
  start: number;
  end: number;
  /** The word as the index would hold it; null for a word it leaves out. */
  term: string | null;
}

/** Each word of `text` with its place, split as the index splits it, so a matched term can be shown where it is. */
export function wordRanges(text: string): WordRange[] {
  return [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, term: searchTerm(m[0]) }));
}
