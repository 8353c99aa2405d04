/**
 * Resetting a password through Graph: POST the reset, then follow the `Location` it answers until the
 * long-running operation is final (docs/graph.md). The POST is never repeated automatically, and one
 * time limit covers the POST and the polling together.
 *
 * Every failure says which of two things happened, because a staff member must know whether to hand the
 * student the new password:
 * - not changed: the request never left (offline, no sign-in), Graph refused it (4xx), or Graph said the
 *   operation failed;
 * - may have changed: the request was sent but nothing confirmed the outcome (lost answer, 5xx, a 202
 *   without a readable Location, failed status checks, the time limit).
 *
 * A status check that gets no answer at all (a dropped connection, a time-out) is tried again within the
 * time limit, waiting a little longer each time: one dropped poll must not end a reset as "couldn't check".
 */
import { protectedResources } from '../../shared/config/auth-config';
import { GraphError, isAbortError } from '../../shared/graph/graph-error';
import type { GraphClient } from '../../shared/graph/graph-client';
import { parseRetryAfter, sleep as abortableSleep } from '../../shared/graph/retry';

export const PASSWORD_METHOD_ID = '28c10230-6103-485e-b985-444c60001490';
export const POLL_INTERVAL_MS = 500;
/** From pressing Yes to a confirmed outcome: the POST and every status check. */
export const RESET_TIME_LIMIT_MS = 60_000;

export type ResetFailure =
  // Not changed: the request never left, Graph refused it, or Graph said the operation failed.
  | 'offline'
  | 'signInNeeded'
  | 'forbidden'
  | 'busy'
  | 'refused'
  | 'operationFailed'
  // May have changed: the reset was sent, and nothing confirmed whether it took effect.
  | 'noAnswer'
  | 'serverError'
  | 'noLocation'
  | 'statusCheckFailed'
  | 'timedOut'
  | 'unexpected';

export type ResetOutcome = 'notChanged' | 'mayHaveChanged';

const OUTCOMES: Record<ResetFailure, ResetOutcome> = {
  offline: 'notChanged',
  signInNeeded: 'notChanged',
  forbidden: 'notChanged',
  busy: 'notChanged',
  refused: 'notChanged',
  operationFailed: 'notChanged',
  noAnswer: 'mayHaveChanged',
  serverError: 'mayHaveChanged',
  noLocation: 'mayHaveChanged',
  statusCheckFailed: 'mayHaveChanged',
  timedOut: 'mayHaveChanged',
  unexpected: 'mayHaveChanged',
};

export function outcomeOf(failure: ResetFailure): ResetOutcome {
  return OUTCOMES[failure];
}

