import type { TableClient } from '@azure/data-tables';
import type { JWTPayload } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tableAuditLog } from '../../../packages/function-app/src/audit-log';
import { createStudentPassHandler } from '../../../packages/function-app/src/create-student-pass';
import type { StoragePolicy } from '../../../packages/function-app/src/deadline';
import { createIdTokenVerifier } from '../../../packages/function-app/src/id-token';
import { AUDIT_LOG_MESSAGE, UNVERIFIED_LOG_MESSAGE } from '../../../packages/function-app/src/request-audit';
import type { StudentPassPolicy } from '../../../packages/function-app/src/student-pass-config';
import { GraphCallError, type StudentPassGraph } from '../../../packages/function-app/src/student-pass-graph';
import { tableStudentPassLimits } from '../../../packages/function-app/src/student-pass-limits';
import type { RoleAssignment } from '../../../packages/function-app/src/student-pass-roles';
import { tableOnFirstUse } from '../../../packages/function-app/src/table-storage';
import { azuriteForThisFile } from './azurite';
import { claims, CLIENT_ID, HELPDESK_ADMIN_ROLE_TEMPLATE_ID, ISSUER, sign, TENANT_ID, testKeys } from './fixtures';
import { hungStorageForThisFile } from './hung-storage';
import { USER_ROLE_TEMPLATE_ID } from '../../../packages/function-app/src/directory-roles';

const PASS = 'Xk4#pQ9z';
const STAFF = '0d3a0000-0000-4000-8000-000000000006';
const OTHER_STAFF = '0d3a0000-0000-4000-8000-000000000007';
const STUDENT = '5d000000-0000-4000-8000-000000000001';
const SECOND_STUDENT = '5d000000-0000-4000-8000-000000000002';
const STUDENT_SKU = '5a1e0000-0000-4000-8000-00000000c0de';
const STAFF_SKU = '5a1e0000-0000-4000-8000-00000000057a';
const JUNIOR_UNIT = 'a0000000-0000-4000-8000-00000000000a';
const SENIOR_UNIT = 'a0000000-0000-4000-8000-00000000000b';
const PER_HOUR = 3;
const WINDOW_MINUTES = 10;
const POLICY: StudentPassPolicy = {
  signInMaxAgeSeconds: 600,
  staffRoles: ['Staff'],
  studentLicences: [STUDENT_SKU],
  lifetimeMinutes: { min: 10, max: 480 },
};
const SHORT_DEADLINE_MS = 2_000;
const SHORT_STORAGE: StoragePolicy = { attemptTimeoutMs: 250, maxAttempts: 2, retryDelayMs: 20 };

const azurite = azuriteForThisFile();
const hung = hungStorageForThisFile();
let keys: Awaited<ReturnType<typeof testKeys>>;
beforeAll(async () => {
  keys = await testKeys();
});

/** The directory the fake Graph answers from: who holds which role where, and each user's licences and units. */
interface Directory {
  assignments: Record<string, RoleAssignment[]>;
  licences: Record<string, string[]>;
  units: Record<string, string[]>;
}

const tenantWide = (roleDefinitionId = HELPDESK_ADMIN_ROLE_TEMPLATE_ID): RoleAssignment => ({ roleDefinitionId, directoryScopeId: '/' });

function directory(): Directory {
  return {
    assignments: {},
    licences: { [STUDENT]: [STUDENT_SKU], [SECOND_STUDENT]: [STUDENT_SKU], [STAFF]: [STAFF_SKU], [OTHER_STAFF]: [STAFF_SKU] },
    units: { [STUDENT]: [JUNIOR_UNIT], [SECOND_STUDENT]: [SENIOR_UNIT] },
  };
}

function fakeGraph(dir: Directory, overrides: Partial<StudentPassGraph> = {}): StudentPassGraph {
  return {
    roleAssignmentsOf: vi.fn(async (id: string) => dir.assignments[id] ?? []),
    licencesOf: vi.fn(async (id: string) => dir.licences[id] ?? null),
    administrativeUnitsOf: vi.fn(async (id: string) => dir.units[id] ?? []),
    createPass: vi.fn(async (_id: string, lifetimeInMinutes: number) => ({
      temporaryAccessPass: PASS,
      lifetimeInMinutes,
      startDateTime: '2026-11-23T09:00:00.000Z',
    })),
    ...overrides,
  };
}

