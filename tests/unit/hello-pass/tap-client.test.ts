import { describe, expect, it, vi } from 'vitest';
import { passEndpoint, requestTemporaryAccessPass } from '../../../src/features/hello-pass/tap-client';

describe('pass endpoint', () => {
  it.each([
    ['/api', '/api/createTempAccessPass'],
    ['/api/', '/api/createTempAccessPass'],
    ['https://fn.school.example/api', 'https://fn.school.example/api/createTempAccessPass'],
  ])('%s gives %s', (base, expected) => expect(passEndpoint(base)).toBe(expected));
});

describe('requesting a pass', () => {
  const answer = (status: number, body: unknown) => vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it('reads temporaryAccessPass', async () => {
    await expect(requestTemporaryAccessPass('/api', 'id', undefined, answer(200, { temporaryAccessPass: 'Ab3#dEf9' }))).resolves.toBe('Ab3#dEf9');
  });

  it.each([
    [401, {}, 'sessionExpired'],
    [502, { error: 'graph_failed' }, 'unavailable'],
    [200, { pass: 'x' }, 'unavailable'],
  ])('maps %i %j to %s', async (status, body, failure) => {
    await expect(requestTemporaryAccessPass('/api', 'id', undefined, answer(status, body))).rejects.toMatchObject({ failure });
  });

  it('maps a network failure to unavailable', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestTemporaryAccessPass('/api', 'id', undefined, fetchImpl)).rejects.toMatchObject({ failure: 'unavailable' });
  });
});
