/**
 * Time limits for network waits: every request the portal makes gives up at some point, so no spinner
 * stays up for ever. Built on `AbortSignal.timeout` and `AbortSignal.any`.
 */

/** Makes a signal that aborts after `ms` with a `TimeoutError`; `AbortSignal.timeout` unless a test injects one. */
export type TimeoutSignal = (ms: number) => AbortSignal;

export const timeoutSignal: TimeoutSignal = (ms) => AbortSignal.timeout(ms);

/** A time limit ran out (`AbortSignal.timeout` rejects with a DOMException named TimeoutError). */
export function isTimeoutError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}

/** One signal that aborts as soon as any of the given ones does (absent ones are skipped). */
export function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  return present.length === 1 ? present[0]! : AbortSignal.any(present);
}

/**
 * Settles as `promise` does, or rejects with the signal's reason as soon as it aborts. For work that cannot
 * itself be cancelled (such as MSAL getting a token): the wait ends, the work may go on unseen.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

/** Whole minutes to wait, rounded up and never less than one: "try again in N minutes". */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** "1 minute", "5 minutes". */
export function minutesPhrase(ms: number): string {
  const minutes = minutesToWait(ms);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