interface SetupOptions {
  graph?: Partial<StudentPassGraph>;
  dir?: Directory;
  limitsTable?: TableClient;
  auditTable?: TableClient;
  policy?: StudentPassPolicy | undefined;
  deadlineMs?: number;
}

function setup({ graph: overrides = {}, dir = directory(), limitsTable, auditTable, deadlineMs, ...rest }: SetupOptions = {}) {
  let now = new Date('2026-11-23T09:00:00Z').getTime();
  const clock = { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
  const log = vi.fn();
  const audits = auditTable ?? azurite.table('StudentPassAudit');
  const graph = fakeGraph(dir, overrides);
  const handle = createStudentPassHandler({
    verifyIdToken: createIdTokenVerifier(keys.jwks, { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID, now: clock.now }),
    graph,
    limits: tableStudentPassLimits(tableOnFirstUse(limitsTable ?? azurite.table('StudentPassLimits')), {
      studentWindowSeconds: WINDOW_MINUTES * 60,
      staffPerHour: PER_HOUR,
    }),
    audit: tableAuditLog(tableOnFirstUse(audits)),
    policy: 'policy' in rest ? rest.policy : POLICY,
    now: clock.now,
    log,
    storagePolicy: SHORT_STORAGE,
    ...(deadlineMs ? { deadlineMs } : {}),
  });
  /** Olivia: staff, signed in just now. */
  const staffClaims = (overrides: JWTPayload = {}) => claims({ oid: STAFF, roles: ['Staff'], ...overrides }, clock.now());
  const post = async (body: unknown = { studentId: STUDENT, lifetimeInMinutes: 60 }, token: JWTPayload = {}, requestId?: string) => {
    const jwt = await sign(keys.tenant.privateKey, staffClaims(token));
    const response = await handle(
      new Request('https://fn.example/api/createStudentPass', {
        method: 'POST',
        headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json', 'User-Agent': 'Chromium test' },
        body: JSON.stringify(body),
      }),
      requestId ? { requestId } : {},
    );
    return Object.assign(response, { jwt });
  };
  const auditRows = async () => {
    const rows: Record<string, unknown>[] = [];
    try {
      for await (const row of audits.listEntities()) rows.push(row);
    } catch (error) {
      // No row was ever written: the table was never created.
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
    return rows;
  };
  return { handle, graph, log, clock, post, auditRows, dir };
}

async function expectRefusal(response: Response, status: number, error: string): Promise<{ message: string; retryAfterSeconds?: number }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = (await response.json()) as { error: string; message: string };
  expect(body).toMatchObject({ error, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(20);
  return body;
}

/** The one audit row of a refused request: who asked, for whom, what happened, which request. */
async function expectOneAuditRow(rows: Record<string, unknown>[], outcome: string, status: number, target: string = STUDENT) {
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ userId: STAFF, targetId: target, outcome, status, requestId: expect.stringMatching(/^[\w-]+$/) });
}

describe('createStudentPass: a member of staff with the role gives a student a pass', () => {
  it('creates a one-time pass for the named student with the chosen lifetime, and says when it expires', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    const response = await context.post({ studentId: STUDENT, lifetimeInMinutes: 90 }, {}, 'invocation-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      temporaryAccessPass: PASS,
      lifetimeInMinutes: 90,
      expiresAt: '2026-11-23T10:30:00.000Z',
      isUsableOnce: true,
    });
    expect(context.graph.createPass).toHaveBeenCalledExactlyOnceWith(STUDENT, 90, expect.any(AbortSignal));
    expect(await context.auditRows()).toEqual([
      expect.objectContaining({ requestId: 'invocation-1', userId: STAFF, targetId: STUDENT, outcome: 'issued', status: 200 }),
    ]);
  });

  it("takes the role from wids alone (a role held through a group, which Graph's assignments leave out)", async () => {
    const { post } = setup();
    expect((await post(undefined, { wids: [USER_ROLE_TEMPLATE_ID, HELPDESK_ADMIN_ROLE_TEMPLATE_ID] })).status).toBe(200);
  });

  it('writes the audit row before the pass is returned: creating_pass while Graph makes it, issued before the answer', async () => {
    let rowsDuringGraph: Record<string, unknown>[] = [];
    const context = setup({
      graph: {
        createPass: async (_id, lifetimeInMinutes) => {
          rowsDuringGraph = await context.auditRows();
          return { temporaryAccessPass: PASS, lifetimeInMinutes };
        },
      },
    });
    context.dir.assignments[STAFF] = [tenantWide()];
    const response = await context.post();
    // The row is settled by the time the answer exists, not after.
    const rowsAtAnswer = await context.auditRows();
    expect(response.status).toBe(200);
    expect(rowsDuringGraph.map((r) => [r.outcome, r.status, r.targetId])).toEqual([['creating_pass', 0, STUDENT]]);
    expect(rowsAtAnswer.map((r) => [r.outcome, r.status])).toEqual([['issued', 200]]);
  });

  it('never puts the pass or the token in a log line or an audit row', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    const response = await context.post();
    expect(response.status).toBe(200);
    await context.post();
    const logged = JSON.stringify(context.log.mock.calls);
    const stored = JSON.stringify(await context.auditRows());
    for (const text of [logged, stored]) {
      expect(text).not.toContain(PASS);
      for (const part of response.jwt.split('.')) expect(text).not.toContain(part);
    }
    expect(context.log).toHaveBeenCalledWith(
      AUDIT_LOG_MESSAGE,
      expect.objectContaining({ oid: STAFF, targetId: STUDENT, outcome: 'issued', status: 200 }),
    );
  });
});

