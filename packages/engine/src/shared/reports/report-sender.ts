/**
 * Sends the waiting reports (report-queue.ts), one tab at a time: when a report is made, when the network
 * returns, when the tab is shown again, and after a back-off while some still wait (30 seconds, doubling to
 * 10 minutes). One fresh ID token per round. A report leaves the queue once the function has it, or will
 * never take it; anything else (offline, a time-out, the sign-in, the function's storage) keeps it for the
 * next round. Tabs take turns through a Web Lock, and the function stores a report sent twice once.
 */
import { enqueueReport, queuedReports, removeQueuedReport } from './report-queue';
import { postReport, type ReportInput, type SendOutcome } from './api/post-report';

export interface ReportSender {
  /** The Function App's base address (school.yaml's `functionApp.url`). */
  functionUrl: string;
  /** The signed-in account's reports (reportOwner); '' without an account, whose reports are never sent. */
  owner: string;
  /** A new ID token; rejects when there is none to be had (offline, signed out). */
  getIdToken: () => Promise<string>;
  fetch?: typeof fetch;
}

/** What became of a report this tab sent. */
export type Settled = Exclude<SendOutcome, { kind: 'later' }>;

const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 10 * 60_000;
const LOCK = 'portal-report-queue';

let sender: ReportSender | null = null;
let running: Promise<void> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = FIRST_RETRY_MS;
let listening = false;
const settled = new Map<string, Settled>();
const listeners = new Set<(id: string, outcome: Settled) => void>();

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushReports(), retryMs);
  retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
}

/** One round: every report of this account, oldest first (never another's, nor one without an owner). */
async function round(): Promise<void> {
  const current = sender;
  if (!current || !current.owner || !online()) return;
  const mine = queuedReports().filter((e) => e.owner === current.owner);
  if (mine.length === 0) return;
  let idToken: string;
  try {
    idToken = await current.getIdToken();
  } catch {
    return scheduleRetry();
  }
  for (const entry of mine) {
    // Another tab may have sent it meanwhile (it held the lock first).
    if (!queuedReports().some((e) => e.id === entry.id)) continue;
    const outcome = await postReport(current.functionUrl, idToken, entry.payload, current.fetch ? { fetch: current.fetch } : {});
    if (outcome.kind === 'later') return scheduleRetry();
    removeQueuedReport(entry.id);
    settled.set(entry.id, outcome);
    for (const listener of listeners) listener(entry.id, outcome);
  }
  retryMs = FIRST_RETRY_MS;
  // Reports of another account wait for it; none of this one's are left.
}

function withLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request(LOCK, work) : work();
}

/** Sends what waits, now; resolves when this round (and one asked for during it) is over. Never rejects. */
export function flushReports(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await withLock(round).catch(() => scheduleRetry());
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    retryMs = FIRST_RETRY_MS;
    void flushReports();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushReports();
  });
}

/** Sends waiting reports for this account from now on (the latest call's account and function win). */
export function startReportSender(next: ReportSender): Promise<void> {
  sender = next;
  listen();
  return flushReports();
}

/** Calls `listener` as each report this tab sends is settled; returns the unsubscribe. */
export function onReportSettled(listener: (id: string, outcome: Settled) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What became of a report, once this tab settled it. */
export const settledReport = (id: string): Settled | undefined => settled.get(id);

/** What a report's maker is told at once: settled, or waiting (offline or not). */
export type SubmitResult = { id: string } & (Settled | { kind: 'waiting'; offline: boolean });

/**
 * Queues the report (cleaned) and sends it straight away when it can: nothing is lost if it cannot. One
 * without an account, or a search with nothing left once cleaned, is refused and kept nowhere.
 */
export async function submitReport(payload: ReportInput, sending: ReportSender): Promise<SubmitResult> {
  const entry = enqueueReport({ ...payload, madeAt: new Date().toISOString() }, sending.owner);
  if (!entry) return { id: '', kind: 'refused', limit: false };
  await startReportSender(sending);
  const outcome = settled.get(entry.id);
  return outcome ? { id: entry.id, ...outcome } : { id: entry.id, kind: 'waiting', offline: !online() };
}
