/**
 * Asks the school's Function App for a Temporary Access Pass (`GET createTempAccessPass`, the contract's
 * pass.ts). A new ID token (each is good for one pass) proves who is asking; the function only ever
 * creates a pass for that person. What its answers mean here:
 * - 200 `{ temporaryAccessPass, lifetimeInMinutes }`: the pass;
 * - 401 `stale_sign_in` / `insufficient_claims`: sign in again (with `claims`, the claims request of an
 *   authentication context, when there is one); any other 401: the token will not do;
 * - 403 `not_eligible` (passes are for students), `privileged_role` (an admin), `claim_missing` (the app
 *   registration is not set up for passes);
 * - 429 `too_many_passes`, with how long to wait; anything else: unavailable.
 * Nothing here retries: creating a pass deletes the previous one, so only the person asks again.
 */
import { PASS_LIFETIME_MINUTES } from '@school-it-portal/function-contract/pass';
import { callFunction, FunctionAppError, type FunctionAnswer } from '../../../shared/function-app/function-client';
import {
  anySignal,
  isTimeoutError,
  timeoutSignal as abortSignalTimeout,
  untilAborted,
  type TimeoutSignal,
} from '../../../shared/resilience/time-limits';
import { SignInNeededError } from '../../../shared/user/sign-in-needed';

/** Longest wait for the function's answer. */
export const PASS_REQUEST_TIMEOUT_MS = 20_000;
/** Longest the whole thing may take: a fresh ID token, then the function's answer. */
export const PASS_TIME_LIMIT_MS = 30_000;

export type PassFailure =
  /** Offline before sending: nothing was asked for. */
  | 'offline'
  /** The sign-in cannot be renewed, or the function refused the token (401 invalid_token). */
  | 'sessionExpired'
  /** The function wants the person to sign in again (401 stale_sign_in or insufficient_claims). */
  | 'staleSignIn'
  /** Passes are for students only (403 not_eligible). */
  | 'notEligible'
  /** Not for accounts with administrator roles (403 privileged_role). */
  | 'privilegedRole'
  /** The school's set-up lacks something passes need (403 claim_missing). */
  | 'notSetUp'
  /** A pass was created a few minutes ago (429 too_many_passes). */
  | 'tooMany'
  /** No answer in time. */
  | 'timedOut'
  /** Anything else: the function, its keys, its storage or Graph failed, or the network did. */
  | 'unavailable';

export class PassError extends Error {
  override name = 'PassError';
  /** For `tooMany`: how long until another pass may be created. */
  readonly retryAfterMs: number | undefined;
  /** For `staleSignIn`: the claims request (an authentication context) to sign in again with, if any. */
  readonly claims: string | undefined;
  constructor(
    readonly failure: PassFailure,
    options?: { cause?: unknown; retryAfterMs?: number; claims?: string },
  ) {
    super(`Temporary Access Pass: ${failure}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterMs = options?.retryAfterMs;
    this.claims = options?.claims;
  }
}

/** How the pass's ID token is asked for: with the claims request of an earlier challenge, if there was one. */
export type IdTokenGetter = (options?: { claims?: string }) => Promise<string>;

export interface PassRequestOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Whether the browser is online; `navigator.onLine` unless a test says otherwise. */
  isOnline?: () => boolean;
  /** Injected by tests; defaults to AbortSignal.timeout. */
  timeoutSignal?: TimeoutSignal;
  requestTimeoutMs?: number;
  timeLimitMs?: number;
  /** The claims request to ask the ID token with (after a sign-in that answered a claims challenge). */
  claims?: string;
}

type Answer = FunctionAnswer<'createTempAccessPass'>;

/** The longest claims request taken from an answer: Entra's are a few dozen characters. */
const MAX_CLAIMS_LENGTH = 2_000;

/** The claims request of a challenge, if it is one (JSON text naming the ID token's claims). */
function claimsOf({ claims }: Answer['body']): string | undefined {
  if (typeof claims !== 'string' || claims.length > MAX_CLAIMS_LENGTH) return undefined;
  try {
    const parsed = JSON.parse(claims) as unknown;
    return parsed !== null && typeof parsed === 'object' ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** A pass, and how long it lasts from when it was asked for. */
export interface IssuedPass {
  pass: string;
  lifetimeMs: number;
}

/** The pass's lifetime; Entra's shortest when the answer does not say (a function that predates it) or says nonsense. */
function lifetimeMsOf({ lifetimeInMinutes: minutes }: Answer['body']): number {
  const valid = typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 && minutes <= PASS_LIFETIME_MINUTES.max;
  return (valid ? minutes : PASS_LIFETIME_MINUTES.min) * 60_000;
}

/** What an answer means; throws a PassError for anything but a pass. */
export function passFromAnswer({ status, body, retryAfterMs }: Answer): IssuedPass {
  if (status === 200 && typeof body.temporaryAccessPass === 'string' && body.temporaryAccessPass !== '') {
    return { pass: body.temporaryAccessPass, lifetimeMs: lifetimeMsOf(body) };
  }
  if (status === 401 && (body.error === 'stale_sign_in' || body.error === 'insufficient_claims')) {
    throw new PassError('staleSignIn', { claims: claimsOf(body) });
  }
  if (status === 401) throw new PassError('sessionExpired');
  if (status === 403 && body.error === 'not_eligible') throw new PassError('notEligible');
  if (status === 403 && body.error === 'privileged_role') throw new PassError('privilegedRole');
  if (status === 403 && body.error === 'claim_missing') throw new PassError('notSetUp');
  if (status === 429) throw new PassError('tooMany', { retryAfterMs });
  throw new PassError('unavailable');
}

export async function requestTemporaryAccessPass(
  functionUrl: string,
  getIdToken: IdTokenGetter,
  options: PassRequestOptions = {},
): Promise<IssuedPass> {
  const {
    signal,
    fetch,
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
    timeoutSignal = abortSignalTimeout,
    requestTimeoutMs = PASS_REQUEST_TIMEOUT_MS,
    timeLimitMs = PASS_TIME_LIMIT_MS,
    claims,
  } = options;
  if (!isOnline()) throw new PassError('offline');
  const limit = timeoutSignal(timeLimitMs);
  const bounded = anySignal(signal, limit);
  try {
    let idToken: string;
    try {
      idToken = await untilAborted(getIdToken(claims === undefined ? undefined : { claims }), bounded);
    } catch (error) {
      if (error instanceof SignInNeededError) throw new PassError('sessionExpired', { cause: error });
      throw error;
    }
    const answer = await callFunction(functionUrl, 'createTempAccessPass', {
      idToken,
      signal: bounded,
      timeoutMs: requestTimeoutMs,
      timeoutSignal,
      fetch,
    });
    return passFromAnswer(answer);
  } catch (error) {
    // The person left: nobody is waiting for the answer.
    if (signal?.aborted) throw error;
    if (error instanceof PassError) throw error;
    // The whole limit is looked at here, which also keeps it alive until the end (a timeout signal nothing
    // refers to may be garbage-collected before it fires).
    const timedOut = error instanceof FunctionAppError ? error.failure === 'timedOut' : isTimeoutError(error);
    if (limit.aborted || timedOut) throw new PassError('timedOut', { cause: error });
    throw new PassError('unavailable', { cause: error });
  }
}
