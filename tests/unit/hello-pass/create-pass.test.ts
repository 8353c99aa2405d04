import { describe, expect, it, vi } from 'vitest';
import {
  PASS_REQUEST_TIMEOUT_MS,
  PASS_TIME_LIMIT_MS,
  requestTemporaryAccessPass,
} from '../../../packages/engine/src/features/hello-pass/api/create-pass';
import { SignInNeededError } from '../../../packages/engine/src/shared/user/sign-in-needed';

const freshToken = async () => 'fresh-id-token';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers } });
const answering = (response: Response) => vi.fn<typeof fetch>().mockResolvedValue(response);

/** A fetch that never answers, but stops when its signal aborts, as the browser's does. */
const hanging = () =>
  vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error))),
  );

describe('requesting a pass', () => {
  it('sends a fresh ID token, never from a cache, and reads temporaryAccessPass', async () => {
    const fetchImpl = answering(json(200, { temporaryAccessPass: 'Ab3#dEf9' }));
    await expect(requestTemporaryAccessPass('/api', freshToken, { fetch: fetchImpl })).resolves.toEqual({
      pass: 'Ab3#dEf9',
      lifetimeMs: 600_000,
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/createTempAccessPass');
    expect(init).toMatchObject({ method: 'GET', cache: 'no-store', headers: { Authorization: 'Bearer fresh-id-token' } });
  });

  it("counts the pass's lifetime from the function's lifetimeInMinutes, or Entra's shortest when it does not say or says nonsense", async () => {
    const answer = (body: object) => requestTemporaryAccessPass('/api', freshToken, { fetch: answering(json(200, body)) });
    await expect(answer({ temporaryAccessPass: 'x', lifetimeInMinutes: 60 })).resolves.toEqual({ pass: 'x', lifetimeMs: 3_600_000 });
    await expect(answer({ temporaryAccessPass: 'x', lifetimeInMinutes: 43_200 })).resolves.toEqual({
      pass: 'x',
      lifetimeMs: 43_200 * 60_000,
    });
    await expect(answer({ temporaryAccessPass: 'x', lifetimeInMinutes: -5 })).resolves.toEqual({ pass: 'x', lifetimeMs: 600_000 });
    await expect(answer({ temporaryAccessPass: 'x', lifetimeInMinutes: '60' })).resolves.toEqual({ pass: 'x', lifetimeMs: 600_000 });
    // Longer than Entra lets a pass last (30 days): not a lifetime to count down from.
    await expect(answer({ temporaryAccessPass: 'x', lifetimeInMinutes: 43_201 })).resolves.toEqual({ pass: 'x', lifetimeMs: 600_000 });
  });

  // The function's contract, answer by answer.
  it.each([
    [401, { error: 'invalid_token', message: 'x' }, 'sessionExpired', undefined, {}],
    [401, { error: 'stale_sign_in', message: 'x', maxAgeSeconds: 600 }, 'staleSignIn', undefined, {}],
    [401, { error: 'insufficient_claims', message: 'x', claims: '{"id_token":{}}' }, 'staleSignIn', undefined, {}],
    [401, { error: 'signed_out', message: 'x' }, 'sessionExpired', undefined, {}],
    [401, { error: 'token_spent', message: 'x' }, 'sessionExpired', undefined, {}],
    [403, { error: 'not_eligible', message: 'x' }, 'notEligible', undefined, {}],
    [403, { error: 'privileged_role', message: 'x' }, 'privilegedRole', undefined, {}],
    [403, { error: 'claim_missing', message: 'x', claims: ['sid'] }, 'notSetUp', undefined, {}],
    [429, { error: 'too_many_passes', message: 'x', retryAfterSeconds: 240 }, 'tooMany', 240_000, { 'Retry-After': '240' }],
    [429, { error: 'too_many_passes', message: 'x' }, 'tooMany', 90_000, { 'Retry-After': '90' }],
    [503, { error: 'keys_unavailable' }, 'unavailable', undefined, {}],
    [503, { error: 'storage_unavailable' }, 'unavailable', undefined, {}],
    [502, { error: 'graph_failed' }, 'unavailable', undefined, {}],
    [500, '<html>oops</html>', 'unavailable', undefined, {}],
    [200, { pass: 'x' }, 'unavailable', undefined, {}],
  ])('maps %i %j to %s', async (status, body, failure, retryAfterMs, headers) => {
    const response = typeof body === 'string' ? new Response(body, { status }) : json(status, body, headers);
    const error = await requestTemporaryAccessPass('/api', freshToken, { fetch: answering(response) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure, retryAfterMs });
  });

  it('keeps the claims request of a challenge, to sign in again with, and only if it is a JSON object', async () => {
    const claims = JSON.stringify({ id_token: { acrs: { essential: true, value: 'c1' } } });
    const challenge = (value: unknown) =>
      requestTemporaryAccessPass('/api', freshToken, {
        fetch: answering(json(401, { error: 'insufficient_claims', message: 'x', claims: value })),
      }).catch((e: unknown) => e);
    expect(await challenge(claims)).toMatchObject({ failure: 'staleSignIn', claims });
    expect(await challenge('not json')).toMatchObject({ failure: 'staleSignIn', claims: undefined });
    expect(await challenge(42)).toMatchObject({ failure: 'staleSignIn', claims: undefined });
  });

  it('asks for the ID token with the claims request it is given (after a sign-in that answered a challenge)', async () => {
    const getIdToken = vi.fn(async () => 'fresh-id-token');
    await requestTemporaryAccessPass('/api', getIdToken, {
      fetch: answering(json(200, { temporaryAccessPass: 'x' })),
      claims: '{"id_token":{}}',
    });
    expect(getIdToken).toHaveBeenCalledWith({ claims: '{"id_token":{}}' });
    await requestTemporaryAccessPass('/api', getIdToken, { fetch: answering(json(200, { temporaryAccessPass: 'x' })) });
    expect(getIdToken).toHaveBeenLastCalledWith(undefined);
  });

  it('maps a network failure to unavailable', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestTemporaryAccessPass('/api', freshToken, { fetch: fetchImpl })).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('says the session has expired, and calls nothing, when no fresh ID token can be had without signing in', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const error = await requestTemporaryAccessPass('/api', () => Promise.reject(new SignInNeededError()), { fetch: fetchImpl }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ failure: 'sessionExpired' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('says it needs a connection, and asks for nothing, when offline', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const getIdToken = vi.fn(freshToken);
    await expect(requestTemporaryAccessPass('/api', getIdToken, { fetch: fetchImpl, isOnline: () => false })).rejects.toMatchObject({
      failure: 'offline',
    });
    expect(getIdToken).not.toHaveBeenCalled();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  describe('time limits (real timers, short limits)', () => {
    it('gives up on a function that never answers with timedOut', async () => {
      const started = Date.now();
      const error = await requestTemporaryAccessPass('/api', freshToken, { fetch: hanging(), requestTimeoutMs: 20 }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ failure: 'timedOut' });
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('gives up when the fresh ID token never comes, within the overall limit', async () => {
      const fetchImpl = vi.fn<typeof fetch>();
      const error = await requestTemporaryAccessPass('/api', () => new Promise<string>(() => {}), {
        fetch: fetchImpl,
        timeLimitMs: 20,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ failure: 'timedOut' });
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it("lets the caller's own abort through", async () => {
      const controller = new AbortController();
      const pending = requestTemporaryAccessPass('/api', freshToken, { fetch: hanging(), signal: controller.signal });
      setTimeout(() => controller.abort(), 10);
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('uses AbortSignal.timeout for the request and for the whole', async () => {
      const timeout = vi.spyOn(AbortSignal, 'timeout');
      await requestTemporaryAccessPass('/api', freshToken, { fetch: answering(json(200, { temporaryAccessPass: 'Ab3#dEf9' })) });
      expect(timeout).toHaveBeenCalledWith(PASS_REQUEST_TIMEOUT_MS);
      expect(timeout).toHaveBeenCalledWith(PASS_TIME_LIMIT_MS);
      timeout.mockRestore();
    });
  });
});
