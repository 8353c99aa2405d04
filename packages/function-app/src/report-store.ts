/**
 * The `GuideReports` table: the reports people made, and nothing that says who made them.
 *
 * One row per report, PartitionKey = the UTC day it was made (`2026-11-23`), RowKey = its kind and a key
 * that is an HMAC-SHA256 (with the salt, a setting, and the day's own random key) of the person's object
 * id, the day and what it is about (the guide, step and variant; or the search). So a person reports a step
 * at most once a day (a second insert of the same key is refused with 409 Conflict), nobody can tell from
 * the table whose report a row is, nor link one person's rows across steps or days, and without the salt
 * the object ids of a school cannot be tried against the keys. The day's key (a row `daykey` in the day's
 * partition, made at its first report) is deleted once no report of that day can arrive any more
 * (MAX_REPORT_AGE_DAYS after it): from then on nobody, with the salt or not, can tie a row to a person. A row keeps the guide, the step's name and place, the platform, the
 * variant, what happened, the words (cleaned and bounded: the contract's report-text.ts), the support code and the
 * browser's name; for a search, the search. Never a name, an object id, an address or a token.
 *
 * Each person's reports are also counted by the day they arrive, in a row of its own keyed the same way
 * (`quota_…`), with a conditional write like the pass windows, so one person cannot fill the table: the
 * count comes first, and a report past the day's limit is never written (a report the browser says was
 * made days ago counts today, so a queue of old ones is no way round the limit).
 *
 * Every call goes through the request's bounded storage calls (deadline.ts). The demo tenant seeds its
 * reports through this same code (tooling/dev-server/demo-tenant/demo-reports.ts).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { TableClient } from '@azure/data-tables';
import { DeadlinePassedError, type StorageCall } from './deadline.ts';
import { MAX_DAY_ROWS, type HealthDayRead } from '@school-it-portal/function-contract/guide-health';
import { MAX_REPORT_AGE_DAYS, type Platform, type WhatHappened } from '@school-it-portal/function-contract/reports';
import type { Report } from './report-request.ts';
import { deleteDaysBefore } from './prune-days.ts';
import { storageStatus, type TableSource } from './table-storage.ts';

export const REPORTS_TABLE = 'GuideReports';

export type RecordOutcome = 'recorded' | 'already_reported' | 'daily_limit';

/** A stored report as the health page reads it. */
export interface StoredReport {
  day: string;
  kind: 'step' | 'search';
  guide: string;
  stepName: string;
  step: number;
  platform: Platform;
  variant: string;
  what: WhatHappened | '';
  words: string;
  supportCode: string;
  browser: string;
  query: string;
}

export interface ReportStore {
  /** Stores the report of the person with this object id, unless they reported the same today or reached the day's limit. */
  record(report: Report, personId: string, call: StorageCall): Promise<RecordOutcome>;
  /**
   * The reports from day `from` to day `to` (YYYY-MM-DD, inclusive), the newest day first: at most
   * `limits.dayRows` of a day and `limits.rows` in all; the rest is counted (by key only) while time allows.
   */
  read(range: { from: string; to: string }, call: StorageCall, limits?: Partial<ReadLimits>): Promise<ReportsRead>;
  /** Deletes every row of the days before `before` (YYYY-MM-DD); returns how many. */
  prune(before: string, call: StorageCall): Promise<number>;
}

export interface ReportStoreOptions {
  /** The secret in every key (REPORTS_SALT). */
  salt: string;
  /** Reports one person may make in a day. */
  dailyLimit: number;
  /** The clock (tests turn it). */
  now?: () => Date;
  /** How much one read takes (MAX_READ_ROWS, MAX_DAY_ROWS unless told). */
  readLimits?: Partial<ReadLimits>;
}

/** The most rows one health read takes: a school's month of reports is far fewer. */
export const MAX_READ_ROWS = 20_000;

export interface ReadLimits {
  /** Rows read in all. */
  rows: number;
  /** Rows read of one day (MAX_DAY_ROWS): a flood on one day leaves room for the others. */
  dayRows: number;
}

export interface ReportsRead {
  reports: StoredReport[];
  /** Each day, newest first: what was read of it and what was left out. */
  days: HealthDayRead[];
  /** Some reports were left out. */
  truncated: boolean;
}
/** Rounds of conflict on a quota row before giving up. */
const MAX_ROUNDS = 10;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of a time, as YYYY-MM-DD. */
export const dayOf = (time: Date): string => time.toISOString().slice(0, 10);