export class ResetError extends Error {
  override name = 'ResetError';
  /** When Graph refused because it was busy: how long it asked us to wait. */
  readonly retryAfterMs: number | undefined;
  constructor(
    readonly failure: ResetFailure,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(`Password reset: ${failure}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterMs = options?.retryAfterMs;
  }

  get outcome(): ResetOutcome {
    return outcomeOf(this.failure);
  }
}

/**
 * What a failed reset POST means. Only an answer that refuses the request (4xx), or a failure before
 * anything was sent (no token), proves the password unchanged; a lost answer, a time-out or a 5xx may
 * come after Graph already applied it.
 */
export function classifySubmitFailure(error: unknown): ResetFailure {
  if (!(error instanceof GraphError)) return 'noAnswer';
  switch (error.kind) {
    case 'forbidden':
      return 'forbidden';
    case 'unauthorised':
    case 'tokenUnavailable':
    case 'signInRequired':
      return 'signInNeeded';
    case 'throttled':
      return 'busy';
    case 'network':
    case 'timeout':
      return 'noAnswer';
    case 'server':
      return 'serverError';
    case 'foreignHost':
    case 'notFound':
    case 'badRequest':
      return 'refused';
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
  /** Whether the browser is online; `navigator.onLine` unless a test says otherwise. */
  isOnline?: () => boolean;
}

/** Longest wait between status checks after dropped ones. */
const MAX_DROPPED_POLL_WAIT_MS = 4_000;

/**
 * Where to check the status: the Location as returned (it carries query parameters), a relative one
 * resolved against the URL of the request it answered. The Graph client then refuses any host but Graph's.
 * Null when it cannot be read as an address.
 */
export function statusUrl(location: string, requestUrl: string): string | null {
  try {
    return new URL(location, requestUrl || undefined).href;
  } catch {
    return null;
  }
}

/** A status check that got no answer (the connection dropped, or it timed out), rather than a bad one. */
function noAnswer(error: unknown): boolean {
  if (error instanceof GraphError) return error.kind === 'network' || error.kind === 'timeout';
  // Reading the body failed because the connection dropped (a body that is not JSON is a SyntaxError).
  return error instanceof TypeError;
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
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
  } = options;
  // Offline, the request cannot leave the browser: say so rather than send it into the void.
  if (!isOnline()) throw new ResetError('offline');
  const deadline = now() + timeLimitMs;

  // The time limit covers the POST and everything after it, including the Graph client's own retries of
  // a throttled status check. Just after the limit, so a status check due exactly at it still runs.
  const deadlineReached = new AbortController();
  const timer = setTimeout(() => deadlineReached.abort(), timeLimitMs + 1);
  const bounded = signal ? AbortSignal.any([signal, deadlineReached.signal]) : deadlineReached.signal;
  try {
    const accepted = await submit(graph, studentId, newPassword, bounded);
    const location = accepted.headers.get('Location');
    // Graph always sends one; a cross-origin answer can hide it. Accepted, but we cannot follow it.
    const url = location ? statusUrl(location, accepted.url) : null;
    if (!url) throw new ResetError('noLocation');
    await pollUntilFinal(graph, accepted, url, { pollIntervalMs, deadline, now, sleep, signal: bounded });
  } catch (error) {
    // The person left the page: nobody is waiting for an outcome.
    if (signal?.aborted) throw error;
    if (deadlineReached.signal.aborted && !(error instanceof ResetError && error.outcome === 'notChanged')) {
      throw new ResetError('timedOut', { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function submit(graph: GraphClient, studentId: string, newPassword: string, signal: AbortSignal): Promise<Response> {
  try {
    return await graph.request(`/users/${encodeURIComponent(studentId)}/authentication/methods/${PASSWORD_METHOD_ID}/resetPassword`, {
      scopes: protectedResources.graphPasswordReset.scopes,
      method: 'POST',
      body: { newPassword },
      signal,
    });
  } catch (error) {
    if (signal.aborted && isAbortError(error)) throw error;
    const retryAfterMs = error instanceof GraphError ? error.retryAfterMs : undefined;
    throw new ResetError(classifySubmitFailure(error), { cause: error, retryAfterMs });
  }
}

async function pollUntilFinal(
  graph: GraphClient,
  accepted: Response,
  location: string,
  {
    pollIntervalMs,
    deadline,
    now,
    sleep,
    signal,
  }: { pollIntervalMs: number; deadline: number; now: () => number; sleep: NonNullable<ResetOptions['sleep']>; signal: AbortSignal },
): Promise<void> {
  let delay = waitMs(accepted, pollIntervalMs, now());
  let dropped = 0;
  for (;;) {
    if (now() + delay > deadline) throw new ResetError('timedOut');
    await sleep(delay, signal);
    let statusResponse: Response;
    let body: { status?: unknown };
    try {
      // Exactly as returned (it carries query parameters); the client refuses any host but Graph's.
      statusResponse = await graph.request(location, { scopes: protectedResources.graphPasswordReset.scopes, signal });
      body = (await statusResponse.json()) as { status?: unknown };
    } catch (error) {
      if (signal.aborted) throw error;
      if (noAnswer(error)) {
        // Dropped: ask again, a little later each time, until the time limit says "may have changed".
        dropped++;
        delay = Math.min(pollIntervalMs * 2 ** dropped, MAX_DROPPED_POLL_WAIT_MS);
        continue;
      }
      throw new ResetError('statusCheckFailed', { cause: error });
    }
    dropped = 0;
    const step = nextStep(body.status);
    if (step === 'succeeded') return;
    if (step === 'failed') throw new ResetError('operationFailed');
    delay = waitMs(statusResponse, pollIntervalMs, now());
  }
}
