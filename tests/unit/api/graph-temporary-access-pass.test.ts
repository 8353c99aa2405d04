import { describe, expect, it, vi } from 'vitest';
import { createTapCreator, GraphCallError } from '../../../api/src/graph-temporary-access-pass';

const created = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('creating a pass through Graph', () => {
  it('POSTs a one-time pass for the user with the app token and returns its text', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(created({ temporaryAccessPass: 'Ab3#dEf9', isUsableOnce: true }));
    const create = createTapCreator({
      graphBaseUrl: 'https://graph.example/v1.0/',
      getAppToken: async () => 'app-token',
      fetch: fetchImpl,
      lifetimeInMinutes: 30,
    });
    await expect(create('0d3a0000-0000-4000-8000-000000000001')).resolves.toBe('Ab3#dEf9');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://graph.example/v1.0/users/0d3a0000-0000-4000-8000-000000000001/authentication/temporaryAccessPassMethods');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer app-token' } });
    expect(JSON.parse(String(init?.body))).toEqual({ isUsableOnce: true, lifetimeInMinutes: 30 });
  });

  it.each([
    [created({ error: { code: 'accessDenied' } }, 403)],
    [created({ error: { code: 'serviceUnavailable' } }, 503)],
    [created({ id: 'x' })],
  ])('fails once, without retrying, when Graph does not create a pass', async (response) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(response);
    const create = createTapCreator({ graphBaseUrl: 'https://graph.example/v1.0', getAppToken: async () => 't', fetch: fetchImpl });
    await expect(create('u')).rejects.toBeInstanceOf(GraphCallError);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
