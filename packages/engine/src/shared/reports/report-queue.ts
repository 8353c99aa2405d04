/**
 * Reports waiting to be sent, in this browser's `localStorage` (`portal.report-queue`): every report goes
 * in first and leaves once the function has it (or will never take it), so a report made offline, or in a
 * tab closed before the answer came, is not lost. Each carries an id and the time it was made; the function
 * keys it by the day it was made, so one sent twice (an answer lost on the way) is stored once.
 *
 * A report waits for the account that made it (`owner`, a hash of the account's id, not the id), so on a
 * shared computer it is never sent as someone else's, and Sign out forgets that account's waiting reports
 * (forgetQueuedReports): the words typed into them are not left for the next person. Nobody signed in
 * makes none (the portal tells them whom to ask instead), and one without an owner is never sent. At most
 * 50 wait, none longer than MAX_REPORT_AGE_DAYS, 2 days (the function refuses older ones). Blocked storage keeps them in this
 * tab only.
 */
import { MAX_REPORT_AGE_DAYS, type ReportRequest } from '@school-it-portal/function-contract/reports';
import { hash } from '../progress/hash';
import { REPORT_QUEUE_KEY } from './queue-key';

export interface QueuedReport {
  id: string;
  owner: string;
  payload: ReportRequest;
}

export const MAX_QUEUED = 50;
/** The function refuses a report older than this. */
export const MAX_WAIT_MS = MAX_REPORT_AGE_DAYS * 24 * 60 * 60 * 1000;

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

/** The waiting reports, oldest first, without any past the 14 days. */
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

/** The owner of an account's reports: a hash of its id, or '' without an account. */
export function reportOwner(accountId: string | undefined): string {
  return accountId ? hash(`report-owner/${accountId}`) : '';
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Puts a report in the queue; the oldest goes when 50 already wait. A search already waiting today is not added twice. */
export function enqueueReport(payload: ReportRequest, owner: string): QueuedReport {
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
