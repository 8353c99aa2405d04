import { describe, expect, it, vi } from 'vitest';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { GraphError } from '../../../packages/engine/src/shared/graph/graph-error';
import { lazyGraphClient } from '../../../packages/engine/src/shared/graph/lazy-graph-client';

const answering = (): GraphClient => ({ request: vi.fn(async (path: string) => new Response(path)) });

describe('lazyGraphClient', () => {
  it('loads the client on the first request only, and once for every request after it', async () => {
    const real = answering();
    const load = vi.fn(async () => real);
    const graph = lazyGraphClient(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([graph.request('/me', { scopes: ['user.read'] }), graph.request('/users', { scopes: ['user.read'] })]);
    expect(await a.text()).toBe('/me');
    expect(await b.text()).toBe('/users');
    await graph.request('/me', { scopes: [] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.request).toHaveBeenCalledTimes(3);
  });

  it('turns a failed load into a network GraphError, and loads again on the next request', async () => {
    const load = vi
      .fn<() => Promise<GraphClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(answering());
    const graph = lazyGraphClient(load);
    const failure = await graph.request('/me', { scopes: [] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphError);
    expect((failure as GraphError).kind).toBe('network');
    expect((failure as GraphError).userMessage).toContain('Check your internet connection');
    expect(await (await graph.request('/me', { scopes: [] })).text()).toBe('/me');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
