/**
 * `GET /guideHealth?days=7|30`: what IT staff see on the portal's Guide health page. For the last 7 or 30
 * days (UTC, today included): the steps people reported, ranked, one row per guide, step, platform and
 * variant, with what happened; and the searches that found nothing. Only staff (REPORTS_STAFF_ROLES,
 * default `Staff`, or REPORTS_STAFF_GROUPS) and the words' readers may read it: anyone else gets 403
 * `not_staff`. The words people typed are in the answer only for the words' readers (REPORTS_WORDS_ROLES,
 * default `ITSupport`, or REPORTS_WORDS_GROUPS); other staff see how many reports came with words. Every
 * answer says who reads the words and how long reports are kept (`privacy`), and what a flood or the
 * deadline left out (`skipped`, `daysRead`). Aggregated here, so the answer holds no row of any one person
 * (there is none to hold: report-store.ts keeps no id).
 */
import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import {
  HEALTH_PERIODS,
  MAX_SEARCH_ROWS,
  MAX_STEP_ROWS,
  MAX_WORDS_PER_ROW,
  MIN_SEARCH_COUNT,
  type GuideHealth,
  type HealthDayRead,
  type HealthSearch,
  type HealthStep,
} from '@school-it-portal/function-contract/guide-health';
import type { Platform, ReportPrivacy } from '@school-it-portal/function-contract/reports';
import * as answer from './report-answers.ts';
import { DeadlinePassedError, deadlineIn, raceAbort, REQUEST_DEADLINE_MS, storageCalls, type StoragePolicy } from './deadline.ts';
import { InvalidIdTokenError, type VerifiedCaller } from './id-token.ts';
import type { HealthReaders, StaffPolicy } from './report-config.ts';
import { dayOf, type ReportStore, type StoredReport } from './report-store.ts';
import { requestFacts, type Log, type RequestContext } from './request-audit.ts';

export function isStaff(caller: Pick<VerifiedCaller, 'roles' | 'groups'>, policy: StaffPolicy): boolean {
  const groups = new Set(policy.groups.map((g) => g.toLowerCase()));
  return (caller.roles ?? []).some((role) => policy.roles.includes(role)) || (caller.groups ?? []).some((g) => groups.has(g.toLowerCase()));
}

const mostFirst = <T>(counts: Map<T, number>) => [...counts].sort((a, b) => b[1] - a[1]);
const later = (a: string, b: string) => (a > b ? a : b);

/** What one read of the store left out, and what the reader may see. */
export interface SummaryContext {
  truncated: boolean;
  daysRead: HealthDayRead[];
  wordsIncluded: boolean;
  privacy: ReportPrivacy;
}

/** What the page says about the words and their keeping, from who reads them. */
export function privacyOf(readers: HealthReaders): ReportPrivacy {
  return { wordsReadBy: [...readers.words.roles], wordsReadByGroups: readers.words.groups.length > 0, keepDays: readers.keepDays };
}

