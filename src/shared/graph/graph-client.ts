/**
 * The one way the portal talks to Microsoft Graph: it gets a token, sends it only to the configured Graph
 * host, retries throttled reads, and turns failures into typed errors. Components never call `fetch` directly.
 */
import { GraphError, isAbortError } from './graph-error';
import { MAX_RETRIES, parseRetryAfter, RETRY_STATUSES, retryDelayMs, sleep as abortableSleep } from './retry';

export { GraphError } from './graph-error';

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
}

export interface GraphRequest {
  scopes: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface GraphClient {
  /** `pathOrUrl` is a path under the base URL, or an absolute URL on the Graph host. */
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

  const send = async (url: URL, { scopes, method = 'GET', headers = {}, body, signal }: GraphRequest): Promise<Response> => {
    const token = await getAccessToken(scopes);
    try {
      return await fetchImpl(url, {
        method,
        signal,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      if (isAbortError(cause)) throw cause;
      throw new GraphError(0, 'networkError', `No answer from Graph for ${method} ${url.pathname}`, { kind: 'network', cause });
    }
  };

  return {
    async request(pathOrUrl, request) {
      const url = resolve(pathOrUrl);
      const method = request.method ?? 'GET';
      // Only reads are retried: a reset or a pass must never be sent twice without a person deciding to.
      const retries = method === 'GET' ? MAX_RETRIES : 0;
      for (let attempt = 0; ; attempt++) {
        const response = await send(url, request);
        if (response.ok) return response;
        if (attempt < retries && RETRY_STATUSES.has(response.status)) {
          const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
          await sleep(retryDelayMs(attempt + 1, retryAfter, random()), request.signal);
          continue;
        }
        const code = await graphErrorCode(response);
        throw new GraphError(response.status, code, `Graph answered ${response.status} (${code}) for ${method} ${url.pathname}`);
      }
    },
  };
}
