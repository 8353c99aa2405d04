/**
 * Where reports made offline wait (`localStorage`), named apart so the app shell can see whether any are
 * waiting, at start-up, without loading the code that sends them.
 */
export const REPORT_QUEUE_KEY = 'portal.report-queue';

/** Whether reports are waiting in this browser; false when storage is blocked. */
export function reportsWaiting(): boolean {
  try {
    return Boolean(window.localStorage.getItem(REPORT_QUEUE_KEY));
  } catch {
    return false;
  }
}

/** Forgets every waiting report in this browser (when the queue's own code cannot be had to pick out one account's). */
export function forgetAllWaitingReports(): void {
  try {
    window.localStorage.removeItem(REPORT_QUEUE_KEY);
  } catch {
    // Blocked storage: the queue was this tab's only, and goes with it.
  }
}