/** The reports, as the health page shows them. Pure. */
export function summarise(
  reports: readonly StoredReport[],
  period: { days: number; from: string; to: string },
  { truncated, daysRead, wordsIncluded, privacy }: SummaryContext,
): GuideHealth {
  type Gathering = HealthStep & { codes: Map<string, number>; browserCounts: Map<string, number>; stepDay: string };
  const steps = new Map<string, Gathering>();
  const searches = new Map<string, HealthSearch & { platformSet: Set<Platform> }>();
  for (const r of reports) {
    if (r.kind === 'search') {
      const row = searches.get(r.query) ?? { query: r.query, count: 0, lastDay: r.day, platforms: [], platformSet: new Set() };
      row.count++;
      row.lastDay = later(row.lastDay, r.day);
      row.platformSet.add(r.platform);
      searches.set(r.query, row);
      continue;
    }
    const key = JSON.stringify([r.guide, r.stepName, r.platform, r.variant]);
    const row: Gathering = steps.get(key) ?? {
      guide: r.guide,
      stepName: r.stepName,
      step: r.step,
      stepDay: r.day,
      platform: r.platform,
      ...(r.variant ? { variant: r.variant } : {}),
      count: 0,
      what: { looks_different: 0, error: 0, other: 0 },
      words: [],
      withWords: 0,
      browsers: [],
      lastDay: r.day,
      codes: new Map(),
      browserCounts: new Map(),
    };
    row.count++;
    if (r.what) row.what[r.what]++;
    if (r.words) {
      row.withWords++;
      if (wordsIncluded) row.words.push({ day: r.day, what: r.what, text: r.words });
    }
    if (r.supportCode) row.codes.set(r.supportCode, (row.codes.get(r.supportCode) ?? 0) + 1);
    if (r.browser) row.browserCounts.set(r.browser, (row.browserCounts.get(r.browser) ?? 0) + 1);
    if (r.day >= row.stepDay) {
      row.step = r.step;
      row.stepDay = r.day;
    }
    row.lastDay = later(row.lastDay, r.day);
    steps.set(key, row);
  }
  const stepRows = [...steps.values()]
    .sort((a, b) => b.count - a.count || b.lastDay.localeCompare(a.lastDay) || a.guide.localeCompare(b.guide) || a.step - b.step)
    .slice(0, MAX_STEP_ROWS)
    .map(({ codes, browserCounts, stepDay: _stepDay, words, ...row }) => {
      const code = mostFirst(codes)[0]?.[0];
      return {
        ...row,
        words: words.sort((a, b) => b.day.localeCompare(a.day)).slice(0, MAX_WORDS_PER_ROW),
        ...(code ? { supportCode: code } : {}),
        browsers: mostFirst(browserCounts).map(([name, count]) => ({ name, count })),
      };
    });
  const searchRows = [...searches.values()]
    .filter((row) => row.count >= MIN_SEARCH_COUNT)
    .sort((a, b) => b.count - a.count || b.lastDay.localeCompare(a.lastDay) || a.query.localeCompare(b.query))
    .slice(0, MAX_SEARCH_ROWS)
    .map(({ platformSet, ...row }) => ({ ...row, platforms: [...platformSet].sort() }));
  const skipped = daysRead.reduce((sum, day) => sum + day.skipped, 0);
  return {
    ...period,
    reports: reports.length,
    steps: stepRows,
    searches: searchRows,
    truncated,
    skipped,
    daysRead,
    wordsIncluded,
    privacy,
  };
}

/** The days a period covers: `days` UTC days up to and including today's. */
export function periodOf(days: number, now: Date): { days: number; from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return { days, from: dayOf(from), to: dayOf(now) };
}

export interface HealthHandlerDependencies {
  verifyIdToken: (authorization: string | null) => Promise<VerifiedCaller>;
  store: ReportStore;
  /** Who may read guide health, who of them the words, and how long reports are kept. */
  readers: HealthReaders;
  now?: () => Date;
  log?: Log;
  deadlineMs?: number;
  storagePolicy?: StoragePolicy;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

export function guideHealthHandler({
  verifyIdToken,
  store,
  readers,
  now = () => new Date(),
  log = () => {},
  deadlineMs = REQUEST_DEADLINE_MS,
  storagePolicy,
}: HealthHandlerDependencies) {
  return async (request: Request, context?: RequestContext): Promise<Response> => {
    const { requestId } = requestFacts(request, context);
    const deadline = deadlineIn(deadlineMs);
    const note = (outcome: string, fields: Record<string, string | number> = {}) => log('Guide health', { requestId, outcome, ...fields });
    if (request.method !== ENDPOINTS.guideHealth.method) return answer.methodNotAllowed(ENDPOINTS.guideHealth.method);

    let caller: VerifiedCaller;
    try {
      caller = await raceAbort(verifyIdToken(request.headers.get('Authorization')), deadline.signal, () => new DeadlinePassedError());
    } catch (error) {
      if (!(error instanceof InvalidIdTokenError)) {
        note('keys_unavailable', { error: errorName(error) });
        return answer.keysUnavailable();
      }
      note('invalid_token');
      return answer.invalidToken(error.message);
    }
    const wordsIncluded = isStaff(caller, readers.words);
    if (!wordsIncluded && !isStaff(caller, readers.staff)) {
      note('not_staff');
      return answer.notStaff();
    }

    const days = Number(new URL(request.url).searchParams.get('days') ?? HEALTH_PERIODS[0]);
    if (!(HEALTH_PERIODS as readonly number[]).includes(days)) return answer.invalidPeriod(HEALTH_PERIODS);
    const period = periodOf(days, now());
    try {
      const { reports, truncated, days: daysRead } = await store.read(period, storageCalls(deadline, storagePolicy));
      const health = summarise(reports, period, { truncated, daysRead, wordsIncluded, privacy: privacyOf(readers) });
      note('read', { days, reports: reports.length, skipped: health.skipped, words: wordsIncluded ? 'shown' : 'withheld' });
      return answer.guideHealth(health);
    } catch (error) {
      note('storage_unavailable', { error: errorName(error) });
      return answer.storageUnavailable('read the reports');
    }
  };
}
