/**
 * What the pass's countdown says. The visible timer ticks every second but is never announced; screen
 * readers hear only when a threshold is crossed (10, 5 and 1 minutes left, then expired), so the page
 * stays quiet while the person types the pass on another device.
 */

/** Minutes left at which the expiry is announced, largest first. */
export const ANNOUNCE_AT_MINUTES = [10, 5, 1] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** "59:59", "1:00:00"; never negative. Rounded up, so it shows 0:00 only once the pass has expired. */
export function countdownText(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** The clock time, as people in the school read it: "3:45 pm". */
export function clockTime(at: number, timeZone?: string): string {
  return new Date(at).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/**
 * What the live region holds: empty until the first threshold, then the same sentence until the next, so
 * a change (and so an announcement) happens only at a threshold.
 */
export function expiryAnnouncement(remainingMs: number): string {
  if (remainingMs <= 0) return 'Your pass has expired. Create a new one.';
  const crossed = ANNOUNCE_AT_MINUTES.filter((minutes) => remainingMs <= minutes * 60_000).at(-1);
  if (crossed === undefined) return '';
  return `Your pass expires in less than ${crossed === 1 ? '1 minute' : `${crossed} minutes`}.`;
}
