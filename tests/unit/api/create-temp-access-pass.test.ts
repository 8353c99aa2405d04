import type { TableClient } from '@azure/data-tables';
import { errors, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tableAuditLog } from '../../../api/src/audit-log';
import { createTempAccessPassHandler } from '../../../api/src/create-temp-access-pass';
import { GUEST_USER_ROLE_TEMPLATE_ID, USER_ROLE_TEMPLATE_ID } from '../../../api/src/directory-roles';
import { createIdTokenVerifier } from '../../../api/src/id-token';
import { tablePassWindows } from '../../../api/src/pass-windows';
import { tableOnFirstUse } from '../../../api/src/table-storage';
import { azuriteForThisFile } from './azurite';
import { claims, CLIENT_ID, HELPDESK_ADMIN_ROLE_TEMPLATE_ID, ISSUER, OID, sign, TENANT_ID, testKeys } from './fixtures';

const PASS = 'Tq7#kP2x';
const WINDOW_MINUTES = 10;
const MAX_AGE_MINUTES = 10;
const azurite = azuriteForThisFile();
let keys: Awaited<ReturnType<typeof testKeys>>;

beforeAll(async () => {
  keys = await testKeys();
});

/** A clock the test turns by hand, starting at a fixed instant. */
function testClock(start = new Date('2026-11-23T09:00:00Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

interface SetupOptions {
  createTemporaryAccessPass?: (userId: string) => Promise<string>;
  windowsTable?: TableClient;
  auditTable?: TableClient;
}

/** The handler as the Function App wires it, on fresh tables in Azurite, with a clock the test turns. */
function setup({
  createTemporaryAccessPass = async () => PASS,
  windowsTable = azurite.table('Windows'),
  auditTable = azurite.table('Audit'),
}: SetupOptions = {}) {
  const clock = testClock();
  const create = vi.fn(createTemporaryAccessPass);
  const log = vi.fn();
  const handle = createTempAccessPassHandler({
    verifyIdToken: createIdTokenVerifier(keys.jwks, { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID, now: clock.now }),
    createTemporaryAccessPass: create,
    passWindows: tablePassWindows(tableOnFirstUse(windowsTable), WINDOW_MINUTES * 60),
    audit: tableAuditLog(tableOnFirstUse(auditTable)),
    signInMaxAgeMinutes: MAX_AGE_MINUTES,
    now: clock.now,
    log,
  });
  /** A token signed now (by the test clock), with these claims changed. */
  const token = (overrides: JWTPayload = {}, issuedAt = clock.now()) => sign(keys.tenant.privateKey, claims(overrides, issuedAt));
  const request = async (overrides: JWTPayload = {}, scheme = 'Bearer') =>
    handle(get({ Authorization: `${scheme} ${await token(overrides)}` }));
  const auditRows = async () => {
    const rows: Record<string, unknown>[] = [];
    for await (const row of auditTable.listEntities()) rows.push(row);
    return rows;
  };
  return { handle, create, log, clock, token, request, auditRows };
}

const get = (headers: Record<string, string> = {}, url = 'https://fn.example/api/createTempAccessPass') => new Request(url, { headers });

async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = await response.json();
  expect(body).toMatchObject({ error, message: expect.any(String) });
  return body as { error: string; message: string; retryAfterSeconds?: number };
}

describe('createTempAccessPass: issuing a pass', () => {
  it("creates a pass for the token's own user and answers it, never cached", async () => {
    const { request, create } = setup();
    const response = await request();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ temporaryAccessPass: PASS });
    expect(create).toHaveBeenCalledExactlyOnceWith(OID);
  });

  it('ignores any other user the request names', async () => {
    const { handle, token, create } = setup();
    await handle(
      get(
        { Authorization: `Bearer ${await token()}` },
        'https://fn.example/api/createTempAccessPass?userId=5d000000-0000-4000-8000-000000000001&oid=x',
      ),
    );
    expect(create).toHaveBeenCalledExactlyOnceWith(OID);
  });

  it.each(['bearer', 'BEARER', 'Bearer'])('accepts the %s scheme (it is case-insensitive)', async (scheme) => {
    const { request } = setup();
    expect((await request({}, scheme)).status).toBe(200);
  });

  it('answers 405 to anything but GET', async () => {
    const { handle, token } = setup();
    const response = await handle(
      new Request('https://fn.example/api/createTempAccessPass', { method: 'POST', headers: { Authorization: `Bearer ${await token()}` } }),
    );
    expect(response.status).toBe(405);
  });
});

