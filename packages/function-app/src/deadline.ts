/**
 * One deadline per request, and the time limits inside it. The browser gives up on the function after 20
 * seconds; the function answers well before that, so a person never waits on a pass that may arrive after
 * they were told it failed. Every storage call has a time limit of its own and a few retries, all within
 * the deadline; the Graph call is aborted when the deadline passes.
 */

// The request's deadline and the audit row's grace after it are the contract's: the browser waits longer.
export { AUDIT_GRACE_MS, REQUEST_DEADLINE_MS } from '@school-it-portal/function-contract/deadline';

export interface StoragePolicy {
  /** Longest wait for one storage answer. */
  attemptTimeoutMs: number;
  /** Tries in all (the first and its retries). */
  maxAttempts: number;
  /** Wait before the first retry; doubled before each later one. */
  retryDelayMs: number;
}

export const DEFAULT_STORAGE_POLICY: StoragePolicy = { attemptTimeoutMs: 2_000, maxAttempts: 3, retryDelayMs: 100 };

/** The request's deadline passed before the work was done. */
export class DeadlinePassedError extends Error {
  override name = 'DeadlinePassedError';
  constructor() {
    super('The request deadline passed.');
  }
}

/** One storage attempt did not answer in time. */
export class StorageTimeoutError extends Error {
  override name = 'StorageTimeoutError';
  constructor() {
    super('Storage did not answer in time.');
  }
}

export interface Deadline {
  /** Aborts when the deadline passes. */
  readonly signal: AbortSignal;
  remainingMs(): number;
  passed(): boolean;
}

export function deadlineIn(ms: number, now: () => number = Date.now): Deadline {
  const end = now() + ms;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlinePassedError()), Math.max(0, ms));
  // A finished request must not keep the process (or a test) waiting for its timer.
  (timer as { unref?: () => void }).unref?.();
  const remainingMs = () => Math.max(0, end - now());
  return { signal: controller.signal, remainingMs, passed: () => controller.signal.aborted || remainingMs() === 0 };
}

/**
 * Settles with `work`, or rejects when `signal` aborts first. For calls that may not honour their abort
 * signal (a hung socket, a client that ignores it): the request goes on without them.
 */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal, reason: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(reason());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reason());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Statuses worth another try: the service was busy or failed on its side. Anything else is an answer. */
function isTransient(error: unknown): boolean {
  if (error instanceof StorageTimeoutError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  // No status: the connection failed before an answer.
  if (typeof status !== 'number') return !(error instanceof DeadlinePassedError);
  return status === 408 || status === 429 || status >= 500;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new DeadlinePassedError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DeadlinePassedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** Runs one storage operation within the limits; given the attempt's abort signal. */
export type StorageCall = <T>(attempt: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/**
 * Storage calls bounded by the request's deadline: each attempt has its own time limit, a busy or failed
 * service is tried again a few times, and nothing runs past the deadline (DeadlinePassedError). An
 * operation tried again may already have been applied: the callers make every write safe to repeat (an
 * insert that meets its own row, a conditional update that meets its own change).
 */
export function storageCalls(deadline: Deadline, policy: StoragePolicy = DEFAULT_STORAGE_POLICY): StorageCall {
  return async (attempt) => {
    for (let tries = 1; ; tries++) {
      if (deadline.passed()) throw new DeadlinePassedError();
      const limit = AbortSignal.any([deadline.signal, AbortSignal.timeout(Math.min(policy.attemptTimeoutMs, deadline.remainingMs()))]);
      try {
        return await raceAbort(attempt(limit), limit, () =>
          deadline.signal.aborted ? new DeadlinePassedError() : new StorageTimeoutError(),
        );
      } catch (error) {
        if (deadline.passed()) throw new DeadlinePassedError();
        // The SDK reports its own abort as an AbortError: this attempt's time limit.
        const failure = limit.aborted ? new StorageTimeoutError() : error;
        if (tries >= policy.maxAttempts || !isTransient(failure)) throw failure;
        await wait(Math.min(policy.retryDelayMs * 2 ** (tries - 1), deadline.remainingMs()), deadline.signal);
      }
    }
  };
}

/** Storage calls with no deadline: for tools and tests that drive a table directly. */
export const unboundedStorageCalls: StorageCall = (attempt) => attempt(new AbortController().signal);
