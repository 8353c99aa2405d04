/** The notices this browser has dismissed, by id, kept in localStorage so they stay dismissed. */
const STORAGE_KEY = 'portal.dismissedNotices';

/** The ids stored; anything unreadable (storage blocked, edited by hand) is none. */
export function readDismissed(): Set<string> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeDismissed(ids: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Dismissed for now; it comes back on the next visit.
  }
}
