import { describe, expect, it, vi } from 'vitest';
import { createTapCreator, GraphCallError } from '../../../packages/function-app/src/graph-temporary-access-pass';

const created = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('creating a pass through Graph', () => {
  it('POSTs a one-time pass for the user with the app token and returns its text and lifetime', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(created({ temporaryAccessPass: 'Ab3#dEf9', isUsableOnce: true, lifetimeInMinutes: 30 }));
    const create = createTapCreator({
      graphBaseUrl: 'https://graph.example/v1.0/',
      getAppToken: async () => 'app-token',
      fetch: fetchImpl,
      lifetimeInMinutes: 30,
    });
    const { signal } = new AbortController();
    await expect(create('0d3a0000-0000-4000-8000-000000000001', signal)).resolves.toEqual({
      temporaryAccessPass: 'Ab3#dEf9',
      lifetimeInMinutes: 30,
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://graph.example/v1.0/users/0d3a0000-0000-4000-8000-000000000001/authentication/temporaryAccessPassMethods');
    // The request's deadline ends the call.
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer app-token' }, signal });
    expect(JSON.parse(String(init?.body))).toEqual({ isUsableOnce: true, lifetimeInMinutes: 30 });
  });

  it.each([
    [created({ error: { code: 'accessDenied' } }, 403)],
    [created({ error: { code: 'serviceUnavailable' } }, 503)],
    [created({ id: 'x' })],
  ])('fails once, without retrying, when Graph does not create a pass', async (response) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(response);
    const create = createTapCreator({ graphBaseUrl: 'https://graph.example/v1.0', getAppToken: async () => 't', fetch: fetchImpl });
    await expect(create('u', new AbortController().signal)).rejects.toBeInstanceOf(GraphCallError);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("takes the lifetime from Graph's answer (policy may shorten it), else the one asked for", async () => {
    const answering = (body: object) =>
      createTapCreator({
        graphBaseUrl: 'https://graph.example/v1.0',
        getAppToken: async () => 't',
        fetch: vi.fn<typeof fetch>().mockResolvedValue(created(body)),
        lifetimeInMinutes: 60,
      })('u', new AbortController().signal);
    await expect(answering({ temporaryAccessPass: 'x', lifetimeInMinutes: 15 })).resolves.toEqual({
      temporaryAccessPass: 'x',
      lifetimeInMinutes: 15,
    });
    await expect(answering({ temporaryAccessPass: 'x' })).resolves.toEqual({ temporaryAccessPass: 'x', lifetimeInMinutes: 60 });
    await expect(answering({ temporaryAccessPass: 'x', lifetimeInMinutes: 'soon' })).resolves.toEqual({
      temporaryAccessPass: 'x',
      lifetimeInMinutes: 60,
    });
  });

  it('asks for the app token with the same abort signal, so a hung token request ends at the deadline too', async () => {
    const getAppToken = vi.fn(async () => 'app-token');
    const create = createTapCreator({
      graphBaseUrl: 'https://graph.example/v1.0',
      getAppToken,
      fetch: vi.fn<typeof fetch>().mockResolvedValue(created({ temporaryAccessPass: 'x' })),
    });
    const { signal } = new AbortController();
    await create('u', signal);
    expect(getAppToken).toHaveBeenCalledWith(signal);
  });
});
