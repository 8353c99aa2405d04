/**
 * The report functions (`POST /reports`, `GET /guideHealth`) against Azurite, as the Function App wires
 * them: validation, the limits, storage that fails or hangs, and what a stored report holds (nothing that
 * names anyone).
 */
import type { TableClient } from '@azure/data-tables';
import type { GuideHealth } from '@school-it-portal/function-contract/guide-health';
import type { JWTPayload } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoragePolicy } from '../../../packages/function-app/src/deadline';
import { guideHealthHandler, summarise } from '../../../packages/function-app/src/guide-health';
import { createIdTokenVerifier } from '../../../packages/function-app/src/id-token';
import { recordReportHandler } from '../../../packages/function-app/src/record-report';
import type { HealthReaders } from '../../../packages/function-app/src/report-config';
import {
  DAY_KEY_ROW,
  personKey,
  tableReportStore,
  type ReadLimits,
  type StoredReport,
} from '../../../packages/function-app/src/report-store';
import { fixedSubjects, type PublishedSubjects } from '../../../packages/function-app/src/report-subjects';
import { tableOnFirstUse } from '../../../packages/function-app/src/table-storage';
import { azuriteForThisFile } from './azurite';
import { claims, CLIENT_ID, ISSUER, OID, sign, TENANT_ID, testKeys } from './fixtures';
import { hungStorageForThisFile } from './hung-storage';

const SALT = 'test-salt-0123456789abcdefghijklmnopqrstuv';
const OTHER_OID = '0d3a0000-0000-4000-8000-000000000002';
const STAFF_OID = '0d3a0000-0000-4000-8000-0000000000ff';
const SHORT_STORAGE: StoragePolicy = { attemptTimeoutMs: 250, maxAttempts: 2, retryDelayMs: 20 };
const URL_REPORTS = 'https://fn.example/api/reports';
/** Staff read guide health; IT support (and only they) the words. Reports kept 30 days. */
const READERS: HealthReaders = { staff: { roles: ['Staff'], groups: [] }, words: { roles: ['ITSupport'], groups: [] }, keepDays: 30 };
const PRIVACY = { wordsReadBy: ['ITSupport'], wordsReadByGroups: false, keepDays: 30 };
const IT_STAFF = { oid: STAFF_OID, roles: ['Staff', 'ITSupport'] };
/** Numbered steps the tests report on (`step-1` ... `step-300`), beside the guides' real ones. */
const NUMBERED = Array.from({ length: 300 }, (_, i) => `step-${i + 1}`);
/** The published guides of these tests, as the site's report-subjects.json would list them. */
const PUBLISHED = fixedSubjects({
  version: 1,
  guides: {
    wifi: {
      steps: ['page', 'join-network', 'open-setup-page', 'sign-in', 'one', 'two', 'three', 'four', 'old', 'middle', 'today', ...NUMBERED],
      variants: ['laptop', 'ios'],
    },
    office: { steps: ['page', 'install'], variants: [] },
  },
});

const azurite = azuriteForThisFile();
const hung = hungStorageForThisFile();
let keys: Awaited<ReturnType<typeof testKeys>>;

beforeAll(async () => {
  keys = await testKeys();
});

const DAY_MS = 86_400_000;

function testClock(start = new Date('2026-11-23T09:00:00Z')) {
  let now = start.getTime();
  const clock = {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
    /** Runs `send` as if it were `days` days ago (a report sent then, on that day), and comes back. */
    async daysAgo<T>(days: number, send: () => Promise<T>): Promise<T> {
      clock.advance(-days * DAY_MS);
      try {
        return await send();
      } finally {
        clock.advance(days * DAY_MS);
      }
    },
  };
  return clock;
}

/** A report of step 3 of WiFi's laptop steps on a Mac, as the portal sends it. */
function stepReport(clock: { now: () => Date }, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'step',
    guide: 'wifi',
    stepName: 'open-setup-page',
    step: 3,
    platform: 'mac',
    variant: 'laptop',
    what: 'looks_different',
    words: 'The page says not permitted',
    supportCode: '4KQ7-M2XB',
    browser: 'Safari 18',
    madeAt: clock.now().toISOString(),
    ...overrides,
  };
}

