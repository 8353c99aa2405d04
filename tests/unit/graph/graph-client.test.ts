import { describe, expect, it, vi } from 'vitest';
import {
  CALL_TIME_LIMIT_MS,
  createGraphClient,
  GraphError,
  REQUEST_TIMEOUT_MS,
} from '../../../packages/engine/src/shared/graph/graph-client';
import { MAX_RETRY_AFTER_MS } from '../../../packages/engine/src/shared/graph/retry';

const noSleep = vi.fn(async () => {});

function client(fetchImpl: typeof fetch, sleep = noSleep) {
  return createGraphClient({
    baseUrl: 'https://graph.example/v1.0',
    getAccessToken: async () => 'token-123',
    fetch: fetchImpl,
    sleep,
    random: () => 0.5,
  });
}

const graphJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('graph client', () => {
  it('sends the bearer token to the Graph host, under the base path', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    await client(fetchImpl).request('/me', { scopes: ['user.read'] });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe('https://graph.example/v1.0/me');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
  });

  it('refuses to send the token to any other host, and does not call it', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(client(fetchImpl).request('https://evil.example/v1.0/me', { scopes: [] })).rejects.toMatchObject({
      code: 'foreignHost',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['another host', 'https://evil.example/v1.0/users/1/authentication/operations/2?aId=3'],
    ['http instead of https', 'http://graph.example/v1.0/users/1/authentication/operations/2'],
    ['another port', 'https://graph.example:8443/v1.0/users/1/authentication/operations/2'],
    ['a look-alike host', 'https://graph.example.evil.example/v1.0/operations/2'],
  ])('refuses a reset status Location on %s', async (_label, location) => {
    const fetchImpl = vi.fn<typeof fetch>();
    const error = await client(fetchImpl)
      .request(location, { scopes: [] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'foreignHost' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('calls a Location on the Graph host exactly as returned, query included', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(graphJson(200, { status: 'running' }));
    const location = 'https://graph.example/v1.0/users/1/authentication/operations/2?aId=a%20b&x=1';
    await client(fetchImpl).request(location, { scopes: [] });
    expect(String(fetchImpl.mock.calls[0]![0])).toBe(location);
  });

  it("turns a failure into a GraphError with Graph's error code", async () => {
    const body = JSON.stringify({ error: { code: 'ImageNotFound', message: 'none' } });
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status: 404 }));
    const error = await client(fetchImpl)
      .request('/me/photos/48x48/$value', { scopes: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({ status: 404, code: 'ImageNotFound', kind: 'notFound' });
  });

  it.each([
    [401, 'unauthorised', /refresh this page/],
    [403, 'forbidden', /isn't allowed/],
    [500, 'server', /had a problem/],
    [400, 'badRequest', /did not accept/],
  ])('maps %i to a %s error with a friendly message', async (status, kind, message) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(graphJson(status, { error: { code: 'x' } }));
    const error = (await client(fetchImpl)
      .request('/me', { scopes: [] })
      .catch((e: unknown) => e)) as GraphError;
    expect(error.kind).toBe(kind);
    expect(error.userMessage).toMatch(message);
  });

  it('turns a network failure into a network error', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await client(fetchImpl)
      .request('/me', { scopes: [] })
      .catch((e: unknown) => e)) as GraphError;
    expect(error.kind).toBe('network');
    expect(error.userMessage).toMatch(/internet connection/);
  });

  it('retries a throttled GET after the Retry-After seconds, then returns the answer', async () => {
    const sleep = vi.fn(async () => {});
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(graphJson(429, { error: { code: 'TooManyRequests' } }, { 'Retry-After': '2' }))
      .mockResolvedValueOnce(graphJson(200, { value: [] }));
    const response = await client(fetchImpl, sleep).request('/users', { scopes: [] });
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(2000, expect.any(AbortSignal));
  });

  it('retries a 503 with capped exponential back-off when there is no Retry-After', async () => {
    const sleep = vi.fn(async () => {});
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(graphJson(503, {}))
      .mockResolvedValueOnce(graphJson(503, {}))
      .mockResolvedValueOnce(graphJson(200, {}));
    await client(fetchImpl, sleep).request('/users', { scopes: [] });
    const waits = sleep.mock.calls.map((call) => (call as unknown[])[0]);
    expect(waits).toEqual([375, 750]);
  });

  it('gives up after a bounded number of retries with a throttled error', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => graphJson(429, {}, { 'Retry-After': '1' }));
    const error = (await client(fetchImpl)
      .request('/users', { scopes: [] })
      .catch((e: unknown) => e)) as GraphError;
    expect(error.kind).toBe('throttled');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('never retries a POST, even when throttled', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(graphJson(429, {}, { 'Retry-After': '1' }));
    await expect(client(fetchImpl).request('/users/1/reset', { scopes: [], method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('stops waiting to retry when the request is cancelled', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(graphJson(429, {}, { 'Retry-After': '5' }));
    const graph = createGraphClient({ baseUrl: 'https://graph.example/v1.0', getAccessToken: async () => 't', fetch: fetchImpl });
    const pending = graph.request('/users', { scopes: [], signal: controller.signal });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('lets an abort through as an AbortError, not a Graph failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(client(fetchImpl).request('/users', { scopes: [] })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('retries a throttled GET when Retry-After is up to the cap', async () => {
    const sleep = vi.fn(async () => {});
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(graphJson(429, {}, { 'Retry-After': String(MAX_RETRY_AFTER_MS / 1000) }))
      .mockResolvedValueOnce(graphJson(200, {}));
    await client(fetchImpl, sleep).request('/users', { scopes: [] });
    expect(sleep).toHaveBeenCalledWith(MAX_RETRY_AFTER_MS, expect.any(AbortSignal));
  });

  it.each([
    ['3600', 3_600_000, 'Microsoft 365 is busy right now. Please try again in 60 minutes.'],
    ['61', 61_000, 'Microsoft 365 is busy right now. Please try again in 2 minutes.'],
    ['11', 11_000, 'Microsoft 365 is busy right now. Please try again in 1 minute.'],
  ])('does not wait out Retry-After %s: it says when to try again at once', async (retryAfter, ms, message) => {
    const sleep = vi.fn(async () => {});
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(graphJson(429, { error: { code: 'TooManyRequests' } }, { 'Retry-After': retryAfter }));
    const error = (await client(fetchImpl, sleep)
      .request('/users', { scopes: [] })
      .catch((e: unknown) => e)) as GraphError;
    expect(error).toMatchObject({ kind: 'throttled', status: 429, retryAfterMs: ms });
    expect(error.userMessage).toBe(message);
    expect(sleep).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("does not start a wait that would end after the call's time limit", async () => {
    let clock = 0;
    const sleep = vi.fn(async (ms: number) => void (clock += ms));
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => {
      clock += 8_000;
      return graphJson(503, {}, { 'Retry-After': '9' });
    });
    const graph = createGraphClient({
      baseUrl: 'https://graph.example/v1.0',
      getAccessToken: async () => 't',
      fetch: fetchImpl,
      sleep,
      now: () => clock,
      callTimeLimitMs: 20_000,
    });
    const error = (await graph.request('/users', { scopes: [] }).catch((e: unknown) => e)) as GraphError;
    // 8 s answer, 9 s wait, 8 s answer = 25 s: the second wait would end past the 20 s limit.
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'server', retryAfterMs: 9000 });
  });

  describe('time limits (real timers, short limits)', () => {
    /** A fetch that never answers, but stops when its signal aborts, as the browser's does. */
    const hangingFetch = () =>
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error))),
      );

    it('gives up on an answer that never comes with a timeout error and a friendly message', async () => {
      const graph = createGraphClient({
        baseUrl: 'https://graph.example/v1.0',
        getAccessToken: async () => 't',
        fetch: hangingFetch(),
        requestTimeoutMs: 20,
      });
      const started = Date.now();
      const error = (await graph.request('/users', { scopes: [] }).catch((e: unknown) => e)) as GraphError;
      expect(error).toBeInstanceOf(GraphError);
      expect(error.kind).toBe('timeout');
      expect(error.userMessage).toBe('Microsoft 365 took too long to answer. Please try again.');
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('times out a POST too, and never sends it again', async () => {
      const fetchImpl = hangingFetch();
      const graph = createGraphClient({
        baseUrl: 'https://graph.example/v1.0',
        getAccessToken: async () => 't',
        fetch: fetchImpl,
        requestTimeoutMs: 20,
      });
      await expect(graph.request('/users/1/reset', { scopes: [], method: 'POST', body: {} })).rejects.toMatchObject({ kind: 'timeout' });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('gives up when getting the token takes longer than the whole call may', async () => {
      const fetchImpl = vi.fn<typeof fetch>();
      const graph = createGraphClient({
        baseUrl: 'https://graph.example/v1.0',
        getAccessToken: () => new Promise<string>(() => {}),
        fetch: fetchImpl,
        callTimeLimitMs: 20,
      });
      await expect(graph.request('/users', { scopes: [] })).rejects.toMatchObject({ kind: 'timeout' });
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it("passes the caller's own abort through, not as a timeout", async () => {
      const controller = new AbortController();
      const graph = createGraphClient({ baseUrl: 'https://graph.example/v1.0', getAccessToken: async () => 't', fetch: hangingFetch() });
      const pending = graph.request('/users', { scopes: [], signal: controller.signal });
      setTimeout(() => controller.abort(), 10);
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    });

    it("uses AbortSignal.timeout combined with the caller's signal", async () => {
      const timeout = vi.spyOn(AbortSignal, 'timeout');
      const any = vi.spyOn(AbortSignal, 'any');
      const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(graphJson(200, {}));
      const graph = createGraphClient({ baseUrl: 'https://graph.example/v1.0', getAccessToken: async () => 't', fetch: fetchImpl });
      const caller = new AbortController();
      await graph.request('/me', { scopes: [], signal: caller.signal });
      expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
      expect(timeout).toHaveBeenCalledWith(CALL_TIME_LIMIT_MS);
      expect(any.mock.calls.some(([signals]) => Array.from(signals).includes(caller.signal))).toBe(true);
      timeout.mockRestore();
      any.mockRestore();
    });
  });
});
