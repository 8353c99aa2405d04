/**
 * The one client provision talks to Microsoft Graph through: every request has a deadline, a throttled
 * request (429) waits as long as Graph's Retry-After says, up to a cap, and is tried again, and every error
 * becomes one of graph-admin-errors.ts. Graph does not apply a request it answers 429, so retrying one is
 * safe for every method; a request that timed out may have been applied, so it is not retried: running
 * provision again picks up where it stopped.
 */
import { GraphPermissionError, GraphRequestError, GraphUnavailableError, type GraphNeed } from './graph-admin-errors.ts';

export interface GraphAdminOptions {
  /** Graph's base URL with its version, e.g. https://graph.microsoft.com/v1.0. */
  baseUrl: string;
  accessToken: string;
  fetch?: typeof fetch;
  /** Waits `ms` (tests pass one that returns at once and records the wait). */
  sleep?: (ms: number) => Promise<void>;
  /** The longest one request may take. Default 30 s. */
  timeoutMs?: number;
  /** The longest wait for a Retry-After; a longer one ends provision with a message. Default 60 s. */
  maxRetryAfterMs?: number;
  /** How many times a throttled request is tried in all. Default 5. */
  maxAttempts?: number;
}

export type Method = 'GET' | 'POST' | 'PATCH';

export interface GraphCall {
  /** What the request does, in words, for messages: "create the application". */
  what: string;
  need: GraphNeed;
}

/** Without Retry-After, the wait before try `attempt` (1-based): 1 s, 2 s, 4 s... */
const backoffMs = (attempt: number) => 1000 * 2 ** (attempt - 1);

/** Retry-After in milliseconds: seconds, or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export class GraphAdminClient {
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly timeoutMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly maxAttempts: number;

  constructor(private readonly options: GraphAdminOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 5;
  }

  /** GET, or undefined when Graph answers 404. */
  async find<T>(path: string, call: GraphCall): Promise<T | undefined> {
    try {
      return await this.request<T>('GET', path, undefined, call);
    } catch (error) {
      if (error instanceof GraphRequestError && error.status === 404) return undefined;
      throw error;
    }
  }

  get<T>(path: string, call: GraphCall): Promise<T> {
    return this.request<T>('GET', path, undefined, call);
  }

  /** Every item of a collection, following `@odata.nextLink` (on Graph's host only). */
  async list<T>(path: string, call: GraphCall): Promise<T[]> {
    const items: T[] = [];
    let next: string | undefined = path;
    for (let page = 0; next && page < 100; page++) {
      const answer: { value: T[]; '@odata.nextLink'?: string } = await this.request('GET', next, undefined, call);
      items.push(...answer.value);
      const link = answer['@odata.nextLink'];
      next = link && link.startsWith(this.options.baseUrl) ? link.slice(this.options.baseUrl.length) : undefined;
    }
    return items;
  }

  post<T>(path: string, body: unknown, call: GraphCall): Promise<T> {
    return this.request<T>('POST', path, body, call);
  }

  async patch(path: string, body: unknown, call: GraphCall): Promise<void> {
    await this.request('PATCH', path, body, call);
  }

  private async request<T>(method: Method, path: string, body: unknown, call: GraphCall): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const response = await this.send(method, path, body, call);
      if (response.status === 429 || (method === 'GET' && (response.status === 503 || response.status === 504))) {
        const wait = retryAfterMs(response.headers.get('retry-after')) ?? backoffMs(attempt);
        if (attempt >= this.maxAttempts || wait > this.maxRetryAfterMs) {
          throw new GraphUnavailableError(
            `Microsoft Graph is busy (${response.status}${wait > this.maxRetryAfterMs ? `, asked to wait ${Math.ceil(wait / 1000)} s` : ''}) and did not ${call.what}: wait a few minutes and run provision again. What is done stays done.`,
          );
        }
        await response.body?.cancel();
        await this.sleep(wait);
        continue;
      }
      const text = await response.text();
      const json = text ? (JSON.parse(text) as unknown) : undefined;
      if (response.ok) return json as T;
      const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
      if (response.status === 401 || response.status === 403)
        throw new GraphPermissionError(response.status, call.need, error?.code ?? 'Forbidden');
      throw new GraphRequestError(response.status, error?.code ?? 'Error', error?.message ?? '', call.what);
    }
  }

  private async send(method: Method, path: string, body: unknown, call: GraphCall): Promise<Response> {
    try {
      return await this.fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.accessToken}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new GraphUnavailableError(
        `Microsoft Graph did not answer ${timedOut ? `within ${this.timeoutMs / 1000} s` : `(${(error as Error).message})`} when asked to ${call.what}: check the connection and run provision again. What is done stays done.`,
      );
    }
  }
}