describe('createStudentPass: who may give one', () => {
  it('refuses staff without a role that may give passes (403 no_pass_role), with an audit row, and creates nothing', async () => {
    const { post, graph, auditRows } = setup();
    const body = await expectRefusal(await post(), 403, 'no_pass_role');
    expect(body.message).toContain('Microsoft Entra role');
    expect(graph.createPass).not.toHaveBeenCalled();
    await expectOneAuditRow(await auditRows(), 'no_pass_role', 403);
  });

  it('refuses a role that cannot reset passwords (a Teams administrator)', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide('69091246-20e8-4a56-aa4d-066075b2a7a8')];
    await expectRefusal(await context.post(), 403, 'no_pass_role');
  });

  it('refuses a student (403 not_staff), before asking Graph anything, with an audit row', async () => {
    const { post, graph, auditRows } = setup();
    const body = await expectRefusal(await post(undefined, { roles: ['Year8'] }), 403, 'not_staff');
    expect(body.message).toBe('Only school staff can give a student a Temporary Access Pass.');
    expect(graph.roleAssignmentsOf).not.toHaveBeenCalled();
    await expectOneAuditRow(await auditRows(), 'not_staff', 403);
  });

  it('refuses an authentication more than 10 minutes old (401 stale_sign_in), even in a freshly issued token', async () => {
    const { post, clock, graph, auditRows } = setup();
    const signedIn = Math.floor(clock.now().getTime() / 1000);
    clock.advance(10 * 60_000 + 1_000);
    const response = await post(undefined, { auth_time: signedIn });
    expect(response.headers.get('WWW-Authenticate')).toContain('max_age=600');
    const body = await expectRefusal(response, 401, 'stale_sign_in');
    expect(body.message).toContain('a sign-in from the last 10 minutes');
    expect(graph.createPass).not.toHaveBeenCalled();
    await expectOneAuditRow(await auditRows(), 'stale_sign_in', 401);
  });

  it('refuses a token without auth_time or wids (403 claim_missing, naming them)', async () => {
    const { post } = setup();
    const response = await post(undefined, { auth_time: undefined, wids: undefined });
    expect(await response.json()).toMatchObject({ error: 'claim_missing', claims: ['auth_time', 'wids'] });
  });

  it("answers 401 invalid_token to a missing token, with no audit row (nobody was verified) but a line in the host's log", async () => {
    const { handle, auditRows, log } = setup();
    const response = await handle(new Request('https://fn.example/api/createStudentPass', { method: 'POST', body: '{}' }));
    await expectRefusal(response, 401, 'invalid_token');
    expect(await auditRows()).toEqual([]);
    expect(log).toHaveBeenCalledWith(UNVERIFIED_LOG_MESSAGE, expect.objectContaining({ outcome: 'invalid_token', status: 401 }));
  });
});

