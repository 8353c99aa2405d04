/**
 * Tells IT about a search that found nothing, so the guides can learn the words people use (the staff's
 * Guide health page lists them). Only once the person stopped typing for two seconds (not every keystroke
 * on the way to a word that finds something), at most once a search in a tab, and as anonymously as a step
 * report: no name is sent, and the function takes out anything that looks like an email, a number or a
 * password. Sent with the same queue as step reports, so an offline search is counted once back online.
 */
import { useEffect } from 'react';
import { deviceOf } from '../../shared/content/derive/support-code';
import type { Viewer } from '../../shared/user/viewer';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { usePlatform } from '../../shared/platform/PlatformProvider';

/** How long the words must stay unchanged before the search counts. */
export const ZERO_RESULT_SETTLE_MS = 2_000;
/** Shorter searches are still being typed, or say too little to act on. */
export const MIN_REPORTED_LENGTH = 3;

const reported = new Set<string>();

/** The search as counted: trimmed, lower case, single spaces. */
export const normalisedSearch = (query: string) => query.trim().toLocaleLowerCase('en-AU').replace(/\s+/g, ' ');

export function useZeroResultReport(query: string, nothingFound: boolean, viewer: Viewer, functionUrl: string | undefined): void {
  const { session, getFreshIdToken } = useSignedIn();
  const { devices } = usePlatform();
  const search = normalisedSearch(query);
  const platform = deviceOf(viewer, devices);
  useEffect(() => {
    // Nobody signed in (a visitor, or offline before signing in): nothing is sent, nor kept to send.
    if (!session || !nothingFound || !functionUrl || search.length < MIN_REPORTED_LENGTH || reported.has(search)) return;
    const timer = window.setTimeout(() => {
      reported.add(search);
      // The sender is loaded only when there is something to send.
      void Promise.all([import('../../shared/reports/report-sender'), import('../../shared/reports/report-queue')]).then(
        ([{ submitReport }, { reportOwner }]) =>
          submitReport(
            { kind: 'search', query: search, platform },
            { functionUrl, owner: reportOwner(session?.account.homeAccountId), getIdToken: () => getFreshIdToken() },
          ),
        () => reported.delete(search),
      );
    }, ZERO_RESULT_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [nothingFound, functionUrl, search, platform, session, getFreshIdToken]);
}
