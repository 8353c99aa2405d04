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
