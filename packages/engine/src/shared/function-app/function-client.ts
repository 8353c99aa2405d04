/**
 * The one way the portal talks to the school's Function App, on the contract both share
 * (@school-it-portal/function-contract): the route under the school's function address, the ID token as
 * Bearer, JSON both ways, never from or into a cache, a bounded wait, and a failure to get an answer as a
 * typed error. What an answer means is each feature's to say, in its `api/` files.
 */
import { ENDPOINTS, endpointUrl, type EndpointName, type Endpoints } from '@school-it-portal/function-contract/endpoints';
import { anySignal, isTimeoutError, timeoutSignal as abortSignalTimeout, type TimeoutSignal } from '../resilience/time-limits';

/** Every field any of these bodies has, each possibly missing: how an answer is read before it is checked. */
export type Arrived<T> = {
  [K in T extends unknown ? keyof T : never]?: T extends unknown ? (K extends keyof T ? T[K] : never) : never;
};

export interface FunctionAnswer<E extends EndpointName> {
  status: number;
  /** The JSON body, not yet checked; empty when there is none or it is not JSON (a proxy's page). */
  body: Arrived<Endpoints[E]['answer'] | Endpoints[E]['refusal']>;
  /** How long the function asks the caller to wait: `retryAfterSeconds` in the body, else `Retry-After`. */
  retryAfterMs: number | undefined;
}

export type FunctionFailure =
  /** No answer within the time limit. */
  | 'timedOut'
  /** Offline, blocked (CORS, the Content-Security-Policy) or the connection failed. */
  | 'unreachable';

export class FunctionAppError extends Error {
  override name = 'FunctionAppError';
  constructor(
    readonly failure: FunctionFailure,
    options?: { cause?: unknown },
  ) {
    super(`Function App: ${failure}`, options);
  }
}

export interface FunctionCall<E extends EndpointName> {
  idToken: string;
  query?: Endpoints[E]['query'];
  body?: Endpoints[E]['body'];
  /** The longest wait for the answer, its body included. */
  timeoutMs: number;
  /** The caller's own abort, passed through unchanged. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Injected by tests; defaults to AbortSignal.timeout. */
  timeoutSignal?: TimeoutSignal;
  /** Sent even when the page goes away meanwhile (fetch's `keepalive`): the notice Sign out gives as it leaves. */
  keepalive?: boolean;
}

function bodyOf(text: string): Record<string, unknown> {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function retryAfterMsOf(body: Record<string, unknown>, response: Response): number | undefined {
  const seconds =
    typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/** Calls one route; rejects with a FunctionAppError when no answer came, or with the caller's own abort. */
export async function callFunction<E extends EndpointName>(
  functionUrl: string,
  endpoint: E,
  call: FunctionCall<E>,
): Promise<FunctionAnswer<E>> {
  const {
    idToken,
    query,
    body,
    timeoutMs,
    signal,
    fetch: fetchImpl = (input, init) => fetch(input, init),
    timeoutSignal = abortSignalTimeout,
    keepalive,
  } = call;
  const limit = timeoutSignal(timeoutMs);
  try {
    const response = await fetchImpl(endpointUrl(functionUrl, endpoint, query), {
      method: ENDPOINTS[endpoint].method,
      headers: {
        Authorization: `Bearer ${idToken}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // A pass, a report or staff's view: never from or into a cache.
      cache: 'no-store',
      ...(keepalive ? { keepalive: true } : {}),
      // Also bounds reading the body.
      signal: anySignal(signal, limit),
    });
    const answer = bodyOf(await response.text());
    return { status: response.status, body: answer as FunctionAnswer<E>['body'], retryAfterMs: retryAfterMsOf(answer, response) };
  } catch (error) {
    // The caller left: nobody is waiting for the answer.
    if (signal?.aborted) throw error;
    if (limit.aborted || isTimeoutError(error)) throw new FunctionAppError('timedOut', { cause: error });
    throw new FunctionAppError('unreachable', { cause: error });
  } finally {
    // Looking at the limit keeps it alive until the end: a timeout signal nothing refers to may be
    // garbage-collected before it fires.
    void limit.aborted;
  }
}
