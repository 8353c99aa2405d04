import { isAbortError } from './graph-error';

/** When to retry a throttled or unavailable Graph GET, and how long to wait (Graph's throttling guidance). */

export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 503]);
export const MAX_RETRIES = 3;
/**
 * Longest Retry-After we wait out: a person is watching a spinner. When Graph asks for longer, the portal
 * stops and tells them when to come back instead.
 */
export const MAX_RETRY_AFTER_MS = 10_000;
const BASE_DELAY_MS = 500;
const BACKOFF_CAP_MS = 8_000;

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month; anything else (such as "-1") is not one.
  const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/**
 * Milliseconds to wait before retry number `attempt` (1-based): Retry-After when given, else exponential
 * back-off with full jitter, capped. `random` is in [0, 1). Null when Retry-After is longer than we wait.
 */
export function retryDelayMs(attempt: number, retryAfterMs: number | null, random: number): number | null {
  if (retryAfterMs !== null) return retryAfterMs <= MAX_RETRY_AFTER_MS ? retryAfterMs : null;
  const ceiling = Math.min(BACKOFF_CAP_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  return Math.round(ceiling * (0.5 + random / 2));
}

/** A wait that ends early (rejecting with an AbortError) when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortReason(signal: AbortSignal | undefined): unknown {
  const reason: unknown = signal?.reason;
  return isAbortError(reason) ? reason : new DOMException('The wait was cancelled.', 'AbortError');
}
