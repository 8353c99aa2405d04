/**
 * `POST /reports`: a person says a step did not work ("This step didn't work"), or the portal says a search
 * found nothing. Anyone signed in to the school's tenant may report; the report keeps nothing that names
 * them (report-store.ts). In order:
 *  1. POST, JSON, at most 4 kB (by Content-Length)                 -> 405, 415, 413 too_large
 *  2. a valid ID token (the same check as the pass function's)     -> 401 invalid_token, 503 keys_unavailable
 *  3. the body, read to at most 4 kB, is a report (report-request.ts): its words and search cleaned of
 *     emails, numbers, anything that looks like a password and the person's own names
 *                                                                  -> 413, 400 invalid_report
 *  4. a step report names a guide and step the portal publishes (report-subjects.ts)
 *                                                                  -> 400 invalid_report, 503 subjects_unavailable
 *  5. stored, at most once per person per step (or search) per day, and at most REPORTS_DAILY_LIMIT a day
 *                                                                  -> 201 recorded, 200 already_reported,
 *                                                                     429 daily_limit, 503 storage_unavailable
 * Within one deadline; every storage call bounded (deadline.ts). The log never names the person.
 */
import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import { MAX_REPORT_BYTES, type ReportPrivacy } from '@school-it-portal/function-contract/reports';
import * as answer from './report-answers.ts';
import { DeadlinePassedError, deadlineIn, raceAbort, REQUEST_DEADLINE_MS, storageCalls, type StoragePolicy } from './deadline.ts';
import { InvalidIdTokenError, type VerifiedCaller } from './id-token.ts';
import { BodyTooLargeError, boundedText, declaresTooLarge } from './bounded-body.ts';
import { readReport } from './report-request.ts';
import type { ReportStore } from './report-store.ts';
import type { PublishedSubjects } from './report-subjects.ts';
import { requestFacts, type Log, type RequestContext } from './request-audit.ts';

export interface ReportHandlerDependencies {
  verifyIdToken: (authorization: string | null) => Promise<VerifiedCaller>;
  store: ReportStore;
  /** The guides and steps the portal publishes: a step report must name one. */
  subjects: PublishedSubjects;
  /** Who reads the words and how long reports are kept, as every answer tells the portal. */
  privacy: ReportPrivacy;
  now?: () => Date;
  /** Structured log; never given a token, an object id or the report's words. */
  log?: Log;
  deadlineMs?: number;
  storagePolicy?: StoragePolicy;
}

/** Seconds until the next UTC day, when a person's daily limit starts again. */
export const secondsToNextDay = (now: Date) =>
  Math.max(1, Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000));

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

export function recordReportHandler({
  verifyIdToken,
  store,
  subjects,
  privacy,
  now = () => new Date(),
  log = () => {},
  deadlineMs = REQUEST_DEADLINE_MS,
  storagePolicy,
}: ReportHandlerDependencies) {
  return async (request: Request, context?: RequestContext): Promise<Response> => {
    const time = now();
    const { requestId } = requestFacts(request, context);
    const deadline = deadlineIn(deadlineMs);
    const note = (outcome: string, fields: Record<string, string | number> = {}) => log('Guide report', { requestId, outcome, ...fields });

    if (request.method !== ENDPOINTS.reports.method) return answer.methodNotAllowed(ENDPOINTS.reports.method);
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) return answer.notJson();
    if (declaresTooLarge(request, MAX_REPORT_BYTES)) {
      note('too_large');
      return answer.tooLarge(MAX_REPORT_BYTES);
    }

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

    let body: unknown;
    try {
      body = JSON.parse(await raceAbort(boundedText(request, MAX_REPORT_BYTES), deadline.signal, () => new DeadlinePassedError()));
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        note('too_large');
        return answer.tooLarge(MAX_REPORT_BYTES);
      }
      if (error instanceof DeadlinePassedError) return answer.storageUnavailable('take your report');
      note('invalid_report', { reason: 'not JSON' });
      return answer.invalidReport('The body is not JSON.');
    }
    const reading = readReport(body, time, caller.names);
    if (!reading.ok) {
      note('invalid_report', { reason: reading.message });
      return answer.invalidReport(reading.message);
    }
    const { report } = reading;
    if (report.kind === 'step') {
      const published = await subjects.check(report, deadline.signal);
      if (published === 'unavailable') {
        note('subjects_unavailable');
        return answer.subjectsUnavailable();
      }
      if (published === 'unknown') {
        // Before anything is stored or counted: an invented guide costs the person nothing, and fills nothing.
        note('invalid_report', { reason: 'unknown subject' });
        return answer.invalidReport(answer.UNKNOWN_SUBJECT);
      }
    }

    try {
      const outcome = await store.record(report, caller.oid, storageCalls(deadline, storagePolicy));
      note(outcome, { kind: report.kind });
      if (outcome === 'recorded') return answer.recorded(privacy);
      if (outcome === 'already_reported') return answer.alreadyReported(privacy);
      return answer.dailyLimit(secondsToNextDay(time));
    } catch (error) {
      note('storage_unavailable', { error: errorName(error) });
      return answer.storageUnavailable('save your report');
    }
  };
}
