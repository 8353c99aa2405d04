/**
 * Reports made offline (or whose answer never came) are sent once the portal is open again and signed in,
 * whatever screen it opens on: the sender (src/shared/reports/) is loaded only when some are waiting, so
 * home's first load carries nothing of it but the look at `localStorage`.
 */
import { loadManifestOnce } from '../../shared/content/content-context';
import { builtContent } from '../../shared/content/content-source';
import { reportsWaiting } from '../../shared/reports/queue-key';
import type { SignedIn } from '../../shared/user/signed-in-context';

export function resumeWaitingReports({ session, getFreshIdToken }: Pick<SignedIn, 'session' | 'getFreshIdToken'>): void {
  if (!session || !reportsWaiting()) return;
  void Promise.all([
    import('../../shared/reports/report-sender'),
    import('../../shared/reports/report-queue'),
    loadManifestOnce(builtContent),
  ]).then(
    ([{ startReportSender }, { reportOwner }, manifest]) =>
      startReportSender({
        functionUrl: manifest.settings.temporaryAccessPass.functionUrl,
        owner: reportOwner(session.account.homeAccountId),
        getIdToken: () => getFreshIdToken(),
      }),
    // The chunk or the content could not be had (offline before the portal was saved): next time.
    () => undefined,
  );
}
