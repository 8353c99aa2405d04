import { describe, expect, it, vi } from 'vitest';
import { createGraphClient, GraphError } from '../../../src/features/graph/graph-client';

function client(fetchImpl: typeof fetch) {
  return createGraphClient({ baseUrl: 'https://graph.example/v1.0', getAccessToken: async () => 'token-123', fetch: fetchImpl });
}

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

  it("turns a failure into a GraphError with Graph's error code", async () => {
    const body = JSON.stringify({ error: { code: 'ImageNotFound', message: 'none' } });
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status: 404 }));
    const error = await client(fetchImpl).request('/me/photos/48x48/$value', { scopes: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({ status: 404, code: 'ImageNotFound' });
  });
});
