/**
 * What a search finds for one viewer, by the rules the guides themselves use: a guide outside its
 * audience is never found; a guide the viewer is not licensed for, or whose platform they are not on, is
 * offered as its message only; a step is found only if `visibleSteps` shows it to them (platform, roles,
 * and the variant they start on), and text inside `<Only>` only if the kit would show it. A result's step
 * number is its place among the viewer's visible steps, so its address opens exactly that step.
 */
import type MiniSearch from 'minisearch';
import { MAX_QUERY_LENGTH } from './search-box-shared';
import type { Query, SearchResult as IndexHit } from 'minisearch';
import { conditionMatches } from '../../shared/content/schema/condition';
import { guideAccess, inAudience, type GuideAccess } from '../../shared/content/derive/access';
import { onlyShows } from '../../shared/content/derive/only';
import { isPhone } from '../../shared/user/devices';
import { stepForRoles, visibleSteps } from '../../shared/content/derive/steps';
import { initialVariant } from '../../shared/content/derive/variants';
import type { Viewer } from '../../shared/user/viewer';
import type { OnlyCondition, SearchDocument, StoredDocument } from '../../shared/content/search-index';
import { DEFAULT_SEARCH_WORDS, expandQuery, PHONE_WORDS, type QueryPart, type SearchWords } from '../../shared/content/search-words';
import type { ContentManifest, GuideEntry } from '../../shared/content/schema/manifest';

export interface SearchResult {
  /** Unique among the results: the guide and step file. */
  key: string;
  guide: GuideEntry;
  /** The step's title; for the guide itself (or a tool), the guide's; for a guide the viewer may not follow, its message. */
  title: string;
  /** The step's number among the viewer's steps (`layout: steps` only). */
  step?: number;
  /** Where the result opens: the guide, at this step and variant. */
  href: string;
  /** The text to show a snippet of (empty when there is none). */
  text: string;
  /** The indexed words that matched (prefix and typo matches included), to highlight. */
  terms: string[];
  score: number;
}

export interface ResultGroup {
  guide: GuideEntry;
  results: SearchResult[];
}

/** At most this many steps of one guide, and results in all: enough to choose from in a small popup. */
export const MAX_PER_GUIDE = 4;
export const MAX_RESULTS = 12;
/** Queries shorter than this (after trimming) find nothing yet: one letter would match half the index. */
export const MIN_QUERY_LENGTH = 2;

interface GuidePlan {
  guide: GuideEntry;
  access: GuideAccess;
  variant?: string;
  /** Each visible step's file and its number among the visible steps. */
  positions: Map<string, number>;
}

/**
 * Per guide in the viewer's audience: whether they may follow it, and where each of their steps is. A
 * search that names a phone (`phone`) looks in the variant for phones of a guide that has one (WiFi's iOS steps).
 */
export function searchPlan(manifest: Pick<ContentManifest, 'guides'>, viewer: Viewer, phone = false): Map<string, GuidePlan> {
  const plans = new Map<string, GuidePlan>();
  for (const guide of manifest.guides) {
    // A visitor who has not signed in finds the public guides only.
    if (!inAudience(guide, viewer.roles) || (viewer.visitor && !guide.public)) continue;
    const forPhones = phone ? guide.variants?.find((v) => v.defaultFor?.some(isPhone))?.id : undefined;
    const variant = forPhones ?? initialVariant(guide, viewer);
    const steps = visibleSteps(guide, viewer, variant);
    plans.set(guide.id, { guide, access: guideAccess(guide, viewer), variant, positions: new Map(steps.map((s, i) => [s.file, i + 1])) });
  }
  return plans;
}

const rolesAllow = (only: readonly OnlyCondition[] | undefined, viewer: Viewer) =>
  (only ?? []).every((c) => !('roles' in c) || conditionMatches(c.roles, viewer.roles));

