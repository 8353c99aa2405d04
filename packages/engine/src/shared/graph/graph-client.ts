/**
 * The one way the portal talks to Microsoft Graph: it gets a token, sends it only to the configured Graph
 * host, retries throttled reads, gives up on time, and turns failures into typed errors. Components never
 * call `fetch` directly.
 */
import {
  anySignal,
  isTimeoutError,
  timeoutSignal as abortSignalTimeout,
  untilAborted,
  type TimeoutSignal,
} from '../resilience/time-limits';
import { GraphError, isAbortError } from './graph-error';
import { MAX_RETRIES, parseRetryAfter, RETRY_STATUSES, retryDelayMs, sleep as abortableSleep } from './retry';

export { GraphError } from './graph-error';

/** Longest wait for one answer from Graph. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Longest a whole call may take: getting the token, every attempt and every wait between them. */
export const CALL_TIME_LIMIT_MS = 30_000;

export type AccessTokenProvider = (scopes: string[]) => Promise<string>;

export interface GraphClientOptions {
  /** e.g. `https://graph.microsoft.com/v1.0` */
  baseUrl: string;
  getAccessToken: AccessTokenProvider;
  fetch?: typeof fetch;
  /** Injected by tests; defaults to a real, abortable timer. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injected by tests; defaults to Math.random (jitter only, nothing secret). */
  random?: () => number;
  /** Injected by tests; defaults to Date.now. */
  now?: () => number;
  /** Injected by tests; defaults to AbortSignal.timeout. */
  timeoutSignal?: TimeoutSignal;
  /** Longest wait for one answer, in ms (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** Longest a whole call may take, retries included, in ms (default CALL_TIME_LIMIT_MS). */
  callTimeLimitMs?: number;
}

export interface GraphRequest {
  scopes: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface GraphClient {
  /**
   * `pathOrUrl` is a path under the base URL, or an absolute URL on the Graph host. Rejects with a
   * GraphError (kind `timeout` when a time limit ran out), or with the caller's own abort.
   */
  request(pathOrUrl: string, request: GraphRequest): Promise<Response>;
}

async function graphErrorCode(response: Response): Promise<string> {
  try {
    const json = (await response.clone().json()) as { error?: { code?: unknown } };
    if (typeof json.error?.code === 'string') return json.error.code;
  } catch {
    // Not JSON: keep the generic code.
  }
  return 'httpError';
}

export function createGraphClient({
  baseUrl,
  getAccessToken,
  fetch: fetchImpl = (input, init) => fetch(input, init),
  sleep = abortableSleep,
  random = Math.random,
  now = Date.now,
  timeoutSignal = abortSignalTimeout,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  callTimeLimitMs = CALL_TIME_LIMIT_MS,
}: GraphClientOptions): GraphClient {
  const base = new URL(baseUrl);
  const resolve = (pathOrUrl: string): URL => {
    const url = /^https?:/i.test(pathOrUrl) ? new URL(pathOrUrl) : new URL(`${base.pathname.replace(/\/$/, '')}${pathOrUrl}`, base);
    // The token is for Graph only: never send it anywhere else, whatever a response told us to call.
    if (url.origin !== base.origin) {
      throw new GraphError(0, 'foreignHost', `Refusing to send a Graph token to ${url.origin}`, { kind: 'foreignHost' });
    }
    return url;
  };

  const send = async (
    url: URL,
    { scopes, method = 'GET', headers = {}, body }: GraphRequest,
    callSignal: AbortSignal,
  ): Promise<Response> => {
    const token = await untilAborted(getAccessToken(scopes), callSignal);
    // Each attempt has its own time limit, inside the call's; it also bounds reading the body.
    const attemptLimit = timeoutSignal(requestTimeoutMs);
    try {
      return await fetchImpl(url, {
        method,
        signal: anySignal(callSignal, attemptLimit),
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      // Looking at the limit here also keeps it alive while the request runs: a timeout signal nothing
      // refers to may be garbage-collected before it fires.
      if (isAbortError(cause) || isTimeoutError(cause) || attemptLimit.aborted) throw cause;
      throw new GraphError(0, 'networkError', `No answer from Graph for ${method} ${url.pathname}`, { kind: 'network', cause });
    }
  };

  const attempts = async (url: URL, request: GraphRequest, callSignal: AbortSignal, callEnd: number): Promise<Response> => {
    const method = request.method ?? 'GET';
    // Only reads are retried: a reset or a pass must never be sent twice without a person deciding to.
    const retries = method === 'GET' ? MAX_RETRIES : 0;
    for (let attempt = 0; ; attempt++) {
      const response = await send(url, request, callSignal);
      if (response.ok) return response;
      const code = await graphErrorCode(response);
      const failure = (retryAfterMs?: number) =>
        new GraphError(response.status, code, `Graph answered ${response.status} (${code}) for ${method} ${url.pathname}`, {
          retryAfterMs,
        });
      if (!RETRY_STATUSES.has(response.status)) throw failure();
      const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), now());
      if (attempt >= retries) throw failure(retryAfter ?? undefined);
      const delay = retryDelayMs(attempt + 1, retryAfter, random());
      // Asked to wait longer than anyone would watch a spinner, or past the call's limit: say when to come back.
      if (delay === null || now() + delay > callEnd) throw failure(retryAfter ?? undefined);
      await sleep(delay, callSignal);
    }
  };

  return {
    async request(pathOrUrl, request) {
      const url = resolve(pathOrUrl);
      const callEnd = now() + callTimeLimitMs;
      const callLimit = timeoutSignal(callTimeLimitMs);
      const callSignal = anySignal(request.signal, callLimit);
      try {
        return await attempts(url, request, callSignal, callEnd);
      } catch (error) {
        // The caller's own abort passes through unchanged: nobody is waiting for this answer any more.
        if (request.signal?.aborted) throw error;
        if (error instanceof GraphError) throw error;
        if (callLimit.aborted || isTimeoutError(error)) {
          const method = request.method ?? 'GET';
          throw new GraphError(0, 'timeout', `Graph took too long to answer ${method} ${url.pathname}`, { kind: 'timeout', cause: error });
        }
        throw error;
      }
    },
  };
}