interface SetupOptions {
  table?: TableClient;
  subjects?: PublishedSubjects;
  readLimits?: Partial<ReadLimits>;
  dailyLimit?: number;
  deadlineMs?: number;
  storagePolicy?: StoragePolicy;
}

function setup({
  table = azurite.table('Reports'),
  subjects = PUBLISHED,
  readLimits,
  dailyLimit = 30,
  deadlineMs,
  storagePolicy,
}: SetupOptions = {}) {
  const clock = testClock();
  const log = vi.fn();
  const verifyIdToken = createIdTokenVerifier(keys.jwks, { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT_ID, now: clock.now });
  const store = tableReportStore(tableOnFirstUse(table), { salt: SALT, dailyLimit, now: clock.now, ...(readLimits ? { readLimits } : {}) });
  const limits = { ...(deadlineMs ? { deadlineMs } : {}), ...(storagePolicy ? { storagePolicy } : {}) };
  const report = recordReportHandler({ verifyIdToken, store, subjects, privacy: PRIVACY, now: clock.now, log, ...limits });
  const health = guideHealthHandler({ verifyIdToken, store, readers: READERS, now: clock.now, log, ...limits });
  const token = (overrides: JWTPayload = {}) => sign(keys.tenant.privateKey, claims(overrides, clock.now()));
  const post = async (body: unknown, overrides: JWTPayload = {}, headers: Record<string, string> = {}) =>
    report(
      new Request(URL_REPORTS, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await token(overrides)}`, 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const readHealth = async (days = 7, overrides: JWTPayload = IT_STAFF) =>
    health(
      new Request(`https://fn.example/api/guideHealth?days=${days}`, { headers: { Authorization: `Bearer ${await token(overrides)}` } }),
    );
  const rows = async () => {
    const all: Record<string, unknown>[] = [];
    try {
      for await (const row of table.listEntities()) all.push(row);
    } catch (error) {
      // Nothing was ever stored: the table was never created.
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
    return all;
  };
  return { clock, log, post, readHealth, rows, report, health, token, store };
}

async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = (await response.json()) as { error: string; message: string; retryAfterSeconds?: number };
  expect(body).toMatchObject({ error, message: expect.any(String) });
  return body;
}

