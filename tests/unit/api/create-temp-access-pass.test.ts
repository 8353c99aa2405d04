import type { TableClient } from '@azure/data-tables';
import { errors, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tableAuditLog } from '../../../packages/function-app/src/audit-log';
import { createTempAccessPassHandler } from '../../../packages/function-app/src/create-temp-access-pass';
import type { IssuedPass } from '../../../packages/function-app/src/graph-temporary-access-pass';
import { unboundedStorageCalls, type StoragePolicy } from '../../../packages/function-app/src/deadline';
import { GUEST_USER_ROLE_TEMPLATE_ID, USER_ROLE_TEMPLATE_ID } from '../../../packages/function-app/src/directory-roles';
import { createIdTokenVerifier } from '../../../packages/function-app/src/id-token';
import { memorySeconds, type PassPolicy } from '../../../packages/function-app/src/pass-policy';
import { tablePassWindows, type PassWindows } from '../../../packages/function-app/src/pass-windows';
import { recordSignOutHandler } from '../../../packages/function-app/src/record-sign-out';
import { AUDIT_LOG_MESSAGE, UNVERIFIED_LOG_MESSAGE } from '../../../packages/function-app/src/request-audit';
import { tableOnFirstUse } from '../../../packages/function-app/src/table-storage';
import { azuriteForThisFile } from './azurite';
import { claims, CLIENT_ID, HELPDESK_ADMIN_ROLE_TEMPLATE_ID, ISSUER, OID, sign, TENANT_ID, testKeys } from './fixtures';
import { hungStorageForThisFile, writesThatLandLate } from './hung-storage';

const PASS = 'Tq7#kP2x';
const ISSUED = { temporaryAccessPass: PASS, lifetimeInMinutes: 60 };
const WINDOW_MINUTES = 10;
const MAX_AGE_MINUTES = 10;
const STUDENTS_GROUP = '6f1e0000-0000-4000-8000-0000000000aa';
const POLICY: PassPolicy = {
  signInMaxAgeSeconds: MAX_AGE_MINUTES * 60,
  allowedRoles: ['Year7', 'Year8', 'Year9'],
  allowedGroups: [STUDENTS_GROUP],
};
/** Short limits for the tests of hung storage and Graph. */
const SHORT_DEADLINE_MS = 3_000;
const SHORT_STORAGE: StoragePolicy = { attemptTimeoutMs: 250, maxAttempts: 2, retryDelayMs: 20 };

const azurite = azuriteForThisFile();
const hung = hungStorageForThisFile();
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
  createTemporaryAccessPass?: (userId: string, signal: AbortSignal) => Promise<IssuedPass>;
  windowsTable?: TableClient;
  auditTable?: TableClient;
  policy?: Partial<PassPolicy>;
  deadlineMs?: number;
  storagePolicy?: StoragePolicy;
  /** Changes the pass windows the handler uses (a slow path, for the deadline). */
  wrapWindows?: (windows: PassWindows) => PassWindows;
}

/** The handler as the Function App wires it, on fresh tables in Azurite, with a clock the test turns. */
function setup({
  createTemporaryAccessPass = async () => ISSUED,
  windowsTable = azurite.table('Windows'),
  auditTable = azurite.table('Audit'),
  policy = {},
  deadlineMs,
  storagePolicy,
  wrapWindows = (w) => w,
}: SetupOptions = {}) {
  const clock = testClock();
  const create = vi.fn(createTemporaryAccessPass);
  const log = vi.fn();
  const verifyIdToken = createIdTokenVerifier(keys.jwks, { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID, now: clock.now });
  const fullPolicy = { ...POLICY, ...policy };
  const passWindows = wrapWindows(
    tablePassWindows(tableOnFirstUse(windowsTable), { windowSeconds: WINDOW_MINUTES * 60, memorySeconds: memorySeconds(fullPolicy) }),
  );
  const audit = tableAuditLog(tableOnFirstUse(auditTable));
  const handle = createTempAccessPassHandler({
    verifyIdToken,
    createTemporaryAccessPass: create,
    passWindows,
    audit,
    policy: fullPolicy,
    now: clock.now,
    log,
    ...(deadlineMs ? { deadlineMs } : {}),
    ...(storagePolicy ? { storagePolicy } : {}),
  });
  const signOut = recordSignOutHandler({
    verifyIdToken: createIdTokenVerifier(keys.jwks, {
      issuer: ISSUER,
      audience: CLIENT_ID,
      tenantId: TENANT_ID,
      now: clock.now,
      clockToleranceSeconds: 24 * 3600,
    }),
    passWindows,
    audit,
    now: clock.now,
    log,
  });
  /** A token signed now (by the test clock), with these claims changed. */
  const token = (overrides: JWTPayload = {}, issuedAt = clock.now()) => sign(keys.tenant.privateKey, claims(overrides, issuedAt));
  const request = async (overrides: JWTPayload = {}, scheme = 'Bearer') =>
    handle(get({ Authorization: `${scheme} ${await token(overrides)}` }));
  const auditRows = async () => {
    const rows: Record<string, unknown>[] = [];
    try {
      for await (const row of auditTable.listEntities()) rows.push(row);
    } catch (error) {
      // No row was ever written: the table was never created.
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
    return rows;
  };
  return { handle, signOut, create, log, clock, token, request, auditRows };
}

const get = (headers: Record<string, string> = {}, url = 'https://fn.example/api/createTempAccessPass') => new Request(url, { headers });
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = await response.json();
  expect(body).toMatchObject({ error, message: expect.any(String) });
  return body as { error: string; message: string; retryAfterSeconds?: number; claims?: string; maxAgeSeconds?: number };
}

