import { useMemo, useSyncExternalStore } from 'react';
import { usePreview } from '../user/preview';
import { useSignedIn } from '../user/signed-in-context';
import { parseProgress, type ProgressRecord } from './progress';
import { accountProgressItem, browserStorage, readStored, subscribeProgress } from './progress-storage';

export interface StoredProgress {
  /** The signed-in account's progress in this browser. */
  record: ProgressRecord;
  /** The localStorage item it is kept in. */
  item: string;
}

/**
 * The signed-in account's progress, kept up to date, or null when there is none to keep: while a staff
 * member previews the portal as someone else (a preview shows what a person who has not started any guide
 * sees), and for a visitor reading offline without signing in (no account to keep it for). Null records nothing.
 */
export function useProgress(): StoredProgress | null {
  const { session } = useSignedIn();
  const { preview } = usePreview();
  const accountId = session?.account.homeAccountId;
  // Once per account: the first time also makes this browser's salt and carries older progress over.
  const item = useMemo(() => (accountId ? accountProgressItem(browserStorage, accountId) : null), [accountId]);
  const stored = useSyncExternalStore(
    subscribeProgress,
    () => (item ? readStored(browserStorage, item) : null),
    // The build's prerender (a visitor: no account, so no progress).
    () => null,
  );
  return useMemo(() => (preview || !item ? null : { record: parseProgress(stored), item }), [preview, stored, item]);
}
