/**
 * Sends one report to the school's function (`POST <functionUrl>/reports`, api/README.md) and says what to
 * do with it: the function answers 201 (stored), 200 `already_reported` (this person reported it today
 * already), 429 `daily_limit`, 400 / 413 / 415 (it can never be stored), 401 (the sign-in must be renewed)
 * and 503 (its storage or keys failed, or reports are not set up yet).
 */
import { anySignal, timeoutSignal as abortSignalTimeout, type TimeoutSignal } from '../resilience/time-limits';
import type { PreviewDevice } from '../user/preview';

/** What happened at a step, as the person chose it. */
export type WhatHappened = 'looks_different' | 'error' | 'other';

export interface StepReportInput {
  kind: 'step';
  guide: string;
  /** The step's name (its file's slug), or `page` for a single page. */
  stepName: string;
  step: number;
  platform: PreviewDevice;
  variant?: string;
  what: WhatHappened;
  words?: string;
  supportCode?: string;
  browser?: string;
}

export interface SearchReportInput {
  kind: 'search';
  query: string;
  platform: PreviewDevice;
}

export type ReportInput = StepReportInput | SearchReportInput;

/** A report as sent: with the time it was made, which decides its day however long it waits offline. */
export type ReportPayload = ReportInput & { madeAt: string };

export type SendOutcome =
  /** Stored (201), or this person's report of it today was already stored (200). */
  | { kind: 'sent'; already: boolean }
  /** Never storable (a bad report, or the day's limit): not sent again. */
  | { kind: 'refused'; limit: boolean; message?: string }
  /** Not now (offline, a time-out, the sign-in, the function's storage): sent again later. */
  | { kind: 'later' };

/** Longest wait for the function's answer. */
export const REPORT_TIMEOUT_MS = 15_000;
/** The longest words the function keeps (it cuts what is longer). */
export const MAX_WORDS_LENGTH = 280;

/** `<functionUrl>/reports`, whether the setting ends in a slash or not. */
export function reportsEndpoint(functionUrl: string): string {
  return `${functionUrl.replace(/\/+$/, '')}/reports`;
}

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
  payload: ReportPayload,
  options: PostReportOptions = {},
): Promise<SendOutcome> {
  const {
    fetch: fetchImpl = (input, init) => fetch(input, init),
    timeoutSignal = abortSignalTimeout,
    timeoutMs = REPORT_TIMEOUT_MS,
    signal,
  } = options;
  const limit = timeoutSignal(timeoutMs);
  try {
    const response = await fetchImpl(reportsEndpoint(functionUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      cache: 'no-store',
      signal: anySignal(signal, limit),
    });
    let body: { status?: unknown; error?: unknown; message?: unknown } = {};
    try {
      body = ((await response.json()) as typeof body) ?? {};
    } catch {
      // Not JSON (a proxy's page): the status decides.
    }
    const message = typeof body.message === 'string' ? body.message : undefined;
    if (response.status === 201 || response.status === 200) return { kind: 'sent', already: body.status === 'already_reported' };
    if (response.status === 429) return { kind: 'refused', limit: true, ...(message ? { message } : {}) };
    if ([400, 403, 405, 413, 415, 422].includes(response.status)) return { kind: 'refused', limit: false, ...(message ? { message } : {}) };
    return { kind: 'later' };
  } catch {
    // Offline, blocked, or no answer in time: it waits for the next try.
    return { kind: 'later' };
  } finally {
    // Looking at the limit keeps it alive until the end.
    void limit.aborted;
  }
}