describe('createTempAccessPass: who is refused', () => {
  it('answers 401 invalid_token with WWW-Authenticate, and creates nothing, for a missing or bad token', async () => {
    const { handle, create } = setup();
    for (const headers of [{}, { Authorization: 'Bearer nonsense' }, { Authorization: 'Basic YTpi' }] as Record<string, string>[]) {
      const response = await handle(get(headers));
      expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer error="invalid_token"/);
      await expectError(response, 401, 'invalid_token');
    }
    expect(create).not.toHaveBeenCalled();
  });

  it("answers 503 keys_unavailable, not 'session expired', when the tenant's keys cannot be fetched", async () => {
    const create = vi.fn(async () => PASS);
    const clock = testClock();
    const handle = createTempAccessPassHandler({
      verifyIdToken: createIdTokenVerifier(
        async () => {
          throw new errors.JWKSTimeout();
        },
        { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID, now: clock.now },
      ),
      createTemporaryAccessPass: create,
      passWindows: tablePassWindows(tableOnFirstUse(azurite.table('Windows')), 600),
      audit: tableAuditLog(tableOnFirstUse(azurite.table('Audit'))),
      signInMaxAgeMinutes: MAX_AGE_MINUTES,
      now: clock.now,
    });
    const response = await handle(get({ Authorization: `Bearer ${await sign(keys.tenant.privateKey, claims({}, clock.now()))}` }));
    expect(response.headers.get('Retry-After')).toBe('30');
    await expectError(response, 503, 'keys_unavailable');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a sign-in more than 10 minutes old with 401 stale_sign_in, and that uses up no window', async () => {
    const { handle, token, request, clock, create } = setup();
    const old = await token();
    clock.advance(MAX_AGE_MINUTES * 60_000 + 1000);
    const body = await expectError(await handle(get({ Authorization: `Bearer ${old}` })), 401, 'stale_sign_in');
    expect(body.message).toContain('within 10 minutes of signing in');
    expect(create).not.toHaveBeenCalled();
    expect((await request()).status).toBe(200);
  });

  it('accepts a sign-in exactly 10 minutes old', async () => {
    const { handle, token, clock } = setup();
    const old = await token();
    clock.advance(MAX_AGE_MINUTES * 60_000);
    expect((await handle(get({ Authorization: `Bearer ${old}` }))).status).toBe(200);
  });

  it('refuses a token issued in the future (beyond a minute of clock difference)', async () => {
    const { handle, token, clock } = setup();
    const future = await token({}, new Date(clock.now().getTime() + 5 * 60_000));
    await expectError(await handle(get({ Authorization: `Bearer ${future}` })), 401, 'invalid_token');
  });

  it('refuses a member of staff holding an admin role with 403 privileged_role, and creates nothing', async () => {
    const { request, create } = setup();
    const body = await expectError(
      await request({ wids: [USER_ROLE_TEMPLATE_ID, HELPDESK_ADMIN_ROLE_TEMPLATE_ID] }),
      403,
      'privileged_role',
    );
    expect(body.message).toBe(
      'Your account holds a Microsoft 365 admin role, so it cannot get a Temporary Access Pass here. Ask IT support to set up Windows Hello with you.',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('treats any role but the default user and guest roles as privileged', async () => {
    const { request } = setup();
    await expectError(await request({ wids: [USER_ROLE_TEMPLATE_ID, '00000000-1111-4222-8333-444444444444'] }), 403, 'privileged_role');
    expect((await request({ wids: [GUEST_USER_ROLE_TEMPLATE_ID] })).status).toBe(200);
  });

  it('refuses a token without the wids claim, since it cannot show the caller holds no admin role', async () => {
    const { request, create, auditRows } = setup();
    const body = await expectError(await request({ wids: undefined }), 403, 'privileged_role');
    expect(body.message).toContain("couldn't confirm that your account holds no admin role");
    expect(create).not.toHaveBeenCalled();
    expect((await auditRows()).map((r) => r.outcome)).toEqual(['role_claim_missing']);
  });
});

describe('createTempAccessPass: one pass per person per window', () => {
  it('answers a second request within the window with 429 too_many_passes and Retry-After', async () => {
    const { request, clock, create } = setup();
    expect((await request()).status).toBe(200);
    clock.advance(4 * 60_000);
    const response = await request();
    expect(response.headers.get('Retry-After')).toBe('360');
    const body = await expectError(response, 429, 'too_many_passes');
    expect(body.retryAfterSeconds).toBe(360);
    expect(body.message).toBe('You created a pass a few minutes ago. Use that pass, or create a new one in 6 minutes.');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives a new pass once the window has passed, not a second before', async () => {
    const { request, clock } = setup();
    expect((await request()).status).toBe(200);
    clock.advance(WINDOW_MINUTES * 60_000 - 1000);
    const early = await request();
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('1');
    clock.advance(1000);
    expect((await request()).status).toBe(200);
    // And the renewed window counts from the new pass.
    clock.advance(60_000);
    expect((await request()).status).toBe(429);
  });

  it('keeps one window per person', async () => {
    const { request } = setup();
    expect((await request()).status).toBe(200);
    expect((await request({ oid: '0d3a0000-0000-4000-8000-000000000002' })).status).toBe(200);
    expect((await request()).status).toBe(429);
  });

  it('creates exactly one pass for 20 parallel requests from one person; the other 19 get 429', async () => {
    const { handle, token, create } = setup({
      createTemporaryAccessPass: async () => new Promise((resolve) => setTimeout(() => resolve(PASS), 20)),
    });
    const authorization = `Bearer ${await token()}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => handle(get({ Authorization: authorization }))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(429)]);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives the window back when Graph fails, so the person can try again at once (Graph is called once per request, never retried)', async () => {
    let graphUp = false;
    const { request, create } = setup({
      createTemporaryAccessPass: async () => {
        if (!graphUp) throw new Error('Graph answered 503');
        return PASS;
      },
    });
    await expectError(await request(), 502, 'graph_failed');
    expect(create).toHaveBeenCalledTimes(1);
    graphUp = true;
    expect((await request()).status).toBe(200);
    expect((await request()).status).toBe(429);
  });

  it('answers 503 storage_unavailable with Retry-After, and creates nothing, when the table cannot be reached', async () => {
    const { TableClient, AzureNamedKeyCredential } = await import('@azure/data-tables');
    // Nothing listens on port 9: every call fails at once (and is not retried).
    const unreachable = new TableClient(
      'http://127.0.0.1:9/devstoreaccount1',
      'Windows',
      new AzureNamedKeyCredential('devstoreaccount1', 'a2V5'),
      {
        allowInsecureConnection: true,
        retryOptions: { maxRetries: 0 },
      },
    );
    const { request, create, log } = setup({ windowsTable: unreachable, auditTable: unreachable });
    const response = await request();
    expect(response.headers.get('Retry-After')).toBe('30');
    await expectError(response, 503, 'storage_unavailable');
    expect(create).not.toHaveBeenCalled();
    // The audit row could not be written either: the function's own log says so.
    expect(log).toHaveBeenCalledWith('Could not write the audit row', expect.objectContaining({ outcome: 'storage_unavailable' }));
  });
});

describe('createTempAccessPass: the audit table', () => {
  it('writes one row per request with the time, the user, the outcome and the status, and never the pass or the token', async () => {
    const { handle, token, request, clock, auditRows } = setup();
    const goodToken = await token();
    expect((await handle(get({ Authorization: `Bearer ${goodToken}` }))).status).toBe(200);
    clock.advance(1000);
    await request();
    clock.advance(1000);
    await request({ wids: [USER_ROLE_TEMPLATE_ID, HELPDESK_ADMIN_ROLE_TEMPLATE_ID] });
    clock.advance(1000);
    await handle(get({ Authorization: 'Bearer x.y.z' }));

    const rows = await auditRows();
    expect(rows.map(({ partitionKey, time, userId, outcome, status }) => ({ partitionKey, time, userId, outcome, status }))).toEqual([
      { partitionKey: '2026-11-23', time: new Date('2026-11-23T09:00:00Z'), userId: OID, outcome: 'issued', status: 200 },
      { partitionKey: '2026-11-23', time: new Date('2026-11-23T09:00:01Z'), userId: OID, outcome: 'too_many_passes', status: 429 },
      { partitionKey: '2026-11-23', time: new Date('2026-11-23T09:00:02Z'), userId: OID, outcome: 'privileged_role', status: 403 },
      { partitionKey: '2026-11-23', time: new Date('2026-11-23T09:00:03Z'), userId: '', outcome: 'invalid_token', status: 401 },
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(PASS);
    for (const part of goodToken.split('.')) expect(text).not.toContain(part);
  });

  it('never logs the pass or the token', async () => {
    const { handle, token, log } = setup();
    const goodToken = await token();
    await handle(get({ Authorization: `Bearer ${goodToken}` }));
    await handle(get({ Authorization: 'Bearer x.y.z' }));
    const logged = JSON.stringify(log.mock.calls);
    expect(log).toHaveBeenCalled();
    expect(logged).not.toContain(PASS);
    expect(logged).not.toContain(goodToken.split('.')[2]!);
  });
});
