import { describe, expect, it } from 'vitest';
import { GraphAdminClient, retryAfterMs } from '../../../packages/engine/tooling/deploy/graph-admin-client';
import { GraphPermissionError, GraphUnavailableError } from '../../../packages/engine/tooling/deploy/graph-admin-errors';

const call = { what: 'create the application', need: 'apps' } as const;

/** A fetch that answers only when its request is aborted, as a Graph that never answers. */
const silent: typeof fetch = (_input, init) =>
  new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));

describe("provision's Graph client", () => {
  it('gives up on a request that is not answered in time, and says what it was for', async () => {
    const client = new GraphAdminClient({ baseUrl: 'https://graph.test/v1.0', accessToken: 't', fetch: silent, timeoutMs: 20 });
    const failure = client.post('/applications', {}, call);
    await expect(failure).rejects.toThrow(GraphUnavailableError);
    await expect(failure).rejects.toThrow('did not answer within 0.02 s when asked to create the application');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs('Thu, 03 Dec 2026 08:00:10 GMT', Date.parse('2026-12-03T08:00:00Z'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('says a 401 is the sign-in, not the role', async () => {
    const answer = new Response(JSON.stringify({ error: { code: 'InvalidAuthenticationToken', message: 'expired' } }), { status: 401 });
    const client = new GraphAdminClient({ baseUrl: 'https://graph.test/v1.0', accessToken: 't', fetch: async () => answer });
    const failure = client.get('/applications', call);
    await expect(failure).rejects.toThrow(GraphPermissionError);
    await expect(failure).rejects.toThrow('Microsoft Graph did not accept the sign-in (401 InvalidAuthenticationToken)');
  });
});