/** The salted key of what a person did on a day: 32 hex digits (128 bits) of an HMAC-SHA256. */
export function personKey(salt: string, parts: readonly string[]): string {
  return createHmac('sha256', salt).update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

/** The row holding a day's random key, in that day's partition. */
export const DAY_KEY_ROW = 'daykey';

/** The first day whose key is still needed: a report of any earlier day is refused as too old. */
export const firstKeptDayKey = (now: Date): string => dayOf(new Date(now.getTime() - (MAX_REPORT_AGE_DAYS + 1) * 86_400_000));

interface DayKeyRow {
  partitionKey: string;
  rowKey: typeof DAY_KEY_ROW;
  kind: 'daykey';
  secret: string;
}

/** What a report is about, for its key: the same step (in its variant), or the same search. */
function subjectOf(report: Report): string[] {
  return report.kind === 'step' ? ['step', report.guide, report.stepName, report.variant ?? ''] : ['search', report.query];
}

function rowOf(report: Report, day: string, rowKey: string, recordedAt: Date) {
  const common = { partitionKey: day, rowKey, kind: report.kind, platform: report.platform, recordedAt };
  if (report.kind === 'search') return { ...common, query: report.query };
  return {
    ...common,
    guide: report.guide,
    stepName: report.stepName,
    step: report.step,
    variant: report.variant ?? '',
    what: report.what,
    words: report.words,
    supportCode: report.supportCode ?? '',
    browser: report.browser ?? '',
  };
}

interface QuotaRow {
  partitionKey: string;
  rowKey: string;
  kind: 'quota';
  count: number;
}

type Row = Partial<Omit<StoredReport, 'day'>> & { partitionKey: string; platform: Platform };
const READ_COLUMNS = [
  'PartitionKey',
  'kind',
  'guide',
  'stepName',
  'step',
  'platform',
  'variant',
  'what',
  'words',
  'supportCode',
  'browser',
  'query',
];

/** A row as the health page reads it. */
function storedOf(row: Row): StoredReport {
  return {
    day: String(row.partitionKey),
    kind: row.kind === 'search' ? 'search' : 'step',
    guide: String(row.guide ?? ''),
    stepName: String(row.stepName ?? ''),
    step: Number(row.step ?? 0),
    platform: row.platform,
    variant: String(row.variant ?? ''),
    what: (row.what ?? '') as StoredReport['what'],
    words: String(row.words ?? ''),
    supportCode: String(row.supportCode ?? ''),
    browser: String(row.browser ?? ''),
    query: String(row.query ?? ''),
  };
}

export function tableReportStore(
  table: TableSource,
  { salt, dailyLimit, now = () => new Date(), readLimits = {} }: ReportStoreOptions,
): ReportStore {
  /** The days' keys this instance has read, so that each costs one storage call at most. */
  const dayKeys = new Map<string, string>();
  /** The day's random key, made by its first report (of two made at once, one insert wins and both read it). */
  const dayKey = async (client: TableClient, day: string, call: StorageCall): Promise<string> => {
    const known = dayKeys.get(day);
    if (known) return known;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      try {
        const row = await call((abortSignal) => client.getEntity<DayKeyRow>(day, DAY_KEY_ROW, { abortSignal }));
        dayKeys.set(day, row.secret);
        return row.secret;
      } catch (error) {
        if (storageStatus(error) !== 404) throw error;
      }
      const row: DayKeyRow = { partitionKey: day, rowKey: DAY_KEY_ROW, kind: 'daykey', secret: randomBytes(32).toString('base64') };
      try {
        await call((abortSignal) => client.createEntity(row, { abortSignal }));
        dayKeys.set(day, row.secret);
        return row.secret;
      } catch (error) {
        if (storageStatus(error) !== 409) throw error;
      }
    }
    throw new Error('The day’s key could not be read.');
  };
  const keyed = async (client: TableClient, day: string, call: StorageCall, parts: readonly string[]) =>
    personKey(salt, [await dayKey(client, day, call), ...parts]);

  /** Counts one more report of the person's day; false when they already made the day's limit. */
  const takeQuota = async (client: TableClient, day: string, rowKey: string, call: StorageCall): Promise<boolean> => {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      let existing: (QuotaRow & { etag: string }) | undefined;
      try {
        existing = await call((abortSignal) => client.getEntity<QuotaRow>(day, rowKey, { abortSignal }));
      } catch (error) {
        if (storageStatus(error) !== 404) throw error;
      }
      if (existing && existing.count >= dailyLimit) return false;
      const row: QuotaRow = { partitionKey: day, rowKey, kind: 'quota', count: (existing?.count ?? 0) + 1 };
      try {
        await call((abortSignal) =>
          existing ? client.updateEntity(row, 'Replace', { etag: existing.etag, abortSignal }) : client.createEntity(row, { abortSignal }),
        );
        return true;
      } catch (error) {
        const status = storageStatus(error);
        // Another report of the same person counted first: look again.
        if (status !== 409 && status !== 412 && status !== 404) throw error;
      }
    }
    throw new Error('The day’s count kept changing.');
  };

  /** One page of a day's reports (a bounded call each: every attempt starts its listing from the page's token). */
  const pageOf = async (client: TableClient, day: string, call: StorageCall, token: string | undefined, keysOnly: boolean) =>
    call(async (abortSignal) => {
      const filter = `PartitionKey eq '${day}' and (kind eq 'step' or kind eq 'search')`;
      const select = keysOnly ? ['PartitionKey', 'kind'] : READ_COLUMNS;
      const pages = client.listEntities<Row>({ queryOptions: { filter, select }, abortSignal }).byPage({
        maxPageSize: 1000,
        ...(token ? { continuationToken: token } : {}),
      });
      const next = await pages.next();
      return next.done ? undefined : next.value;
    });

  /**
   * Adds at most `room` of the day's reports to `reports`, then counts the rest by key. The deadline leaves
   * the day as far as it got (`counted: false`: its `skipped` is then a lower bound).
   */
  const readDay = async (client: TableClient, day: string, call: StorageCall, reports: StoredReport[], room: number) => {
    const seen: HealthDayRead = { day, read: 0, skipped: 0, counted: true };
    let token: string | undefined;
    do {
      let page;
      try {
        page = await pageOf(client, day, call, token, seen.read >= room);
      } catch (error) {
        if (!(error instanceof DeadlinePassedError)) throw error;
        return { ...seen, counted: false };
      }
      for (const row of page ?? []) {
        if (seen.read >= room) {
          seen.skipped++;
          continue;
        }
        seen.read++;
        reports.push(storedOf(row));
      }
      token = page?.continuationToken;
    } while (token);
    return seen;
  };

  /** Deletes the keys of the days no report can arrive for any more: their rows are tied to nobody now. */
  const forgetDayKeys = async (client: TableClient, call: StorageCall): Promise<number> => {
    const last = firstKeptDayKey(now());
    const old = await call(async (abortSignal) => {
      const keys: { partitionKey: string; rowKey: string }[] = [];
      const filter = `RowKey eq '${DAY_KEY_ROW}' and PartitionKey lt '${last}'`;
      for await (const row of client.listEntities({ queryOptions: { filter, select: ['PartitionKey', 'RowKey'] }, abortSignal })) {
        keys.push({ partitionKey: String(row.partitionKey), rowKey: String(row.rowKey) });
      }
      return keys;
    });
    let deleted = 0;
    for (const key of old) {
      dayKeys.delete(key.partitionKey);
      try {
        await call((abortSignal) => client.deleteEntity(key.partitionKey, key.rowKey, { abortSignal }));
        deleted++;
      } catch (error) {
        if (storageStatus(error) !== 404) throw error;
      }
    }
    return deleted;
  };

  return {
    async record(report, personId, call) {
      const client = await table(call);
      const day = dayOf(report.madeAt);
      const rowKey = `${report.kind}_${await keyed(client, day, call, [personId, day, ...subjectOf(report)])}`;
      // One sent again (a lost answer, another tab) is answered without counting it.
      try {
        await call((abortSignal) => client.getEntity(day, rowKey, { abortSignal }));
        return 'already_reported';
      } catch (error) {
        if (storageStatus(error) !== 404) throw error;
      }
      // Counted before anything is stored, on the day it arrives (not the day the browser says it was made,
      // which may be up to 14 days back): a report over the limit is never written, even for a moment.
      const today = dayOf(now());
      const quotaKey = `quota_${await keyed(client, today, call, [personId, today, 'quota'])}`;
      if (!(await takeQuota(client, today, quotaKey, call))) return 'daily_limit';
      // The insert decides, atomically: of the same report sent at once from two tabs, one is stored and the
      // other meets it.
      try {
        await call((abortSignal) => client.createEntity(rowOf(report, day, rowKey, now()), { abortSignal }));
      } catch (error) {
        if (storageStatus(error) === 409) return 'already_reported';
        throw error;
      }
      return 'recorded';
    },

    async read({ from, to }, call, limits = {}) {
      if (!DAY.test(from) || !DAY.test(to)) throw new RangeError('Days are YYYY-MM-DD.');
      const { rows = MAX_READ_ROWS, dayRows = MAX_DAY_ROWS } = { ...readLimits, ...limits };
      const client = await table(call);
      const reports: StoredReport[] = [];
      const days: HealthDayRead[] = [];
      // The newest day first, a day at a time, each to its cap: what a flood or the deadline leaves out is
      // the oldest and the overflow of a day, never the other days' reports nor today's.
      for (let day = to; day >= from; day = dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000))) {
        days.push(await readDay(client, day, call, reports, Math.min(dayRows, rows - reports.length)));
      }
      const truncated = days.some((d) => d.skipped > 0 || !d.counted);
      // Out of time before anything was read: no answer rather than an empty one. With the newest days read,
      // those, and the rest said to be unread, rather than nothing.
      if (reports.length === 0 && days.some((d) => !d.counted)) throw new DeadlinePassedError();
      return { reports, days, truncated };
    },

    async prune(before, call) {
      if (!DAY.test(before)) throw new RangeError('Days are YYYY-MM-DD.');
      const client = await table(call);
      return (await forgetDayKeys(client, call)) + (await deleteDaysBefore(client, before, call));
    },
  };
}
