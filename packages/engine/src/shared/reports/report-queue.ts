/**
 * Reports waiting to be sent, in this browser's `localStorage` (`portal.report-queue`): every report goes
 * in first and leaves once the function has it (or will never take it), so a report made offline, or in a
 * tab closed before the answer came, is not lost. Each carries an id and the time it was made; the function
 * keys it by the day it was made, so one sent twice (an answer lost on the way) is stored once.
 *
 * What waits is already cleaned (clean-report.ts): the words and the search lose anything that could name
 * or unlock someone before they are stored here. A report waits for the account that made it (`owner`: a
 * hash of the account's id salted with this browser's salt, as progress is named, so it cannot be worked
 * out from an account id elsewhere), so on a shared computer it is never sent as someone else's, and Sign
 * out forgets that account's waiting reports (forgetQueuedReports): the words typed into them are not left
 * for the next person. A report without an account (nobody signed in) is never queued, so never sent
 * under whoever signs in next. At most 50 wait, none longer than MAX_REPORT_AGE_DAYS (2 days: the function
 * refuses older ones, and words typed on a shared computer should not wait longer). Blocked storage keeps them in this
 * tab only.
 */
import { MAX_REPORT_AGE_DAYS, type ReportRequest } from '@school-it-portal/function-contract/reports';
import { hash } from '../progress/hash';
import { browserSalt, browserStorage } from '../progress/progress-storage';
import { cleanedReport } from './clean-report';
import { REPORT_QUEUE_KEY } from './queue-key';

export interface QueuedReport {
  id: string;
  owner: string;
  payload: ReportRequest;
}

export const MAX_QUEUED = 50;
/** The longest a report waits on this device: as long as the function takes it, no longer. */
export const MAX_WAIT_DAYS = MAX_REPORT_AGE_DAYS;
export const MAX_WAIT_MS = MAX_WAIT_DAYS * 24 * 60 * 60 * 1000;

/** The queue when storage is blocked: this tab only. */
let inMemory: QueuedReport[] = [];

function isQueued(value: unknown): value is QueuedReport {
  const entry = value as Partial<QueuedReport> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.owner === 'string' &&
    typeof entry.payload === 'object' &&
    entry.payload !== null &&
    typeof entry.payload.madeAt === 'string'
  );
}

/** The waiting reports, oldest first, without any older than MAX_WAIT_DAYS. */
export function queuedReports(now = Date.now()): QueuedReport[] {
  let entries: unknown = inMemory;
  try {
    const stored = window.localStorage.getItem(REPORT_QUEUE_KEY);
    if (stored !== null) entries = JSON.parse(stored);
    else entries = inMemory;
  } catch {
    // Blocked storage, or a value edited by hand: the tab's own list.
  }
  return (Array.isArray(entries) ? entries : []).filter(isQueued).filter((e) => now - Date.parse(e.payload.madeAt) < MAX_WAIT_MS);
}

function save(entries: QueuedReport[]): void {
  inMemory = entries;
  try {
    if (entries.length === 0) window.localStorage.removeItem(REPORT_QUEUE_KEY);
    else window.localStorage.setItem(REPORT_QUEUE_KEY, JSON.stringify(entries));
  } catch {
    // Kept in this tab only.
  }
}

/** The salt when storage is refused: this tab's own, as the queue then is. */
let tabSalt: string | undefined;
const salt = () =>
  browserSalt(browserStorage) ??
  (tabSalt ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''));

/** The owner the queue once gave an account's reports: an unsalted hash, which anyone knowing the id could work out. */
const unsaltedOwner = (accountId: string) => hash(`report-owner/${accountId}`);

/**
 * The owner of an account's reports in this browser (`accountId`: MSAL's homeAccountId), or '' without an
 * account. Reports queued under the old unsalted owner are carried over to it, once.
 */
export function reportOwner(accountId: string | undefined): string {
  if (!accountId) return '';
  const owner = hash(`${salt()}:report-owner/${accountId}`);
  const old = unsaltedOwner(accountId);
  const entries = queuedReports();
  if (entries.some((e) => e.owner === old)) save(entries.map((e) => (e.owner === old ? { ...e, owner } : e)));
  return owner;
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Puts a report, cleaned, in the queue; the oldest goes when 50 already wait. A search already waiting
 * today is not added twice. Null, and nothing kept, without an owner or when cleaning leaves nothing to send.
 */
export function enqueueReport(report: ReportRequest, owner: string): QueuedReport | null {
  const payload = owner ? cleanedReport(report) : null;
  if (!payload) return null;
  const entries = queuedReports();
  if (payload.kind === 'search') {
    const same = entries.find(
      (e) =>
        e.owner === owner &&
        e.payload.kind === 'search' &&
        e.payload.query === payload.query &&
        e.payload.madeAt.slice(0, 10) === payload.madeAt.slice(0, 10),
    );
    if (same) return same;
  }
  const entry = { id: newId(), owner, payload };
  save([...entries, entry].slice(-MAX_QUEUED));
  return entry;
}

/** Sign out: the account's waiting reports go, and any without an owner (never to be sent). */
export function forgetQueuedReports(owner: string): void {
  save(queuedReports().filter((e) => e.owner !== owner && e.owner !== ''));
}

export function removeQueuedReport(id: string): void {
  save(queuedReports().filter((e) => e.id !== id));
}