describe('createStudentPass: for whom', () => {
  it('refuses a student outside the allow-list (no student licence: 403 not_a_student)', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    context.dir.licences[STUDENT] = [];
    await expectRefusal(await context.post(), 403, 'not_a_student');
    expect(context.graph.createPass).not.toHaveBeenCalled();
    await expectOneAuditRow(await context.auditRows(), 'not_a_student', 403);
  });

  it('refuses a member of staff as the target (the staff licence is not on the allow-list)', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    await expectRefusal(await context.post({ studentId: OTHER_STAFF, lifetimeInMinutes: 60 }), 403, 'not_a_student');
    await expectOneAuditRow(await context.auditRows(), 'not_a_student', 403, OTHER_STAFF);
  });

  it('refuses an admin target, though they hold a student licence (403 privileged_target): any directory role counts', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    context.dir.assignments[STUDENT] = [{ roleDefinitionId: 'f28a1f50-f6e7-4571-818b-6a12f2af6b6c', directoryScopeId: '/' }];
    const body = await expectRefusal(await context.post(), 403, 'privileged_target');
    expect(body.message).toContain('admin or staff role');
    expect(context.graph.createPass).not.toHaveBeenCalled();
    await expectOneAuditRow(await context.auditRows(), 'privileged_target', 403);
  });

  it('refuses a pass for the staff member themself', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    context.dir.licences[STAFF] = [STUDENT_SKU];
    await expectRefusal(await context.post({ studentId: STAFF, lifetimeInMinutes: 60 }), 403, 'privileged_target');
  });

  it('answers 404 student_not_found for an id the directory does not have', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    await expectRefusal(
      await context.post({ studentId: '5d000000-0000-4000-8000-0000000000ff', lifetimeInMinutes: 60 }),
      404,
      'student_not_found',
    );
  });

  it("keeps a role scoped to an administrative unit to that unit's students (403 outside_scope otherwise)", async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [
      { roleDefinitionId: HELPDESK_ADMIN_ROLE_TEMPLATE_ID, directoryScopeId: `/administrativeUnits/${JUNIOR_UNIT}` },
    ];
    expect((await context.post({ studentId: STUDENT, lifetimeInMinutes: 60 })).status).toBe(200);
    const body = await expectRefusal(await context.post({ studentId: SECOND_STUDENT, lifetimeInMinutes: 60 }), 403, 'outside_scope');
    expect(body.message).toContain('in your care');
    expect(context.graph.createPass).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ lifetimeInMinutes: 60 }, 'The request names no student.'],
    [{ studentId: 'not-a-guid', lifetimeInMinutes: 60 }, 'The request names no student.'],
    [{ studentId: STUDENT }, 'The request gives no lifetime.'],
    [{ studentId: STUDENT, lifetimeInMinutes: 5 }, 'A pass lasts from 10 to 480 minutes at this school.'],
    [{ studentId: STUDENT, lifetimeInMinutes: 481 }, 'A pass lasts from 10 to 480 minutes at this school.'],
  ])('refuses the body %j (400 invalid_request)', async (body, message) => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    expect(await expectRefusal(await context.post(body), 400, 'invalid_request')).toMatchObject({ message });
    expect(context.graph.createPass).not.toHaveBeenCalled();
  });

  it('refuses a body over 1 kB (413 too_large) by its Content-Length or as it streams in, without reading it all', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    const jwt = (await context.post()).jwt;
    const headers = { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' };
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++pulled > 1000) return controller.close();
        controller.enqueue(new Uint8Array(512).fill(0x20));
      },
    });
    const streamed = await context.handle(
      new Request('https://fn.example/api/createStudentPass', { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit),
    );
    const body = await expectRefusal(streamed, 413, 'too_large');
    expect(body.message).toBe('A request for a pass is at most 1024 bytes. Refresh the page and try again.');
    expect(pulled).toBeLessThan(10);
    const declared = await context.handle(
      new Request('https://fn.example/api/createStudentPass', {
        method: 'POST',
        headers: { ...headers, 'Content-Length': '5000' },
        body: ' '.repeat(5000),
      }),
    );
    await expectRefusal(declared, 413, 'too_large');
    expect((await context.auditRows()).map((r) => r.outcome).sort()).toEqual(['issued', 'too_large', 'too_large']);
  });

  it('answers 503 not_configured, logged (no audit row: nobody was verified), when its settings are missing', async () => {
    const context = setup({ policy: undefined });
    await expectRefusal(await context.post(), 503, 'not_configured');
    expect(await context.auditRows()).toEqual([]);
    expect(context.log).toHaveBeenCalledWith(UNVERIFIED_LOG_MESSAGE, expect.objectContaining({ outcome: 'not_configured', status: 503 }));
  });
});

