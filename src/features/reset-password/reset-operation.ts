/**
 * Resetting a password through Graph: POST the reset, then follow the `Location` it answers until the
 * long-running operation is final (notes/graph-facts.md). The POST is never repeated automatically.
 */
import { GraphError } from '../../shared/graph/graph-error';
import type { GraphClient } from '../../shared/graph/graph-client';
import { parseRetryAfter, sleep as abortableSleep } from '../../shared/graph/retry';

export const PASSWORD_METHOD_ID = '28c10230-6103-485e-b985-444c60001490';
export const RESET_SCOPES = ['UserAuthenticationMethod.ReadWrite.All'];
export const POLL_INTERVAL_MS = 500;
export const RESET_TIME_LIMIT_MS = 60_000;

export type ResetFailure = 'forbidden' | 'submitFailed' | 'statusCheckFailed' | 'operationFailed' | 'timedOut';

export class ResetError extends Error {
  override name = 'ResetError';
  constructor(
    readonly failure: ResetFailure,
    options?: { cause?: unknown },
  ) {
    super(`Password reset: ${failure}`, options);
  }
}

/** What to do after a status answer. Statuses are compared without case (older answers capitalise them). */
export function nextStep(status: unknown): 'succeeded' | 'failed' | 'wait' {
  const value = typeof status === 'string' ? status.toLowerCase() : '';
  if (value === 'succeeded') return 'succeeded';
  if (value === 'failed') return 'failed';
  // notStarted, running, unknownFutureValue, or something new: keep waiting until the time limit.
  return 'wait';
}

export interface ResetOptions {
  signal?: AbortSignal;
  timeLimitMs?: number;
  pollIntervalMs?: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Wait before the next poll: Retry-After when Graph asked for one, else the usual interval. */
function waitMs(response: Response, intervalMs: number, now: number): number {
  return parseRetryAfter(response.headers.get('Retry-After'), now) ?? intervalMs;
}

export async function resetPassword(graph: GraphClient, studentId: string, newPassword: string, options: ResetOptions = {}): Promise<void> {
  const {
    signal,
    timeLimitMs = RESET_TIME_LIMIT_MS,
    pollIntervalMs = POLL_INTERVAL_MS,
    now = Date.now,
    sleep = abortableSleep,
  } = options;
  const deadline = now() + timeLimitMs;

  let accepted: Response;
  try {
    accepted = await graph.request(`/users/${encodeURIComponent(studentId)}/authentication/methods/${PASSWORD_METHOD_ID}/resetPassword`, {
      scopes: RESET_SCOPES,
      method: 'POST',
      body: { newPassword },
      signal,
    });
  } catch (error) {
    if (error instanceof GraphError && error.status === 403) throw new ResetError('forbidden', { cause: error });
    if (error instanceof GraphError) throw new ResetError('submitFailed', { cause: error });
    throw error;
  }
  const location = accepted.headers.get('Location');
  if (!location) throw new ResetError('submitFailed');

  // The time limit covers everything after the POST, including the Graph client's own retries of a
  // throttled status check, which would otherwise wait out their Retry-After past the limit.
  const deadlineReached = new AbortController();
  // Just after the limit, so a status check due exactly at it still runs.
  const timer = setTimeout(() => deadlineReached.abort(), Math.max(0, deadline - now()) + 1);
  const pollSignal = signal ? AbortSignal.any([signal, deadlineReached.signal]) : deadlineReached.signal;
  try {
    await pollUntilFinal(graph, accepted, location, { pollIntervalMs, deadline, now, sleep, signal: pollSignal });
  } catch (error) {
    if (deadlineReached.signal.aborted && !signal?.aborted) throw new ResetError('timedOut', { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function pollUntilFinal(
  graph: GraphClient,
  accepted: Response,
  location: string,
  { pollIntervalMs, deadline, now, sleep, signal }: { pollIntervalMs: number; deadline: number; now: () => number; sleep: NonNullable<ResetOptions['sleep']>; signal: AbortSignal },
): Promise<void> {
  let delay = waitMs(accepted, pollIntervalMs, now());
  for (;;) {
    if (now() + delay > deadline) throw new ResetError('timedOut');
    await sleep(delay, signal);
    let statusResponse: Response;
    let body: { status?: unknown };
    try {
      // Exactly as returned (it carries query parameters); the client refuses any host but Graph's.
      statusResponse = await graph.request(location, { scopes: RESET_SCOPES, signal });
      body = (await statusResponse.json()) as { status?: unknown };
    } catch (error) {
      if (error instanceof GraphError || error instanceof SyntaxError) throw new ResetError('statusCheckFailed', { cause: error });
      throw error;
    }
    const step = nextStep(body.status);
    if (step === 'succeeded') return;
    if (step === 'failed') throw new ResetError('operationFailed');
    delay = waitMs(statusResponse, pollIntervalMs, now());
  }
}

