/** The portal's one client for the school's Function App, on the contract the function shares. */
import { LATEST_ANSWER_MS } from '@school-it-portal/function-contract/deadline';
import { endpointUrl } from '@school-it-portal/function-contract/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { HEALTH_TIMEOUT_MS } from '../../../packages/engine/src/features/guide-health/api/get-guide-health';
import { PASS_REQUEST_TIMEOUT_MS } from '../../../packages/engine/src/features/hello-pass/api/create-pass';
import { SIGN_OUT_NOTICE_TIMEOUT_MS } from '../../../packages/engine/src/features/hello-pass/api/sign-out-notice';
import { callFunction, FunctionAppError } from '../../../packages/engine/src/shared/function-app/function-client';
import { REPORT_TIMEOUT_MS } from '../../../packages/engine/src/shared/reports/api/post-report';

const answering = (response: Response) => vi.fn<typeof fetch>().mockResolvedValue(response);
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const REPORT = { kind: 'search', query: 'eduroam', platform: 'mac', madeAt: '2026-11-23T09:00:00Z' } as const;

describe("a route's address", () => {
  it.each([
    ['/api', 'createTempAccessPass', undefined, '/api/createTempAccessPass'],
    ['/api/', 'signOut', undefined, '/api/signOut'],
    ['https://fn.school.example/api', 'reports', undefined, 'https://fn.school.example/api/reports'],
    ['https://fn.school.example/api//', 'guideHealth', { days: 30 }, 'https://fn.school.example/api/guideHealth?days=30'],
  ] as const)('%s and %s give %s', (functionUrl, endpoint, query, expected) => {
    expect(endpointUrl(functionUrl, endpoint, query)).toBe(expected);
  });
});

describe('calling the Function App', () => {
  it("sends the ID token as Bearer, asks for JSON, never from a cache, with the route's method", async () => {
    const fetchImpl = answering(json(200, { temporaryAccessPass: 'x', lifetimeInMinutes: 60 }));
    await callFunction('/api', 'createTempAccessPass', { idToken: 'id-token', timeoutMs: 1000, fetch: fetchImpl });
    expect(fetchImpl).toHaveBeenCalledExactlyOnceWith('/api/createTempAccessPass', {
      method: 'GET',
      headers: { Authorization: 'Bearer id-token', Accept: 'application/json' },
      cache: 'no-store',
      signal: expect.any(AbortSignal),
    });
  });

  it('sends a body as JSON, saying so', async () => {
    const fetchImpl = answering(json(201, { status: 'recorded' }));
    await callFunction('https://fn.example/api/', 'reports', { idToken: 't', body: REPORT, timeoutMs: 1000, fetch: fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://fn.example/api/reports');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual(REPORT);
  });

  it('gives the status and the JSON body; a body that is not a JSON object (a proxy, a 204) as empty', async () => {
    const call = (response: Response) => callFunction('/api', 'signOut', { idToken: 't', timeoutMs: 1000, fetch: answering(response) });
    await expect(call(json(403, { error: 'claim_missing', message: 'x', claims: ['sid'] }))).resolves.toMatchObject({
      status: 403,
      body: { error: 'claim_missing', claims: ['sid'] },
    });
    await expect(call(new Response(null, { status: 204 }))).resolves.toMatchObject({ status: 204, body: {} });
    await expect(call(new Response('<html>Bad gateway</html>', { status: 502 }))).resolves.toMatchObject({ status: 502, body: {} });
    await expect(call(json(500, ['not', 'an', 'answer']))).resolves.toMatchObject({ status: 500, body: {} });
  });

  it('reads how long to wait from retryAfterSeconds, else from Retry-After, and ignores nonsense', async () => {
    const wait = async (response: Response) =>
      (await callFunction('/api', 'reports', { idToken: 't', body: REPORT, timeoutMs: 1000, fetch: answering(response) })).retryAfterMs;
    expect(await wait(json(429, { error: 'daily_limit', message: 'x', retryAfterSeconds: 240 }, { 'Retry-After': '10' }))).toBe(240_000);
    expect(await wait(json(503, { error: 'storage_unavailable', message: 'x' }, { 'Retry-After': '30' }))).toBe(30_000);
    expect(await wait(json(503, { error: 'storage_unavailable', message: 'x' }))).toBeUndefined();
    expect(await wait(json(429, { error: 'daily_limit', message: 'x', retryAfterSeconds: -1 }))).toBeUndefined();
    expect(
      await wait(json(429, { error: 'daily_limit', message: 'x' }, { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' })),
    ).toBeUndefined();
  });

  it('says the function could not be reached when the network fails', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callFunction('/api', 'signOut', { idToken: 't', timeoutMs: 1000, fetch: fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionAppError);
    expect(error).toMatchObject({ failure: 'unreachable' });
  });

  it("gives up when no answer comes within its time limit, and lets the caller's own abort through", async () => {
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error))),
    );
    const limits: number[] = [];
    const timedOut = await callFunction('/api', 'guideHealth', {
      idToken: 't',
      query: { days: 7 },
      timeoutMs: 20,
      fetch: hanging,
      timeoutSignal: (ms) => {
        limits.push(ms);
        return AbortSignal.timeout(ms);
      },
    }).catch((e: unknown) => e);
    expect(timedOut).toMatchObject({ name: 'FunctionAppError', failure: 'timedOut' });
    expect(limits).toEqual([20]);

    const controller = new AbortController();
    const pending = callFunction('/api', 'guideHealth', {
      idToken: 't',
      query: { days: 7 },
      timeoutMs: 10_000,
      fetch: hanging,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('how long the portal waits for the function', () => {
  it('outlasts the latest answer the function gives, for every answer a person waits for', () => {
    expect(LATEST_ANSWER_MS).toBe(11_000);
    for (const wait of [PASS_REQUEST_TIMEOUT_MS, REPORT_TIMEOUT_MS, HEALTH_TIMEOUT_MS]) expect(wait).toBeGreaterThan(LATEST_ANSWER_MS);
  });

  it('is short for the Sign out notice, which never holds up signing out', () => {
    expect(SIGN_OUT_NOTICE_TIMEOUT_MS).toBeLessThan(LATEST_ANSWER_MS);
  });
});
