import { describe, expect, it, vi } from 'vitest';
import {
  SIGN_OUT_NOTICE_TIMEOUT_MS,
  tellPassFunctionOfSignOut,
} from '../../../packages/engine/src/features/hello-pass/api/sign-out-notice';

describe('telling the pass function of a Sign out', () => {
  it('POSTs the ID token to the function, never cached, and kept alive as the page leaves for sign-out', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await tellPassFunctionOfSignOut('/api', 'the-id-token', { fetch: fetchImpl });
    expect(fetchImpl).toHaveBeenCalledExactlyOnceWith(
      '/api/signOut',
      expect.objectContaining({
        method: 'POST',
        cache: 'no-store',
        keepalive: true,
        headers: { Authorization: 'Bearer the-id-token', Accept: 'application/json' },
      }),
    );
    expect(fetchImpl.mock.calls[0]![1]).not.toHaveProperty('body');
  });

  it('never holds up or fails a Sign out: a refusal, no network, or no answer in time all just end', async () => {
    await expect(
      tellPassFunctionOfSignOut('/api', 't', { fetch: vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 503 })) }),
    ).resolves.toBeUndefined();
    await expect(
      tellPassFunctionOfSignOut('/api', 't', { fetch: vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')) }),
    ).resolves.toBeUndefined();
    const limits: number[] = [];
    // Never answers; stops when its signal aborts, as the browser's fetch does.
    const never = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          if (init!.signal!.aborted) reject(new Error('aborted'));
          init!.signal!.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    await expect(
      tellPassFunctionOfSignOut('/api', 't', {
        fetch: never,
        timeoutSignal: (ms) => {
          limits.push(ms);
          return AbortSignal.abort(new DOMException('timed out', 'TimeoutError'));
        },
      }),
    ).resolves.toBeUndefined();
    expect(limits).toEqual([SIGN_OUT_NOTICE_TIMEOUT_MS]);
  });

  it('sends nothing without an ID token (a session signed in from the cache offline)', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await tellPassFunctionOfSignOut('/api', '', { fetch: fetchImpl });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
