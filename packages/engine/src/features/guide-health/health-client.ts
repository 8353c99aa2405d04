/**
 * Reads guide health from the school's function (`GET <functionUrl>/guideHealth?days=7|30`, api/README.md)
 * with a new ID token: staff only, so anyone else gets 403 `not_staff`. The answer's shape is the
 * function's (api/src/guide-health.ts), checked enough here that a proxy's page is not taken for it.
 */
import { anySignal, timeoutSignal as abortSignalTimeout, type TimeoutSignal } from '../../shared/resilience/time-limits';
import type { WhatHappened } from '../../shared/reports/report-client';
import type { PreviewDevice } from '../../shared/user/preview';

export const HEALTH_PERIODS = [7, 30] as const;
export type HealthPeriod = (typeof HEALTH_PERIODS)[number];

export interface HealthStep {
  guide: string;
  stepName: string;
  step: number;
  platform: PreviewDevice;
  variant?: string;
  count: number;
  what: Record<WhatHappened, number>;
  words: { day: string; what: WhatHappened | ''; text: string }[];
  supportCode?: string;
  browsers: { name: string; count: number }[];
  lastDay: string;
}

export interface HealthSearch {
  query: string;
  count: number;
  lastDay: string;
  platforms: PreviewDevice[];
}

export interface GuideHealthData {
  days: number;
  from: string;
  to: string;
  reports: number;
  steps: HealthStep[];
  searches: HealthSearch[];
  truncated: boolean;
}

export type HealthFailure =
  /** Offline: nothing was asked. */
  | 'offline'
  /** 403: the function does not count this account as staff. */
  | 'notStaff'
  /** The sign-in could not be renewed, or the function refused the token. */
  | 'signIn'
  /** 503 not_configured: the Function App lacks REPORTS_SALT and its settings. */
  | 'notConfigured'
  /** No answer in time, or anything else. */
  | 'unavailable';

export class HealthError extends Error {
  override name = 'HealthError';
  constructor(
    readonly failure: HealthFailure,
    options?: { cause?: unknown },
  ) {
    super(`Guide health: ${failure}`, options);
  }
}

export const HEALTH_TIMEOUT_MS = 20_000;

export function healthEndpoint(functionUrl: string, days: HealthPeriod): string {
  return `${functionUrl.replace(/\/+$/, '')}/guideHealth?days=${days}`;
}

const isHealth = (body: unknown): body is GuideHealthData =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as GuideHealthData).steps) &&
  Array.isArray((body as GuideHealthData).searches) &&
  typeof (body as GuideHealthData).from === 'string';

export interface HealthRequestOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  timeoutSignal?: TimeoutSignal;
  timeoutMs?: number;
  isOnline?: () => boolean;
}

export async function fetchGuideHealth(
  functionUrl: string,
  getIdToken: () => Promise<string>,
  days: HealthPeriod,
  options: HealthRequestOptions = {},
): Promise<GuideHealthData> {
  const {
    fetch: fetchImpl = (input, init) => fetch(input, init),
    signal,
    timeoutSignal = abortSignalTimeout,
    timeoutMs = HEALTH_TIMEOUT_MS,
    isOnline = () => navigator.onLine,
  } = options;
  if (!isOnline()) throw new HealthError('offline');
  let idToken: string;
  try {
    idToken = await getIdToken();
  } catch (error) {
    throw new HealthError('signIn', { cause: error });
  }
  const limit = timeoutSignal(timeoutMs);
  try {
    const response = await fetchImpl(healthEndpoint(functionUrl, days), {
      headers: { Authorization: `Bearer ${idToken}`, Accept: 'application/json' },
      cache: 'no-store',
      signal: anySignal(signal, limit),
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (response.status === 200 && isHealth(body)) return body;
    if (response.status === 403) throw new HealthError('notStaff');
    if (response.status === 401) throw new HealthError('signIn');
    if (response.status === 503 && (body as { error?: unknown } | undefined)?.error === 'not_configured')
      throw new HealthError('notConfigured');
    throw new HealthError('unavailable');
  } catch (error) {
    if (error instanceof HealthError || signal?.aborted) throw error;
    throw new HealthError('unavailable', { cause: error });
  } finally {
    void limit.aborted;
  }
}