describe('POST /reports: validation', () => {
  it('records a report of a step (201) and a search that found nothing', async () => {
    const { post, clock, rows } = setup();
    const response = await post(stepReport(clock));
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // It says who reads the words and how long they are kept, for the page to tell the person.
    expect(await response.json()).toEqual({ status: 'recorded', privacy: PRIVACY });
    expect((await post({ kind: 'search', query: 'Eduroam', platform: 'windows', madeAt: clock.now().toISOString() })).status).toBe(201);
    expect(await rows()).toHaveLength(4); // two reports, the person's count of the day and the day's key
  });

  it('answers 405 to anything but POST, and 415 to anything but JSON', async () => {
    const { report, post, clock, token } = setup();
    expect((await report(new Request(URL_REPORTS, { headers: { Authorization: `Bearer ${await token()}` } }))).status).toBe(405);
    await expectError(await post(stepReport(clock), {}, { 'Content-Type': 'text/plain' }), 415, 'unsupported_media_type');
  });

  it('refuses a request without a valid ID token (401), before reading the report', async () => {
    const { report, clock, post, rows } = setup();
    const unsigned = await report(
      new Request(URL_REPORTS, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(stepReport(clock)),
      }),
    );
    await expectError(unsigned, 401, 'invalid_token');
    await expectError(await post(stepReport(clock), { aud: 'someone-else' }), 401, 'invalid_token');
    await expectError(await post(stepReport(clock), { tid: '99999999-2222-4333-8444-555555555555' }), 401, 'invalid_token');
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a body over 4 kB (413), by its Content-Length or as it streams in', async () => {
    const { post, report, clock, token } = setup();
    const big = stepReport(clock, { words: 'x'.repeat(5000) });
    await expectError(await post(big, {}, { 'Content-Length': '5000' }), 413, 'too_large');
    // No Content-Length: read only until it passes the limit.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 100) return controller.close();
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const streamed = await report(
      new Request(URL_REPORTS, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    await expectError(streamed, 413, 'too_large');
    expect(pulled).toBeLessThan(10);
  });

  it.each([
    ['not JSON', '{"kind":', 'The body is not JSON.'],
    ['an unknown kind', { kind: 'complaint' }, 'kind must be step or search'],
    ['an unknown platform', { platform: 'linux' }, 'platform: must be one of windows, mac, iphone'],
    ['a guide that is not a name', { guide: '../etc' }, 'guide: must be a lowercase name'],
    ['a step out of range', { step: 0 }, 'step:'],
    ['an unknown choice', { what: 'broken' }, 'what: must be one of looks_different, error, other'],
    ['a malformed support code', { supportCode: 'ILOU-1234' }, 'supportCode: must be a support code'],
    ['a field of its own (a name)', { name: 'Ava Nguyen' }, 'Unrecognized key'],
    ['a field of its own (an object id)', { oid: OID }, 'Unrecognized key'],
    ['a time in the future', { madeAt: '2026-11-24T09:00:00Z' }, 'madeAt: is in the future'],
    ['a report more than 2 days old', { madeAt: '2026-11-21T08:00:00Z' }, 'madeAt: the report is more than 2 days old'],
  ])('refuses %s (400 invalid_report, saying which field)', async (_what, change, message) => {
    const { post, clock, rows } = setup();
    const body = typeof change === 'string' ? change : stepReport(clock, change);
    const refusal = await expectError(await post(body), 400, 'invalid_report');
    expect(refusal.message).toContain(message);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a search with nothing left to count once personal details are removed', async () => {
    const { post, clock } = setup();
    const refusal = await expectError(
      await post({ kind: 'search', query: 'ava.nguyen@school.example', platform: 'mac', madeAt: clock.now().toISOString() }),
      400,
      'invalid_report',
    );
    expect(refusal.message).toContain('query');
  });
});

describe('POST /reports: the limits', () => {
  it('takes one report per person per step per day: the same again is already reported (200), and stored once', async () => {
    const { post, clock, rows } = setup();
    expect((await post(stepReport(clock))).status).toBe(201);
    const again = await post(stepReport(clock, { words: 'Still broken', what: 'error' }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'already_reported', privacy: PRIVACY });
    const reports = (await rows()).filter((r) => r.kind === 'step');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ words: 'The page says not permitted' });
  });

  it('counts the same step from another person, another step, another variant and another day', async () => {
    const { post, clock, rows } = setup();
    expect((await post(stepReport(clock))).status).toBe(201);
    expect((await post(stepReport(clock), { oid: OTHER_OID })).status).toBe(201);
    expect((await post(stepReport(clock, { stepName: 'sign-in', step: 4 }))).status).toBe(201);
    expect((await post(stepReport(clock, { variant: 'ios' }))).status).toBe(201);
    clock.advance(24 * 3600_000);
    expect((await post(stepReport(clock))).status).toBe(201);
    expect((await rows()).filter((r) => r.kind === 'step')).toHaveLength(5);
  });

  it('keeps a report made offline under the day it was made, so sending it again later is still the same report', async () => {
    const { post, clock, rows } = setup();
    const madeYesterday = stepReport(clock, { madeAt: new Date(clock.now().getTime() - 20 * 3600_000).toISOString() });
    expect((await post(madeYesterday)).status).toBe(201);
    expect((await post(madeYesterday)).status).toBe(200);
    expect((await rows()).filter((r) => r.kind === 'step').map((r) => r.partitionKey)).toEqual(['2026-11-22']);
  });

  it('stores one report of many sent at once by one person (two tabs, a retry)', async () => {
    const { post, clock, rows } = setup();
    const statuses = await Promise.all(Array.from({ length: 10 }, () => post(stepReport(clock)).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect((await rows()).filter((r) => r.kind === 'step')).toHaveLength(1);
  });

  it('takes at most the daily limit of reports from one person (429 daily_limit until the next UTC day)', async () => {
    const { post, clock, rows } = setup({ dailyLimit: 3 });
    for (const stepName of ['one', 'two', 'three']) expect((await post(stepReport(clock, { stepName }))).status).toBe(201);
    const refusal = await post(stepReport(clock, { stepName: 'four' }));
    const body = await expectError(refusal, 429, 'daily_limit');
    expect(body.retryAfterSeconds).toBe(15 * 3600);
    expect(refusal.headers.get('Retry-After')).toBe(String(15 * 3600));
    // Someone else is not held up by it.
    expect((await post(stepReport(clock, { stepName: 'four' }), { oid: OTHER_OID })).status).toBe(201);
    clock.advance(15 * 3600_000);
    expect((await post(stepReport(clock, { stepName: 'four' }))).status).toBe(201);
    expect((await rows()).filter((r) => r.kind === 'step')).toHaveLength(5);
  });
});

describe('POST /reports: the daily limit cannot be got round', () => {
  it('counts reports by the day they arrive, not the day they say they were made, and never stores one over the limit', async () => {
    const { post, clock, rows } = setup({ dailyLimit: 3 });
    // Five reports "made" yesterday and the day before, sent today: three are taken, as on any one day.
    const daysAgo = (n: number) => new Date(clock.now().getTime() - n * DAY_MS).toISOString();
    const statuses: number[] = [];
    for (let n = 1; n <= 5; n++)
      statuses.push((await post(stepReport(clock, { stepName: `step-${n}`, madeAt: daysAgo(1 + (n % 2)) }))).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await rows()).filter((r) => r.kind === 'step')).toHaveLength(3);
  });

  it('takes a report made at most 2 days before it arrives: 14 backdated days are no way round the limit', async () => {
    const { post, clock, rows } = setup({ dailyLimit: 30 });
    // 300 different reports by one person, sent at once, "made" over the last 14 days.
    const madeAt = (n: number) => new Date(clock.now().getTime() - (n % 14) * DAY_MS - 60_000).toISOString();
    const statuses = await Promise.all(
      NUMBERED.map((stepName, n) => post(stepReport(clock, { stepName, madeAt: madeAt(n) })).then((r) => r.status)),
    );
    const stored = (await rows()).filter((r) => r.kind === 'step');
    // Only today's, yesterday's and the day before's were ever possible; of those, at most the day's limit.
    expect(statuses.filter((status) => status === 201).length).toBe(stored.length);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(30);
    expect(stored.every((r) => String(r.partitionKey) >= '2026-11-21')).toBe(true);
    // Every report "made" three or more days back was refused as too old (400), never stored or counted.
    expect(statuses.filter((_, n) => n % 14 >= 3).every((status) => status === 400)).toBe(true);
    const [quota] = (await rows()).filter((r) => r.kind === 'quota');
    expect(Number(quota!.count)).toBeLessThanOrEqual(30);
  }, 60_000);

  it('answers a report sent again without counting it against the limit', async () => {
    const { post, clock } = setup({ dailyLimit: 2 });
    const body = stepReport(clock, { stepName: 'one' });
    expect((await post(body)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await post(body)).status).toBe(200);
    expect((await post(stepReport(clock, { stepName: 'two' }))).status).toBe(201);
  });
});