describe('createStudentPass: the limits', () => {
  it('refuses a second pass for one student within the window (429 student_has_pass), even from another member of staff', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    context.dir.assignments[OTHER_STAFF] = [tenantWide()];
    expect((await context.post()).status).toBe(200);
    const response = await context.post(undefined, { oid: OTHER_STAFF });
    expect(response.headers.get('Retry-After')).toBe('600');
    const body = await expectRefusal(response, 429, 'student_has_pass');
    expect(body.retryAfterSeconds).toBe(600);
    // Both at one instant: the rows' order is their request ids', so compare them sorted by outcome.
    const rows = (await context.auditRows()).map((r) => [r.userId, r.targetId, r.outcome, r.status]);
    expect(rows.sort((a, b) => String(a[2]).localeCompare(String(b[2])))).toEqual([
      [STAFF, STUDENT, 'issued', 200],
      [OTHER_STAFF, STUDENT, 'student_has_pass', 429],
    ]);
    context.clock.advance(WINDOW_MINUTES * 60_000);
    expect((await context.post(undefined, { oid: OTHER_STAFF })).status).toBe(200);
    expect(context.graph.createPass).toHaveBeenCalledTimes(2);
  });

  it('lets one member of staff give 3 passes an hour, then 429 staff_pass_limit until the oldest is an hour old', async () => {
    const context = setup();
    context.dir.assignments[STAFF] = [tenantWide()];
    const students = Array.from({ length: 5 }, (_, i) => `5d000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`);
    for (const id of students) context.dir.licences[id] = [STUDENT_SKU];
    for (const id of students.slice(0, 3)) {
      expect((await context.post({ studentId: id, lifetimeInMinutes: 60 })).status).toBe(200);
      context.clock.advance(60_000);
    }
    const body = await expectRefusal(await context.post({ studentId: students[3], lifetimeInMinutes: 60 }), 429, 'staff_pass_limit');
    expect(body.retryAfterSeconds).toBe(57 * 60);
    expect((await context.auditRows()).at(-1)).toMatchObject({
      userId: STAFF,
      targetId: students[3],
      outcome: 'staff_pass_limit',
      status: 429,
    });
    // The refused student's window was not used up by the refusal.
    context.clock.advance(57 * 60_000);
    expect((await context.post({ studentId: students[3], lifetimeInMinutes: 60 })).status).toBe(200);
  });

  it('gives exactly one pass for 10 parallel requests for one student', async () => {
    const context = setup({
      graph: {
        createPass: (_id, lifetimeInMinutes) =>
          new Promise((r) => setTimeout(() => r({ temporaryAccessPass: PASS, lifetimeInMinutes }), 20)),
      },
    });
    context.dir.assignments[STAFF] = [tenantWide()];
    const responses = await Promise.all(Array.from({ length: 10 }, () => context.post()));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(9);
  });
});

