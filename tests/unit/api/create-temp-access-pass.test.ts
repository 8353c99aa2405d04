import { errors } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTempAccessPassHandler } from '../../../api/src/create-temp-access-pass';
import { createIdTokenVerifier } from '../../../api/src/id-token';
import { claims, CLIENT_ID, ISSUER, OID, sign, TENANT_ID, testKeys } from './fixtures';

const PASS = 'Tq7#kP2x';
let keys: Awaited<ReturnType<typeof testKeys>>;
let goodToken: string;

beforeAll(async () => {
  keys = await testKeys();
  goodToken = await sign(keys.tenant.privateKey, claims());
});

function setup(createTemporaryAccessPass = vi.fn(async () => PASS)) {
  const log = vi.fn();
  const handle = createTempAccessPassHandler({
    verifyIdToken: createIdTokenVerifier(keys.jwks, { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID }),
    createTemporaryAccessPass,
    log,
  });
  return { handle, createTemporaryAccessPass, log };
}

const get = (headers: Record<string, string> = {}, url = 'https://fn.example/api/createTempAccessPass') => new Request(url, { headers });

describe('createTempAccessPass function', () => {
  it("answers 503, not 'session expired', when the tenant's keys cannot be fetched", async () => {
    const log = vi.fn();
    const createTemporaryAccessPass = vi.fn(async () => PASS);
    const keysDown = async () => {
      throw new errors.JWKSTimeout();
    };
    const handle = createTempAccessPassHandler({
      verifyIdToken: createIdTokenVerifier(keysDown, { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID }),
      createTemporaryAccessPass,
      log,
    });
    const response = await handle(get({ Authorization: `Bearer ${goodToken}` }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'keys_unavailable' });
    expect(createTemporaryAccessPass).not.toHaveBeenCalled();
  });

  it("creates a pass for the token's own user and answers it, never cached", async () => {
    const { handle, createTemporaryAccessPass } = setup();
    const response = await handle(get({ Authorization: `Bearer ${goodToken}`, Accept: 'application/json' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ temporaryAccessPass: PASS });
    expect(createTemporaryAccessPass).toHaveBeenCalledExactlyOnceWith(OID);
  });

  it('ignores any other user the request names', async () => {
    const { handle, createTemporaryAccessPass } = setup();
    await handle(get({ Authorization: `Bearer ${goodToken}` }, 'https://fn.example/api/createTempAccessPass?userId=5d000000-0000-4000-8000-000000000001&oid=x'));
    expect(createTemporaryAccessPass).toHaveBeenCalledExactlyOnceWith(OID);
  });

  it('answers 401 with a JSON error, and creates nothing, for a missing or bad token', async () => {
    const { handle, createTemporaryAccessPass } = setup();
    for (const headers of [{}, { Authorization: 'Bearer nonsense' }] as Record<string, string>[]) {
      const response = await handle(get(headers));
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ error: 'invalid_token' });
    }
    expect(createTemporaryAccessPass).not.toHaveBeenCalled();
  });

  it('answers 502 when Graph fails, without retrying', async () => {
    const { handle, createTemporaryAccessPass } = setup(vi.fn(async () => Promise.reject(new Error('Graph answered 503'))));
    const response = await handle(get({ Authorization: `Bearer ${goodToken}` }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'graph_failed' });
    expect(createTemporaryAccessPass).toHaveBeenCalledTimes(1);
  });

  it('answers 405 to anything but GET', async () => {
    const { handle } = setup();
    const response = await handle(new Request('https://fn.example/api/createTempAccessPass', { method: 'POST', headers: { Authorization: `Bearer ${goodToken}` } }));
    expect(response.status).toBe(405);
  });

  it('never logs the pass or the token', async () => {
    const { handle, log } = setup();
    await handle(get({ Authorization: `Bearer ${goodToken}` }));
    await handle(get({ Authorization: 'Bearer x.y.z' }));
    const logged = JSON.stringify(log.mock.calls);
    expect(log).toHaveBeenCalled();
    expect(logged).not.toContain(PASS);
    expect(logged).not.toContain(goodToken.split('.')[2]!);
  });
});
