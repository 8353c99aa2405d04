/**
 * Sends one report to the school's Function App (`POST reports`, the contract's reports.ts) and says what
 * to do with it: 201 (stored) and 200 `already_reported` (this person reported it today already) are
 * done; 429 `daily_limit` and 400 / 413 / 415 can never be stored; anything else (401: the sign-in must
 * be renewed; 503: its storage or keys failed, or reports are not set up yet) is tried again later.
 */
import type { ReportRequest } from '@school-it-portal/function-contract/reports';
import { callFunction } from '../../function-app/function-client';
import type { TimeoutSignal } from '../../resilience/time-limits';

type WithoutMadeAt<R> = R extends unknown ? Omit<R, 'madeAt'> : never;
/** A report as the person makes it; `madeAt` is added as it goes into the queue. */
export type ReportInput = WithoutMadeAt<ReportRequest>;

export type SendOutcome =
  /** Stored (201), or this person's report of it today was already stored (200). */
  | { kind: 'sent'; already: boolean }
  /** Never storable (a bad report, or the day's limit): not sent again. */
  | { kind: 'refused'; limit: boolean; message?: string }
  /** Not now (offline, a time-out, the sign-in, the function's storage): sent again later. */
  | { kind: 'later' };

/** Longest wait for the function's answer. */
export const REPORT_TIMEOUT_MS = 15_000;

/** Statuses of a report that can never be stored, whenever it is sent. */
const NEVER_STORABLE = [400, 403, 405, 413, 415, 422];

export interface PostReportOptions {
  fetch?: typeof fetch;
  timeoutSignal?: TimeoutSignal;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Sends the report with this ID token; never throws. */
export async function postReport(
  functionUrl: string,
  idToken: string,
  payload: ReportRequest,
  options: PostReportOptions = {},
): Promise<SendOutcome> {
  const { timeoutMs = REPORT_TIMEOUT_MS, ...rest } = options;
  try {
    const { status, body } = await callFunction(functionUrl, 'reports', { idToken, body: payload, timeoutMs, ...rest });
    const message = typeof body.message === 'string' ? { message: body.message } : {};
    if (status === 201 || status === 200) return { kind: 'sent', already: body.status === 'already_reported' };
    if (status === 429) return { kind: 'refused', limit: true, ...message };
    if (NEVER_STORABLE.includes(status)) return { kind: 'refused', limit: false, ...message };
    return { kind: 'later' };
  } catch {
    // Offline, blocked, or no answer in time: it waits for the next try.
    return { kind: 'later' };
  }
}