describe('createStudentPass: Graph and storage failures, within one deadline', () => {
  it('answers 502 graph_failed when Graph cannot read the roles, with an audit row', async () => {
    const { post, auditRows, graph } = setup({
      graph: {
        roleAssignmentsOf: async () => {
          throw new GraphCallError(503, 'Graph answered 503');
        },
      },
    });
    const body = await expectRefusal(await post(), 502, 'graph_failed');
    expect(body.message).toBe('Microsoft 365 did not create a pass. Please try again in a minute.');
    expect(graph.createPass).not.toHaveBeenCalled();
    await expectOneAuditRow(await auditRows(), 'graph_failed', 502);
  });

  it('answers 502 when Graph fails to create the pass, and gives the limits back so the teacher can try again at once', async () => {
    let graphUp = false;
    const context = setup({
      graph: {
        createPass: async (_id, lifetimeInMinutes) => {
          if (!graphUp) throw new GraphCallError(500, 'Graph answered 500');
          return { temporaryAccessPass: PASS, lifetimeInMinutes };
        },
      },
    });
    context.dir.assignments[STAFF] = [tenantWide()];
    await expectRefusal(await context.post(), 502, 'graph_failed');
    expect((await context.auditRows()).map((r) => r.outcome)).toEqual(['graph_failed']);
    graphUp = true;
    expect((await context.post()).status).toBe(200);
  });

  it('reports a hung Graph call at the deadline (504 graph_timeout), the call aborted, with an audit row', async () => {
    let signal: AbortSignal | undefined;
    const context = setup({
      deadlineMs: SHORT_DEADLINE_MS,
      graph: {
        createPass: (_id, _lifetime, s) => {
          signal = s;
          return new Promise<never>(() => {});
        },
      },
    });
    context.dir.assignments[STAFF] = [tenantWide()];
    const started = Date.now();
    const response = await context.post();
    const elapsed = Date.now() - started;
    const body = await expectRefusal(response, 504, 'graph_timeout');
    expect(body.message).toContain('did not answer in time');
    expect(elapsed).toBeGreaterThanOrEqual(SHORT_DEADLINE_MS - 50);
    expect(elapsed).toBeLessThan(SHORT_DEADLINE_MS + 1_500);
    expect(signal?.aborted).toBe(true);
    expect((await context.auditRows()).map((r) => [r.outcome, r.status])).toEqual([['graph_timeout', 504]]);
    expect(context.log).toHaveBeenCalledWith('Graph did not answer in time: creating the pass', expect.objectContaining({ oid: STAFF }));
  });

  it('reports a hung role read the same way, before any limit is used', async () => {
    const context = setup({ deadlineMs: SHORT_DEADLINE_MS, graph: { roleAssignmentsOf: () => new Promise<never>(() => {}) } });
    await expectRefusal(await context.post(), 504, 'graph_timeout');
    expect(context.graph.createPass).not.toHaveBeenCalled();
    await expectOneAuditRow(await context.auditRows(), 'graph_timeout', 504);
  });

  it('creates no pass without its audit row: a hung audit table is 503 within the deadline', async () => {
    const context = setup({ auditTable: hung.table(), deadlineMs: SHORT_DEADLINE_MS });
    context.dir.assignments[STAFF] = [tenantWide()];
    const started = Date.now();
    await expectRefusal(await context.post(), 503, 'storage_unavailable');
    expect(Date.now() - started).toBeLessThan(SHORT_DEADLINE_MS + 1_500);
    expect(context.graph.createPass).not.toHaveBeenCalled();
  });

  it('answers 503 when the limits table hangs', async () => {
    const context = setup({ limitsTable: hung.table(), deadlineMs: SHORT_DEADLINE_MS });
    context.dir.assignments[STAFF] = [tenantWide()];
    await expectRefusal(await context.post(), 503, 'storage_unavailable');
    expect(context.graph.createPass).not.toHaveBeenCalled();
    await expectOneAuditRow(await context.auditRows(), 'storage_unavailable', 503);
  });
});
