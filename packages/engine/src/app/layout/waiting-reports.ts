/**
 * Reports made offline (or whose answer never came) are sent once the portal is open again and signed in,
 * whatever screen it opens on. This module is a chunk of its own, loaded only when some are waiting
 * (RootLayout looks at `localStorage` first), so home's first load carries nothing of the sender.
 */
import { loadManifestOnce } from '../../shared/content/content-context';
import { builtContent } from '../../shared/content/content-source';
import { reportOwner } from '../../shared/reports/report-queue';
import { startReportSender } from '../../shared/reports/report-sender';
import type { SignedIn } from '../../shared/user/signed-in-context';

export async function resumeWaitingReports({ session, getFreshIdToken }: Pick<SignedIn, 'session' | 'getFreshIdToken'>): Promise<void> {
  if (!session) return;
  const manifest = await loadManifestOnce(builtContent);
  await startReportSender({
    functionUrl: manifest.school.functionApp.url,
    owner: reportOwner(session.account.homeAccountId),
    getIdToken: () => getFreshIdToken(),
  });
}