/** Whether the viewer may find this document. */
function findable(document: StoredDocument, plan: GuidePlan | undefined, viewer: Viewer): boolean {
  if (!plan) return false;
  // A question answers those who may follow its guide.
  if (document.question !== undefined) return plan.access.kind === 'ok';
  if (document.file === '') return true;
  if (plan.access.kind !== 'ok') {
    // Offered as the guide's message only; words meant for other roles still must not find it.
    const step = plan.guide.steps.find((s) => s.file === document.file);
    return !!step && stepForRoles(step, viewer.roles) && rolesAllow(document.only, viewer);
  }
  return plan.positions.has(document.file) && (document.only ?? []).every((c) => onlyShows(c, viewer));
}

function hrefOf(plan: GuidePlan, step: number | undefined): string {
  if (step === undefined) return plan.guide.route;
  const query = new URLSearchParams({ step: String(step), ...(plan.variant ? { variant: plan.variant } : {}) });
  return `${plan.guide.route}?${query}`;
}

type Hit = IndexHit & StoredDocument;

/** How much more a guide's own name or keywords weigh than a step that only mentions the words. */
const GUIDE_NAME_BOOST = 2;
/** How much more troubleshooting weighs when the search tells of a problem ("wifi not working"). */
const PROBLEM_BOOST = 3;
/** A phone's word weighs more when the search names a phone ("email on phone"): phone steps before laptop ones. */
const PHONE_BOOST = 2;

/** One part of the query as MiniSearch's query tree: the words as typed (the last may be unfinished) or any synonym. */
function partQuery(part: QueryPart, last: boolean): Query {
  return {
    combineWith: 'OR',
    queries: [
      {
        combineWith: 'AND',
        queries: [part.words.join(' ')],
        // The last word may still be being typed; a longer word may have a typo or two.
        prefix: (_term: string, i: number, terms: string[]) => last && i === terms.length - 1,
        fuzzy: (term: string) => (term.length < 4 ? false : term.length < 6 ? 1 : 2),
      },
      ...part.synonyms.map((words) => ({
        combineWith: 'AND' as const,
        queries: [words.join(' ')],
        // The portal's own words, exactly.
        prefix: false,
        fuzzy: false,
      })),
    ],
  };
}

