/**
 * Reads guide health from the school's Function App (`GET guideHealth?days=7|30`, the contract's
 * guide-health.ts) with a new ID token: staff only, so anyone else gets 403 `not_staff`. The answer is
 * checked enough that a proxy's page is not taken for it.
 */
import type { GuideHealth, HealthPeriod } from '@school-it-portal/function-contract/guide-health';
import { callFunction, type FunctionAnswer } from '../../../shared/function-app/function-client';
import type { TimeoutSignal } from '../../../shared/resilience/time-limits';

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

const isHealth = (body: FunctionAnswer<'guideHealth'>['body']): body is GuideHealth =>
  Array.isArray(body.steps) && Array.isArray(body.searches) && typeof body.from === 'string';

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
): Promise<GuideHealth> {
  const { signal, timeoutMs = HEALTH_TIMEOUT_MS, isOnline = () => navigator.onLine, ...rest } = options;
  if (!isOnline()) throw new HealthError('offline');
  let idToken: string;
  try {
    idToken = await getIdToken();
  } catch (error) {
    throw new HealthError('signIn', { cause: error });
  }
  try {
    const { status, body } = await callFunction(functionUrl, 'guideHealth', { idToken, query: { days }, timeoutMs, signal, ...rest });
    if (status === 200 && isHealth(body)) return body;
    if (status === 403) throw new HealthError('notStaff');
    if (status === 401) throw new HealthError('signIn');
    if (status === 503 && body.error === 'not_configured') throw new HealthError('notConfigured');
    throw new HealthError('unavailable');
  } catch (error) {
    if (error instanceof HealthError || signal?.aborted) throw error;
    throw new HealthError('unavailable', { cause: error });
  }
}