async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
}

describe('createTempAccessPass: issuing a pass', () => {
  it("creates a pass for the token's own user and answers it, never cached", async () => {
    const { request, create } = setup();
    const response = await request();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ temporaryAccessPass: PASS, lifetimeInMinutes: 60 });
    expect(create).toHaveBeenCalledExactlyOnceWith(OID, expect.any(AbortSignal));
  });

  it('ignores any other user the request names', async () => {
    const { handle, token, create } = setup();
    await handle(
      get(
        { Authorization: `Bearer ${await token()}` },
        'https://fn.example/api/createTempAccessPass?userId=5d000000-0000-4000-8000-000000000001&oid=x',
      ),
    );
    expect(create).toHaveBeenCalledExactlyOnceWith(OID, expect.any(AbortSignal));
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

describe('createTempAccessPass: a recent authentication, not just a fresh token', () => {
  it('refuses an authentication more than 10 minutes old in a freshly issued token (401 stale_sign_in), and that uses up no window', async () => {
    const { request, clock, create } = setup();
    const signedIn = clock.now();
    clock.advance(MAX_AGE_MINUTES * 60_000 + 1000);
    // iat now (a silent renewal by refresh token), auth_time 10 minutes and a second ago.
    const response = await request({ auth_time: seconds(signedIn) });
    expect(response.headers.get('WWW-Authenticate')).toBe(
      'Bearer error="insufficient_user_authentication", error_description="A more recent authentication is required", max_age=600',
    );
    const body = await expectError(response, 401, 'stale_sign_in');
    expect(body.maxAgeSeconds).toBe(600);
    expect(body.message).toContain('a sign-in from the last 10 minutes');
    expect(body.claims).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
    expect((await request()).status).toBe(200);
  });

  it('accepts an authentication exactly 10 minutes old', async () => {
    const { request, clock } = setup();
    const signedIn = clock.now();
    clock.advance(MAX_AGE_MINUTES * 60_000);
    expect((await request({ auth_time: seconds(signedIn) })).status).toBe(200);
  });

  it('refuses a token issued, or an authentication, in the future (beyond a minute of clock difference)', async () => {
    const { handle, token, request, clock } = setup();
    const later = new Date(clock.now().getTime() + 5 * 60_000);
    await expectError(await handle(get({ Authorization: `Bearer ${await token({}, later)}` })), 401, 'invalid_token');
    await expectError(await request({ auth_time: seconds(later) }), 401, 'invalid_token');
  });

  it('refuses a token without the optional claims it needs (403 claim_missing, naming them), so a set-up mistake shows at once', async () => {
    const { request, create, auditRows, log } = setup();
    const body = await expectError(
      await request({ auth_time: undefined, sid: undefined, uti: undefined, wids: undefined }),
      403,
      'claim_missing',
    );
    expect(body).toMatchObject({ claims: ['auth_time', 'uti', 'sid', 'wids'] });
    expect(body.message).toContain('Please tell IT support');
    expect(create).not.toHaveBeenCalled();
    expect((await auditRows()).map((r) => r.outcome)).toEqual(['claim_missing']);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('lacks claims'),
      expect.objectContaining({ claims: 'auth_time,uti,sid,wids' }),
    );
  });

  it('accepts jti as the token id where a provider has no uti', async () => {
    const { request } = setup();
    expect((await request({ uti: undefined, jti: 'a-jwt-id' })).status).toBe(200);
  });
});

describe('createTempAccessPass: a Conditional Access authentication context', () => {
  it('without the required context: 401 insufficient_claims with the claims challenge; with it: a pass', async () => {
    const { request, create } = setup({ policy: { requiredAuthContext: 'c1' } });
    const response = await request();
    const challenge = JSON.stringify({ id_token: { acrs: { essential: true, value: 'c1' } } });
    expect(response.headers.get('WWW-Authenticate')).toBe(
      `Bearer error="insufficient_claims", claims="${Buffer.from(challenge).toString('base64')}"`,
    );
    const body = await expectError(response, 401, 'insufficient_claims');
    expect(body.claims).toBe(challenge);
    expect(create).not.toHaveBeenCalled();
    expect((await request({ acrs: ['c1'] })).status).toBe(200);
  });

  it('puts the claims challenge in a stale sign-in answer too, so one new sign-in satisfies both', async () => {
    const { request, clock } = setup({ policy: { requiredAuthContext: 'c1' } });
    const signedIn = clock.now();
    clock.advance(MAX_AGE_MINUTES * 60_000 + 1000);
    const body = await expectError(await request({ auth_time: seconds(signedIn), acrs: ['c1'] }), 401, 'stale_sign_in');
    expect(JSON.parse(body.claims!)).toEqual({ id_token: { acrs: { essential: true, value: 'c1' } } });
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
    const create = vi.fn(async () => ISSUED);
    const clock = testClock();
    const handle = createTempAccessPassHandler({
      verifyIdToken: createIdTokenVerifier(
        async () => {
          throw new errors.JWKSTimeout();
        },
        { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID, now: clock.now },
      ),
      createTemporaryAccessPass: create,
      passWindows: tablePassWindows(tableOnFirstUse(azurite.table('Windows')), { windowSeconds: 600, memorySeconds: 720 }),
      audit: tableAuditLog(tableOnFirstUse(azurite.table('Audit'))),
      policy: POLICY,
      now: clock.now,
    });
    const response = await handle(get({ Authorization: `Bearer ${await sign(keys.tenant.privateKey, claims({}, clock.now()))}` }));
    expect(response.headers.get('Retry-After')).toBe('30');
    await expectError(response, 503, 'keys_unavailable');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a member of staff outside the allow-list (403 not_eligible), though wids shows no admin role: a role scoped to an administrative unit', async () => {
    const { request, create, auditRows } = setup();
    const body = await expectError(await request({ roles: ['Staff'], wids: [USER_ROLE_TEMPLATE_ID] }), 403, 'not_eligible');
    expect(body.message).toBe('Temporary Access Passes here are for students. Ask IT support to set up Windows Hello with you.');
    await expectError(await request({ roles: undefined }), 403, 'not_eligible');
    expect(create).not.toHaveBeenCalled();
    expect((await auditRows()).map((r) => r.outcome)).toEqual(['not_eligible', 'not_eligible']);
  });

  it('gives a pass to a member of an allowed group', async () => {
    const { request } = setup();
    expect((await request({ roles: undefined, groups: [STUDENTS_GROUP] })).status).toBe(200);
  });

  it('refuses an allowed student who also holds a tenant-wide admin role (403 privileged_role), and creates nothing', async () => {
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
});

describe('createTempAccessPass: one pass per ID token, none after Sign out', () => {
  it('refuses a second use of one ID token (401 token_spent), even once the window has passed', async () => {
    const { handle, token, request, clock, create } = setup();
    const once = `Bearer ${await token()}`;
    expect((await handle(get({ Authorization: once }))).status).toBe(200);
    clock.advance(WINDOW_MINUTES * 60_000);
    await expectError(await handle(get({ Authorization: once })), 401, 'token_spent');
    expect(create).toHaveBeenCalledTimes(1);
    // A new token of the same sign-in is fine.
    expect((await request({ auth_time: seconds(clock.now()) - WINDOW_MINUTES * 60 })).status).toBe(200);
  });

  it('refuses a token copied before Sign out (401 signed_out); a new sign-in afterwards gets a pass', async () => {
    const { handle, signOut, token, request, clock, create, auditRows } = setup();
    const copied = `Bearer ${await token()}`;
    clock.advance(60_000);
    const notice = await signOut(new Request('https://fn.example/api/signOut', { method: 'POST', headers: { Authorization: copied } }));
    expect(notice.status).toBe(204);
    clock.advance(60_000);
    await expectError(await handle(get({ Authorization: copied })), 401, 'signed_out');
    expect(create).not.toHaveBeenCalled();
    clock.advance(1000);
    expect((await request()).status).toBe(200);
    expect((await auditRows()).map((r) => r.outcome)).toEqual(['session_signed_out', 'signed_out', 'issued']);
  });

  it('takes the sign-out notice with an expired token, but not a forged one or a GET', async () => {
    const { signOut, token, clock } = setup();
    const old = await token();
    clock.advance(3 * 3600_000);
    const post = (authorization: string) =>
      signOut(new Request('https://fn.example/api/signOut', { method: 'POST', headers: { Authorization: authorization } }));
    expect((await post(`Bearer ${old}`)).status).toBe(204);
    expect((await post(`Bearer ${await sign(keys.forger.privateKey, claims({}, clock.now()))}`)).status).toBe(401);
    expect((await signOut(new Request('https://fn.example/api/signOut', { headers: { Authorization: `Bearer ${old}` } }))).status).toBe(
      405,
    );
    expect((await post(`Bearer ${await token({ sid: undefined })}`)).status).toBe(403);
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

  it('creates exactly one pass for 20 parallel requests from one person; the other 19 get 429 or token_spent', async () => {
    const { handle, token, create } = setup({
      createTemporaryAccessPass: async () => new Promise((resolve) => setTimeout(() => resolve(ISSUED), 20)),
    });
    const authorization = `Bearer ${await token()}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => handle(get({ Authorization: authorization }))));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status !== 200).every((r) => r.status === 429 || r.status === 401)).toBe(true);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives the window back when Graph fails, so the person can try again at once (Graph is called once per request, never retried)', async () => {
    let graphUp = false;
    const { request, create } = setup({
      createTemporaryAccessPass: async () => {
        if (!graphUp) throw new Error('Graph answered 503');
        return ISSUED;
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
    // Nothing listens on port 9: every call fails at once (and is tried again only within the limits).
    const unreachable = new TableClient(
      'http://127.0.0.1:9/devstoreaccount1',
      'Windows',
      new AzureNamedKeyCredential('devstoreaccount1', 'a2V5'),
      {
        allowInsecureConnection: true,
        retryOptions: { maxRetries: 0 },
      },
    );
    const { request, create, log } = setup({ windowsTable: unreachable, auditTable: unreachable, storagePolicy: SHORT_STORAGE });
    const response = await request();
    expect(response.headers.get('Retry-After')).toBe('30');
    await expectError(response, 503, 'storage_unavailable');
    expect(create).not.toHaveBeenCalled();
    // The audit row could not be written either: the function's own log says so.
    expect(log).toHaveBeenCalledWith('Could not write the audit row', expect.objectContaining({ outcome: 'storage_unavailable' }));
  });
});

describe('createTempAccessPass: one deadline for the request', () => {
  it('answers within the deadline when the pass table hangs: 503, no pass', async () => {
    const { request, create } = setup({ windowsTable: hung.table(), deadlineMs: SHORT_DEADLINE_MS, storagePolicy: SHORT_STORAGE });
    const [response, elapsed] = await timed(request());
    await expectError(response, 503, 'storage_unavailable');
    expect(elapsed).toBeLessThan(SHORT_DEADLINE_MS);
    expect(create).not.toHaveBeenCalled();
  });

  it('a window write storage applies after the answer holds no window: the person may have a pass at once', async () => {
    const windowsTable = azurite.table('Windows');
    const late = writesThatLandLate(windowsTable);
    const { request, create } = setup({ windowsTable: late.client, deadlineMs: SHORT_DEADLINE_MS, storagePolicy: SHORT_STORAGE });
    await expectError(await request(), 503, 'storage_unavailable');
    expect(create).not.toHaveBeenCalled();
    // Storage now applies the writes it had taken in: each is refused, the row having been changed under it.
    await late.land();
    expect(late.landed.length).toBeGreaterThan(0);
    expect(late.landed.every((outcome) => outcome === 409 || outcome === 412)).toBe(true);
    const healthy = setup({ windowsTable });
    expect((await healthy.request()).status).toBe(200);
  });

  it('a window write that lands while the request still waits on it is given back: no lock-out without a pass', async () => {
    const windowsTable = azurite.table('Windows');
    const late = writesThatLandLate(windowsTable, { landAfterMs: 100 });
    const { request, create } = setup({ windowsTable: late.client, deadlineMs: SHORT_DEADLINE_MS, storagePolicy: SHORT_STORAGE });
    await expectError(await request(), 503, 'storage_unavailable');
    expect(create).not.toHaveBeenCalled();
    expect(late.landed[0]).toBe('applied');
    const healthy = setup({ windowsTable });
    expect((await healthy.request()).status).toBe(200);
  });

  it('answers within the deadline when the audit table hangs: no pass without its row, and the window is free again', async () => {
    const windowsTable = azurite.table('Windows');
    const { request, create } = setup({
      windowsTable,
      auditTable: hung.table(),
      deadlineMs: SHORT_DEADLINE_MS,
      storagePolicy: SHORT_STORAGE,
    });
    const [response, elapsed] = await timed(request());
    await expectError(response, 503, 'storage_unavailable');
    expect(elapsed).toBeLessThan(SHORT_DEADLINE_MS);
    expect(create).not.toHaveBeenCalled();
    // The same person, once the audit table answers again: the window was given back.
    const healthy = setup({ windowsTable });
    expect((await healthy.request()).status).toBe(200);
  });

  it('answers at the deadline when Graph hangs (and ignores the abort): 502, the call aborted, the window free', async () => {
    const windowsTable = azurite.table('Windows');
    let graphSignal: AbortSignal | undefined;
    const { request, auditRows } = setup({
      windowsTable,
      deadlineMs: SHORT_DEADLINE_MS,
      createTemporaryAccessPass: (_userId, signal) => {
        graphSignal = signal;
        return new Promise<never>(() => {});
      },
    });
    const [response, elapsed] = await timed(request());
    await expectError(response, 502, 'graph_failed');
    expect(elapsed).toBeGreaterThanOrEqual(SHORT_DEADLINE_MS - 50);
    expect(elapsed).toBeLessThan(SHORT_DEADLINE_MS + 1_000);
    expect(graphSignal?.aborted).toBe(true);
    expect((await auditRows()).map((r) => r.outcome)).toEqual(['graph_failed']);
    expect((await setup({ windowsTable }).request()).status).toBe(200);
  });

  it('never calls Graph once the deadline has passed, and gives the window back', async () => {
    const windowsTable = azurite.table('Windows');
    const { request, create } = setup({
      windowsTable,
      deadlineMs: 300,
      // The claim answers, but only after the deadline.
      wrapWindows: (w) => ({
        ...w,
        claim: async (claimRequest, call) => {
          const claim = await w.claim(claimRequest, call);
          await new Promise((resolve) => setTimeout(resolve, 400));
          return claim;
        },
      }),
    });
    await expectError(await request(), 503, 'storage_unavailable');
    expect(create).not.toHaveBeenCalled();
    expect((await setup({ windowsTable }).request()).status).toBe(200);
  });
});

describe('createTempAccessPass: the audit table', () => {
  it('writes one row per request with the time, the request, the user, where from, the token id, the outcome and the status; never the pass or the token', async () => {
    const { handle, token, request, clock, auditRows } = setup();
    const goodToken = await token({ uti: 'token-id-1' });
    const headers = { Authorization: `Bearer ${goodToken}`, 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0) Edge/140' };
    expect((await handle(get(headers), { requestId: 'invocation-1', clientAddress: '203.0.113.7:50123' })).status).toBe(200);
    clock.advance(1000);
    await request({ uti: 'token-id-2' });
    clock.advance(1000);
    await request({ uti: 'token-id-3', wids: [USER_ROLE_TEMPLATE_ID, HELPDESK_ADMIN_ROLE_TEMPLATE_ID] });
    clock.advance(1000);
    await handle(get({ Authorization: 'Bearer x.y.z', 'User-Agent': `Mozilla/5.0 ${'x'.repeat(500)}` }), {
      requestId: 'invocation-4',
      clientAddress: '198.51.100.1, 203.0.113.9:50124',
    });

    const rows = await auditRows();
    const fields = ['partitionKey', 'time', 'requestId', 'userId', 'tokenId', 'clientAddress', 'userAgent', 'outcome', 'status'];
    expect(rows.map((row) => Object.fromEntries(fields.map((f) => [f, row[f]])))).toEqual([
      {
        partitionKey: '2026-11-23',
        time: new Date('2026-11-23T09:00:00Z'),
        requestId: 'invocation-1',
        userId: OID,
        tokenId: 'token-id-1',
        clientAddress: '203.0.113.7:50123',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0) Edge/140',
        outcome: 'issued',
        status: 200,
      },
      expect.objectContaining({ time: new Date('2026-11-23T09:00:01Z'), tokenId: 'token-id-2', outcome: 'too_many_passes', status: 429 }),
      expect.objectContaining({ time: new Date('2026-11-23T09:00:02Z'), tokenId: 'token-id-3', outcome: 'privileged_role', status: 403 }),
    ]);
    expect(rows[1]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(PASS);
    for (const part of goodToken.split('.')) expect(text).not.toContain(part);
  });

  it("writes no row for a request nobody verified: only the host's log, with the platform's address and a short user agent", async () => {
    const { handle, auditRows, log } = setup();
    const userAgent = `Mozilla/5.0 ${'x'.repeat(500)}`;
    for (const authorization of ['Bearer x.y.z', 'Basic YTpi', undefined]) {
      const headers: Record<string, string> = { 'User-Agent': userAgent, ...(authorization ? { Authorization: authorization } : {}) };
      expect((await handle(get(headers), { requestId: 'invocation-9', clientAddress: '198.51.100.1, 203.0.113.9:50124' })).status).toBe(
        401,
      );
    }
    expect((await handle(new Request('https://fn.example/api/createTempAccessPass', { method: 'POST' }))).status).toBe(405);
    expect(await auditRows()).toEqual([]);
    const lines = log.mock.calls.filter(([message]) => message === UNVERIFIED_LOG_MESSAGE).map(([, fields]) => fields);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({
      time: '2026-11-23T09:00:00.000Z',
      requestId: 'invocation-9',
      outcome: 'invalid_token',
      status: 401,
      clientAddress: '203.0.113.9:50124',
      userAgent: userAgent.slice(0, 64),
    });
    expect(JSON.stringify(log.mock.calls)).not.toContain('x.y.z');
    expect(JSON.stringify(log.mock.calls)).not.toContain('YTpi');
  });

  it('deletes audit rows older than the retention, and keeps the fresh ones', async () => {
    const auditTable = azurite.table('Audit');
    const { request, clock } = setup({ auditTable });
    await request();
    clock.advance(100 * 86_400_000);
    const fresh = setup({ auditTable });
    fresh.clock.advance(100 * 86_400_000);
    await fresh.request();
    const audit = tableAuditLog(tableOnFirstUse(auditTable));
    // 90 days kept from 2027-03-03: the rows of days before 2026-12-03 go.
    expect(await audit.prune('2026-12-03', unboundedStorageCalls)).toBe(1);
    expect((await fresh.auditRows()).map((r) => r.partitionKey)).toEqual(['2027-03-03']);
  });

  it('writes the row before Graph is called: while the pass is being created it says creating_pass', async () => {
    let rowsDuringGraph: Record<string, unknown>[] = [];
    const context = setup({
      createTemporaryAccessPass: async () => {
        rowsDuringGraph = await context.auditRows();
        return ISSUED;
      },
    });
    expect((await context.request()).status).toBe(200);
    expect(rowsDuringGraph.map((r) => [r.outcome, r.status])).toEqual([['creating_pass', 0]]);
    expect((await context.auditRows()).map((r) => [r.outcome, r.status])).toEqual([['issued', 200]]);
  });

  it('logs every audit entry as one line for Log Analytics, and never the pass or the token', async () => {
    const { handle, token, log } = setup();
    const goodToken = await token();
    await handle(get({ Authorization: `Bearer ${goodToken}` }), { requestId: 'invocation-9' });
    await handle(get({ Authorization: 'Bearer x.y.z' }));
    expect(log).toHaveBeenCalledWith(
      AUDIT_LOG_MESSAGE,
      expect.objectContaining({ requestId: 'invocation-9', outcome: 'issued', oid: OID }),
    );
    expect(log).toHaveBeenCalledWith(UNVERIFIED_LOG_MESSAGE, expect.objectContaining({ outcome: 'invalid_token', status: 401 }));
    const logged = JSON.stringify(log.mock.calls);
    expect(logged).not.toContain(PASS);
    expect(logged).not.toContain(goodToken.split('.')[2]!);
  });
});
