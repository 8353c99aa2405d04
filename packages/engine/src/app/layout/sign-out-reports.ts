/**
 * Sign out and the reports still waiting: they hold words this person typed, so they do not stay for the
 * next one. The queue's code is loaded only when some wait (it is not in the first load); when it cannot
 * be had (offline, before the portal was saved), every waiting report goes rather than any staying.
 */
import { forgetAllWaitingReports, reportsWaiting } from '../../shared/reports/queue-key';

type QueueModule = Pick<typeof import('../../shared/reports/report-queue'), 'forgetQueuedReports' | 'reportOwner'>;

export function forgetReportsAtSignOut(
  accountId: string,
  loadQueue: () => Promise<QueueModule> = () => import('../../shared/reports/report-queue'),
): Promise<void> {
  if (!reportsWaiting()) return Promise.resolve();
  return loadQueue().then(
    (queue) => queue.forgetQueuedReports(queue.reportOwner(accountId)),
    () => forgetAllWaitingReports(),
  );
}