describe('POST /reports: storage faults', () => {
  it('answers 503 storage_unavailable with Retry-After when the table cannot be reached', async () => {
    const { TableClient, AzureNamedKeyCredential } = await import('@azure/data-tables');
    const unreachable = new TableClient(
      'http://127.0.0.1:9/devstoreaccount1',
      'Reports',
      new AzureNamedKeyCredential('devstoreaccount1', 'a2V5'),
      {
        allowInsecureConnection: true,
        retryOptions: { maxRetries: 0 },
      },
    );
    const { post, clock, log } = setup({ table: unreachable, storagePolicy: SHORT_STORAGE });
    const response = await post(stepReport(clock));
    expect(response.headers.get('Retry-After')).toBe('30');
    await expectError(response, 503, 'storage_unavailable');
    expect(log).toHaveBeenCalledWith('Guide report', expect.objectContaining({ outcome: 'storage_unavailable' }));
  });

  it('answers within its deadline when storage hangs (every call has a time limit)', async () => {
    const { post, clock } = setup({ table: hung.table(), deadlineMs: 2_000, storagePolicy: SHORT_STORAGE });
    const started = Date.now();
    await expectError(await post(stepReport(clock)), 503, 'storage_unavailable');
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('answers within its deadline when reading health hangs', async () => {
    const { readHealth } = setup({ table: hung.table(), deadlineMs: 2_000, storagePolicy: SHORT_STORAGE });
    const started = Date.now();
    await expectError(await readHealth(), 503, 'storage_unavailable');
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});

describe('POST /reports: nothing personal is stored', () => {
  it('keeps no object id, name, username or email, and the words cleaned and bounded', async () => {
    const { post, clock, rows, log } = setup();
    const words = `It asked for ava.nguyen@school.example and my password Summer2024! then said 0x80070005 ${'and more '.repeat(60)}`;
    expect((await post(stepReport(clock, { words }), { name: 'Ava Nguyen', preferred_username: 'ava.nguyen@school.example' })).status).toBe(
      201,
    );
    const stored = await rows();
    const text = JSON.stringify(stored);
    for (const personal of [OID, OID.replaceAll('-', ''), 'Ava', 'ava.nguyen', 'Summer2024']) expect(text).not.toContain(personal);
    const report = stored.find((r) => r.kind === 'step')!;
    expect(report.words).toMatch(/^It asked for \[removed\] and my password \[removed\] then said 0x80070005 and more/);
    expect(Array.from(String(report.words)).length).toBeLessThanOrEqual(280);
    expect(
      Object.keys(report)
        .filter((k) => !['etag', 'timestamp', 'partitionKey', 'rowKey'].includes(k))
        .sort(),
    ).toEqual(['browser', 'guide', 'kind', 'platform', 'recordedAt', 'step', 'stepName', 'supportCode', 'variant', 'what', 'words']);
    // The log says what happened, never who.
    expect(JSON.stringify(log.mock.calls)).not.toContain(OID);
  });

  it("keys each report by a hash of the salt and the day's own key, which cannot be tied back without both", async () => {
    const { post, clock, rows } = setup();
    await post(stepReport(clock));
    const all = await rows();
    const rowKey = String(all.find((r) => r.kind === 'step')!.rowKey);
    const dayKey = String(all.find((r) => r.partitionKey === '2026-11-23' && r.rowKey === DAY_KEY_ROW)!.secret);
    const subject = [OID, '2026-11-23', 'step', 'wifi', 'open-setup-page', 'laptop'];
    expect(rowKey).toBe(`step_${personKey(SALT, [dayKey, ...subject])}`);
    // The salt alone, or another salt, does not make it.
    expect(rowKey).not.toBe(`step_${personKey(SALT, subject)}`);
    expect(rowKey).not.toBe(`step_${personKey('another-salt-0123456789abcdefghijklmn', [dayKey, ...subject])}`);
    expect(rowKey).toMatch(/^step_[0-9a-f]{32}$/);
  });

  it("forgets a day's key once no report of that day can arrive: its reports stay, tied to nobody", async () => {
    const { post, clock, rows, store } = setup();
    await post(stepReport(clock));
    const { unboundedStorageCalls } = await import('../../../packages/function-app/src/deadline');
    const keysOf = async () => (await rows()).filter((r) => r.rowKey === DAY_KEY_ROW).map((r) => r.partitionKey);
    // Within the 2 days a report of the day may still come (made offline): its key stays.
    clock.advance(2 * 86_400_000);
    await store.prune('2026-08-01', unboundedStorageCalls);
    expect(await keysOf()).toEqual(['2026-11-23']);
    clock.advance(2 * 86_400_000);
    expect(await store.prune('2026-08-01', unboundedStorageCalls)).toBe(1);
    expect(await keysOf()).toEqual([]);
    expect((await rows()).filter((r) => r.kind === 'step')).toHaveLength(1);
  });
});

describe('GET /guideHealth', () => {
  it('is for staff only: a student is refused (403 not_staff), as is a request without a token (401)', async () => {
    const { readHealth, health } = setup();
    await expectError(await readHealth(7, {}), 403, 'not_staff');
    await expectError(await readHealth(7, { roles: ['BasicView'] }), 403, 'not_staff');
    await expectError(await health(new Request('https://fn.example/api/guideHealth?days=7')), 401, 'invalid_token');
  });

  it('ranks the steps reported in the last 7 or 30 days, by platform and variant, with the words and searches', async () => {
    const { post, clock, readHealth } = setup();
    await post(stepReport(clock, { words: 'Says not permitted' }));
    await clock.daysAgo(1, () =>
      post(stepReport(clock, { what: 'error', words: 'Error 404', supportCode: undefined }), { oid: OTHER_OID }),
    );
    await post(stepReport(clock, { platform: 'windows', words: '' }), { oid: STAFF_OID });
    await clock.daysAgo(10, () =>
      post(stepReport(clock, { guide: 'office', stepName: 'install', step: 2, variant: undefined, platform: 'windows' })),
    );
    await clock.daysAgo(2, () => post({ kind: 'search', query: 'eduroam', platform: 'iphone', madeAt: clock.now().toISOString() }));
    await clock.daysAgo(3, () =>
      post({ kind: 'search', query: 'Eduroam', platform: 'mac', madeAt: clock.now().toISOString() }, { oid: OTHER_OID }),
    );
    // One person's search, which may name someone, is not listed on its own.
    await clock.daysAgo(1, () => post({ kind: 'search', query: 'ms kelly room', platform: 'windows', madeAt: clock.now().toISOString() }));

    const week = await readHealth(7);
    expect(week.status).toBe(200);
    const body = (await week.json()) as GuideHealth;
    expect(body).toMatchObject({
      days: 7,
      from: '2026-11-17',
      to: '2026-11-23',
      reports: 6,
      truncated: false,
      skipped: 0,
      wordsIncluded: true,
      privacy: PRIVACY,
    });
    expect(body.daysRead.map((d) => d.day)).toEqual([
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
    ]);
    expect(body.steps.map((s) => [s.guide, s.step, s.platform, s.variant, s.count])).toEqual([
      ['wifi', 3, 'mac', 'laptop', 2],
      ['wifi', 3, 'windows', 'laptop', 1],
    ]);
    expect(body.steps[0]).toMatchObject({
      stepName: 'open-setup-page',
      what: { looks_different: 1, error: 1, other: 0 },
      words: [
        { day: '2026-11-23', what: 'looks_different', text: 'Says not permitted' },
        { day: '2026-11-22', what: 'error', text: 'Error 404' },
      ],
      supportCode: '4KQ7-M2XB',
      browsers: [{ name: 'Safari 18', count: 2 }],
      lastDay: '2026-11-23',
    });
    expect(body.searches).toEqual([{ query: 'eduroam', count: 2, lastDay: '2026-11-21', platforms: ['iphone', 'mac'] }]);

    const month = (await (await readHealth(30)).json()) as GuideHealth;
    expect(month.steps.map((s) => s.guide)).toEqual(['wifi', 'wifi', 'office']);
  });

  it('answers 400 to a period other than 7 or 30 days', async () => {
    const { health, token } = setup();
    const response = await health(
      new Request('https://fn.example/api/guideHealth?days=365', {
        headers: { Authorization: `Bearer ${await token({ roles: ['Staff'] })}` },
      }),
    );
    await expectError(response, 400, 'invalid_period');
  });
});

describe('the report store', () => {
  it('deletes the days before the one given, and nothing after', async () => {
    const { post, clock, store, rows } = setup();
    for (const days of [0, 5, 12]) await clock.daysAgo(days, () => post(stepReport(clock)));
    const { unboundedStorageCalls } = await import('../../../packages/function-app/src/deadline');
    // The 11th's report and its count; and the keys of the 11th and 18th, which no report can need any more.
    expect(await store.prune('2026-11-18', unboundedStorageCalls)).toBe(4);
    expect([...new Set((await rows()).map((r) => r.partitionKey))].sort()).toEqual(['2026-11-18', '2026-11-23']);
  });

  it('reads the newest days first: over the row limit, what is left out is the oldest, and counted', async () => {
    const { post, clock, store } = setup();
    for (const [days, stepName] of [
      [6, 'old'],
      [3, 'middle'],
      [0, 'today'],
    ] as const) {
      await clock.daysAgo(days, () => post(stepReport(clock, { stepName })));
    }
    const { unboundedStorageCalls } = await import('../../../packages/function-app/src/deadline');
    const { reports, truncated, days } = await store.read({ from: '2026-11-17', to: '2026-11-23' }, unboundedStorageCalls, { rows: 2 });
    expect(truncated).toBe(true);
    expect(reports.map((r) => r.stepName)).toEqual(['today', 'middle']);
    expect(days.find((d) => d.day === '2026-11-17')).toEqual({ day: '2026-11-17', read: 0, skipped: 1, counted: true });
    expect((await store.read({ from: '2026-11-17', to: '2026-11-23' }, unboundedStorageCalls)).truncated).toBe(false);
  });

  it('summarises no reports as empty lists', () => {
    const empty: StoredReport[] = [];
    const context = { truncated: false, daysRead: [], wordsIncluded: false, privacy: PRIVACY };
    expect(summarise(empty, { days: 7, from: '2026-11-17', to: '2026-11-23' }, context)).toEqual({
      days: 7,
      from: '2026-11-17',
      to: '2026-11-23',
      reports: 0,
      steps: [],
      searches: [],
      truncated: false,
      skipped: 0,
      daysRead: [],
      wordsIncluded: false,
      privacy: PRIVACY,
    });
  });
});

describe('POST /reports: only the guides and steps the portal publishes', () => {
  it.each([
    ['an invented guide', { guide: 'free-ipads' }],
    ['a step the guide does not have', { stepName: 'hack-the-router' }],
    ['a variant the guide does not have', { variant: 'smart-fridge' }],
  ])('refuses %s (400, saying so) and does not count it against the limit', async (_what, change) => {
    const { post, clock, rows } = setup({ dailyLimit: 1 });
    const refusal = await expectError(await post(stepReport(clock, change)), 400, 'invalid_report');
    expect(refusal.message).toBe('That guide or step is not one the portal publishes.');
    expect(await rows()).toHaveLength(0);
    // The person's one report of the day is still theirs to make.
    expect((await post(stepReport(clock))).status).toBe(201);
  });

  it('takes a published guide shown as one screen (its step named page), and a search whatever it names', async () => {
    const { post, clock } = setup();
    expect((await post(stepReport(clock, { guide: 'office', stepName: 'page', step: 1, variant: undefined }))).status).toBe(201);
    expect((await post({ kind: 'search', query: 'free ipads', platform: 'mac', madeAt: clock.now().toISOString() })).status).toBe(201);
  });

  it('answers 503 subjects_unavailable, storing nothing, when the published list cannot be read', async () => {
    const unavailable: PublishedSubjects = { check: async () => 'unavailable' };
    const { post, clock, rows } = setup({ subjects: unavailable });
    const response = await post(stepReport(clock));
    expect(response.headers.get('Retry-After')).toBe('30');
    await expectError(response, 503, 'subjects_unavailable');
    expect(await rows()).toHaveLength(0);
  });
});

describe("POST /reports: the person's own names", () => {
  it("takes the caller's name, given name and surname out of the words and the search, in any case and accent", async () => {
    const { post, clock, rows } = setup();
    const names = { name: 'Zoë Patel-Singh', given_name: 'Zoë', family_name: 'Patel-Singh' };
    const words = "ZOE here, zoe's laptop (Patel) says Patel-Singh is not permitted";
    expect((await post(stepReport(clock, { words }), names)).status).toBe(201);
    expect(
      (await post({ kind: 'search', query: 'zoe patel timetable', platform: 'mac', madeAt: clock.now().toISOString() }, names)).status,
    ).toBe(201);
    const stored = await rows();
    expect(stored.find((r) => r.kind === 'step')!.words).toBe(
      '[removed] here, [removed] laptop ([removed]) says [removed] is not permitted',
    );
    expect(stored.find((r) => r.kind === 'search')!.query).toBe('[removed] [removed] timetable');
  });
});

describe('GET /guideHealth: who reads the words', () => {
  it('shows plain staff the counts and steps without the words, and IT support the words', async () => {
    const { post, clock, readHealth } = setup();
    await post(stepReport(clock, { words: 'Says not permitted' }));
    await post(stepReport(clock, { words: '' }), { oid: OTHER_OID });

    const staff = (await (await readHealth(7, { oid: STAFF_OID, roles: ['Staff'] })).json()) as GuideHealth;
    expect(staff).toMatchObject({ wordsIncluded: false, privacy: PRIVACY, reports: 2 });
    expect(staff.steps[0]).toMatchObject({ count: 2, withWords: 1, words: [], what: { looks_different: 2, error: 0, other: 0 } });
    expect(JSON.stringify(staff)).not.toContain('not permitted');

    const it_ = (await (await readHealth(7, IT_STAFF)).json()) as GuideHealth;
    expect(it_).toMatchObject({ wordsIncluded: true });
    expect(it_.steps[0]!.words).toEqual([{ day: '2026-11-23', what: 'looks_different', text: 'Says not permitted' }]);

    // The IT role alone is enough to read guide health, with its words.
    const itOnly = await readHealth(7, { oid: STAFF_OID, roles: ['ITSupport'] });
    expect(((await itOnly.json()) as GuideHealth).wordsIncluded).toBe(true);
  });
});

/** A table whose listings answer each page only after `delayMs`: storage slowed by a flood. */
function slowListings(table: TableClient, delayMs: number): TableClient {
  return new Proxy(table, {
    get(target, property) {
      if (property !== 'listEntities') {
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (...args: Parameters<TableClient['listEntities']>) => {
        const listing = target.listEntities(...args);
        return {
          byPage: (settings: Parameters<typeof listing.byPage>[0]) => {
            const pages = listing.byPage(settings);
            return { next: async () => (await new Promise((resolve) => setTimeout(resolve, delayMs)), pages.next()) };
          },
        };
      };
    },
  });
}

describe('GET /guideHealth under a flood', () => {
  /** `perDay` step reports on each of the last `days` days, written straight into the table. */
  async function flood(table: TableClient, days: number, perDay: number) {
    await table.createTable();
    for (let d = 0; d < days; d++) {
      const day = new Date(Date.parse('2026-11-23T00:00:00Z') - d * DAY_MS).toISOString().slice(0, 10);
      for (let start = 0; start < perDay; start += 100) {
        const batch = Array.from({ length: Math.min(100, perDay - start) }, (_, i) => ({
          partitionKey: day,
          rowKey: `step_${String(start + i).padStart(32, '0')}`,
          kind: 'step',
          guide: 'wifi',
          stepName: 'open-setup-page',
          step: 3,
          platform: 'mac',
          variant: 'laptop',
          what: 'error',
          words: `flooded on ${day}`,
          supportCode: '',
          browser: '',
        }));
        await table.submitTransaction(batch.map((row) => ['create', row] as const));
      }
    }
  }

  it('reads each day to its cap, newest first, and says how many it left out of each', async () => {
    const table = azurite.table('Flood');
    await flood(table, 14, 150);
    const { readHealth } = setup({ table, readLimits: { dayRows: 50 } });
    const body = (await (await readHealth(7)).json()) as GuideHealth;
    expect(body.reports).toBe(7 * 50);
    expect(body.skipped).toBe(7 * 100);
    expect(body.truncated).toBe(true);
    expect(body.daysRead[0]).toEqual({ day: '2026-11-23', read: 50, skipped: 100, counted: true });
    expect(body.daysRead.every((d) => d.read === 50 && d.counted)).toBe(true);
  }, 60_000);

  it('answers within its deadline with the newest reports and what it skipped, when 14 flooded days are slow to list', async () => {
    const table = azurite.table('Flood');
    await flood(table, 14, 150);
    const deadlineMs = 1_500;
    const { readHealth } = setup({
      table: slowListings(table, 120),
      readLimits: { dayRows: 50 },
      deadlineMs,
      storagePolicy: SHORT_STORAGE,
    });
    const started = Date.now();
    const response = await readHealth(30);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    const body = (await response.json()) as GuideHealth;
    expect(elapsed).toBeLessThan(deadlineMs + 500);
    // Today's reports are there, to the day's cap; the days the deadline left are said to be unread.
    expect(body.daysRead[0]).toMatchObject({ day: '2026-11-23', read: 50 });
    expect(body.steps[0]!.words[0]).toMatchObject({ day: '2026-11-23' });
    expect(body.skipped).toBeGreaterThan(0);
    expect(body.truncated).toBe(true);
    expect(body.daysRead.some((d) => !d.counted)).toBe(true);
    expect(body.daysRead).toHaveLength(30);
  }, 60_000);
});
