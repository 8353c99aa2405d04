import { useMemo, useSyncExternalStore } from 'react';
import { usePreview } from '../user/preview';
import { useSignedIn } from '../user/signed-in-context';
import { parseProgress, type ProgressRecord } from './progress';
import { browserStorage, progressItemName, readStored, subscribeProgress } from './progress-storage';

export interface StoredProgress {
  /** The signed-in account's progress in this browser. */
  record: ProgressRecord;
  /** The localStorage item it is kept in. */
  item: string;
}

/**
 * The signed-in account's progress, kept up to date, or null while a staff member previews the portal as
 * someone else: a preview shows what a person who has not started any guide sees, and records nothing.
 */
export function useProgress(): StoredProgress | null {
  const { session } = useSignedIn();
  const { preview } = usePreview();
  const item = progressItemName(session.homeAccountId);
  const stored = useSyncExternalStore(subscribeProgress, () => readStored(browserStorage, item));
  return useMemo(() => (preview ? null : { record: parseProgress(stored), item }), [preview, stored, item]);
}
