/**
 * Students' words, understood: synonyms (a student's word and the portal's words for it), phrasings that
 * say nothing about what is wanted ("how do i", "get"), and phrasings that say something is wrong ("not
 * working"). The engine's defaults are here; a school's `content/search.yaml` adds to them. Plain code:
 * the build marks troubleshooting text with it, and the browser's search chunk expands each query with it.
 */
import { SEARCH_OPTIONS, searchTerm } from './search-index.ts';

/** The words a school adds (content/search.yaml's `synonyms`, `ignore` and `problems`), as the browser gets them. */
export interface SearchWords {
  /** A word or phrase students type -> the portal's words or phrases it also means. */
  synonyms: Record<string, string[]>;
  /** Phrasings left out of a query: they say nothing about what is wanted. */
  ignore: string[];
  /** Phrasings that mean something is wrong: a query with one looks for troubleshooting first. */
  problems: string[];
}

/** Words that name a phone or tablet: a query with one looks for phone steps (and the iPhone variant) first. */
export const PHONE_WORDS: ReadonlySet<string> = new Set(['phone', 'iphone', 'ipad', 'android', 'mobile', 'ios', 'tablet']);

/** What the engine understands without a search.yaml. */
export const DEFAULT_SEARCH_WORDS: SearchWords = {
  synonyms: {
    phone: ['iphone', 'android', 'mobile'],
    mobile: ['phone', 'iphone', 'android'],
    'mobile phone': ['phone', 'iphone', 'android'],
    iphone: ['phone', 'ios'],
    ipad: ['ios', 'tablet'],
    android: ['phone', 'mobile'],
    tablet: ['ipad'],
    'wi fi': ['wifi'],
    login: ['sign in'],
    'log in': ['sign in'],
    'log on': ['sign in'],
    logon: ['sign in'],
    'sign in': ['log in'],
    email: ['mail'],
    mail: ['email'],
  },
  ignore: [
    'how do i',
    'how can i',
    'how do you',
    'how to',
    'where do i',
    'where can i',
    'i want to',
    'i need to',
    'can i',
    'please',
    'get',
    'install',
    'download',
    'set up',
  ],
  problems: [
    'not working',
    'isnt working',
    'stopped working',
    'stops working',
    'doesnt work',
    'does not work',
    'dont work',
    'wont work',
    'not connecting',
    'wont connect',
    'cant connect',
    'cant sign in',
    'cant log in',
    'keeps dropping out',
    'broken',
    'error',
  ],
};

/** The words of a phrase as phrasings are matched: lower case, apostrophes dropped ("doesn't" is "doesnt"). */
export function phraseWords(text: string): string[] {
  return SEARCH_OPTIONS.tokenize(text.toLowerCase().replace(/['’]/g, '')).filter((w) => w !== '');
}

/** Whether a phrase has a word search keeps (one of only "the" or "x" would match nothing). */
export const hasSearchWord = (text: string): boolean => phraseWords(text).some((w) => searchTerm(w) !== null);

/** The engine's words with a school's added. */
export function withSchoolWords(school: Partial<SearchWords> | undefined): SearchWords {
  const synonyms: Record<string, string[]> = { ...DEFAULT_SEARCH_WORDS.synonyms };
  for (const [word, also] of Object.entries(school?.synonyms ?? {})) {
    const key = phraseWords(word).join(' ');
    synonyms[key] = [...new Set([...(synonyms[key] ?? []), ...also])];
  }
  return {
    synonyms,
    ignore: [...DEFAULT_SEARCH_WORDS.ignore, ...(school?.ignore ?? [])],
    problems: [...DEFAULT_SEARCH_WORDS.problems, ...(school?.problems ?? [])],
  };
}

/** Whether `phrase` (its words) is in `words` at `at`. */
function phraseAt(words: readonly string[], phrase: readonly string[], at: number): boolean {
  return phrase.length > 0 && phrase.every((w, i) => words[at + i] === w);
}

/** Whether a text has one of the phrasings that mean something is wrong: it is troubleshooting. */
export function problemFinder(words: SearchWords): (text: string) => boolean {
  const problems = words.problems.map(phraseWords);
  return (text) => {
    const all = phraseWords(text);
    return all.some((_, at) => problems.some((p) => phraseAt(all, p, at)));
  };
}

/** One thing a query asks for: a word (or a phrase the synonyms know) and the other words that mean it. */
export interface QueryPart {
  /** The words as typed (search's own terms). */
  words: string[];
  /** Each synonym, as its words: any of them finds what `words` would. */
  synonyms: string[][];
}

export interface ExpandedQuery {
  parts: QueryPart[];
  /** The query says something is wrong ("not working"): troubleshooting first. */
  problem: boolean;
  /** The query names a phone or tablet: phone steps, and the iPhone variant, first. */
  phone: boolean;
}

const terms = (words: readonly string[]) => words.map(searchTerm).filter((t): t is string => t !== null);

/**
 * The query as parts to find, each with its synonyms, without the phrasings that say nothing; the
 * longest phrasing wins where several start at one word. A query of nothing but such phrasings ("install",
 * "broken") is searched for its own words.
 */
export function expandQuery(query: string, words: SearchWords): ExpandedQuery {
  const all = phraseWords(query);
  const byLength = (list: string[]) => list.map(phraseWords).sort((a, b) => b.length - a.length);
  const problems = byLength(words.problems);
  const ignored = byLength(words.ignore);
  const synonymKeys = byLength(Object.keys(words.synonyms));
  const parts: QueryPart[] = [];
  let problem = false;
  for (let at = 0; at < all.length;) {
    const trouble = problems.find((p) => phraseAt(all, p, at));
    const skip = ignored.find((p) => phraseAt(all, p, at));
    const known = synonymKeys.find((p) => phraseAt(all, p, at));
    const longest = Math.max(trouble?.length ?? 0, skip?.length ?? 0, known?.length ?? 0);
    if (longest > 0 && trouble?.length === longest) {
      problem = true;
      at += longest;
    } else if (longest > 0 && skip?.length === longest) {
      at += longest;
    } else if (known && known.length === longest) {
      const synonyms = words.synonyms[known.join(' ')]!.map((s) => terms(phraseWords(s))).filter((s) => s.length > 0);
      parts.push({ words: terms(known), synonyms });
      at += longest;
    } else {
      const term = terms([all[at]!]);
      if (term.length > 0) parts.push({ words: term, synonyms: [] });
      at += 1;
    }
  }
  const found = parts.filter((p) => p.words.length > 0);
  const asTyped = found.length > 0 ? found : terms(all).map((t) => ({ words: [t], synonyms: [] }));
  const phone = asTyped.some((p) => [p.words, ...p.synonyms].some((ws) => ws.some((w) => PHONE_WORDS.has(w))));
  return { parts: asTyped, problem, phone };
}