/** The results for `query`, grouped by guide, best guide first and each guide's best step first. */
export function searchGuides(
  index: MiniSearch<SearchDocument>,
  manifest: Pick<ContentManifest, 'guides'>,
  viewer: Viewer,
  query: string,
  words: SearchWords = DEFAULT_SEARCH_WORDS,
): ResultGroup[] {
  if (query.trim().length < MIN_QUERY_LENGTH) return [];
  // The box takes no more (maxLength); text set another way is cut to the same length.
  const { parts, problem, phone } = expandQuery(query.slice(0, MAX_QUERY_LENGTH), words);
  if (parts.length === 0) return [];
  const plans = searchPlan(manifest, viewer, phone);
  const options = {
    boost: { title: 2, guideTitle: 1.5 },
    // A guide's own name over a step's words; troubleshooting first for a search that tells of a problem,
    // and phone steps for one that names a phone.
    boostDocument: (_id: unknown, term: string, stored?: Record<string, unknown>) => {
      const document = stored as StoredDocument | undefined;
      const guideItself = document?.file === '' && document.question === undefined;
      return (
        (guideItself ? GUIDE_NAME_BOOST : 1) *
        (problem && document?.problem ? PROBLEM_BOOST : 1) *
        (phone && PHONE_WORDS.has(term) ? PHONE_BOOST : 1)
      );
    },
    filter: (hit: IndexHit) => findable(hit as Hit, plans.get((hit as Hit).guide), viewer),
  };
  const queries = parts.map((part, i) => partQuery(part, i === parts.length - 1));
  // Every part if possible. A student's sentence ("printer says hold for authentication") may have words no
  // step uses: then the steps that match the most of them.
  let hits = index.search({ combineWith: 'AND', queries }, options) as Hit[];
  if (hits.length === 0) {
    hits = index.search({ combineWith: 'OR', queries }, options) as Hit[];
    // At least half the parts, and nearly as many as the best: one common word alone is not an answer.
    const partTerms = parts.map((p) => new Set([...p.words, ...p.synonyms.flat()]));
    const matched = (hit: Hit) => partTerms.filter((terms) => hit.queryTerms.some((t) => terms.has(t))).length;
    const most = Math.max(0, ...hits.map(matched));
    hits = hits.filter((h) => matched(h) >= Math.max(most - 1, Math.ceil(parts.length / 2)));
  }
  // A guide the viewer may not follow only says why: it comes after the steps they can follow.
  const weighed = hits.map((hit) => ({ hit, score: plans.get(hit.guide)!.access.kind === 'ok' ? hit.score : hit.score / 2 }));
  // A guide found by its own name or keywords comes first among its results, its steps after it (after its
  // troubleshooting too, for a search that tells of a problem).
  const guideItself = (hit: Hit) => hit.file === '' && hit.question === undefined;
  const best = new Map<string, number>();
  for (const { hit, score } of weighed) {
    if (!(problem && hit.problem)) best.set(hit.guide, Math.max(best.get(hit.guide) ?? 0, score));
  }
  for (const found of weighed) if (guideItself(found.hit)) found.score = Math.max(found.score, best.get(found.hit.guide) ?? 0);
  weighed.sort((a, b) => b.score - a.score || Number(!guideItself(a.hit)) - Number(!guideItself(b.hit)));

  const byStep = new Map<string, SearchResult>();
  const textMatched = new Set<string>();
  for (const { hit, score } of weighed) {
    const plan = plans.get(hit.guide)!;
    // A guide the viewer may not follow is one result, its message, however many of its steps match.
    const key = plan.access.kind !== 'ok' ? hit.guide : hit.question !== undefined ? `${hit.guide}?${hit.id}` : `${hit.guide}/${hit.file}`;
    const matchedText = Object.values(hit.match).some((fields) => fields.includes('text'));
    const found = byStep.get(key) ?? resultFor(plan, hit, key, score);
    byStep.set(key, found);
    // Several parts of one step (its own text, <Only> segments) are one result: every matched word is
    // highlighted, and the snippet comes from the best part whose text matched.
    found.terms = [...new Set([...found.terms, ...hit.terms])];
    if (plan.access.kind === 'ok' && !textMatched.has(key) && (matchedText || found.text === '')) found.text = hit.text;
    if (matchedText) textMatched.add(key);
  }

  const groups = new Map<string, ResultGroup>();
  let count = 0;
  for (const result of byStep.values()) {
    const group = groups.get(result.guide.id) ?? { guide: result.guide, results: [] };
    if (group.results.length >= MAX_PER_GUIDE) continue;
    if (count++ >= MAX_RESULTS) break;
    group.results.push(result);
    groups.set(result.guide.id, group);
  }
  return [...groups.values()];
}

function resultFor(plan: GuidePlan, hit: Hit, key: string, score: number): SearchResult {
  const { guide, access } = plan;
  const base = { key, guide, terms: [], text: '', score };
  if (access.kind !== 'ok') return { ...base, title: access.message, href: guide.route };
  if (hit.question !== undefined) {
    // The first of its steps the viewer sees; the guide itself when they see none of them.
    const file = hit.opens?.find((f) => plan.positions.has(f));
    const number = file === undefined ? undefined : guide.layout === 'steps' ? plan.positions.get(file) : undefined;
    return { ...base, title: hit.question, href: file === undefined ? guide.route : hrefOf(plan, number) };
  }
  if (hit.file === '') return { ...base, title: guide.title, href: guide.route };
  const step = guide.steps.find((s) => s.file === hit.file)!;
  const number = guide.layout === 'steps' ? plan.positions.get(hit.file) : undefined;
  return { ...base, title: step.title, step: number, href: hrefOf(plan, number) };
}
