/**
 * Asks the school's Function App to give a student a Temporary Access Pass (`POST createStudentPass`, the
 * contract's student-pass.ts). A new ID token proves which member of staff asks; the function decides
 * everything else (their role and its scope, whether the student may have one, the limits). What its
 * answers mean here: 200 the pass; each refusal its own failure, so the page can say what to do. Nothing
 * here retries: a new pass replaces the student's last one, so only the staff member asks again.
 */
import type { StudentPassRequest } from '@school-it-portal/function-contract/student-pass';
import { callFunction, FunctionAppError, type FunctionAnswer } from '../../../shared/function-app/function-client';
import {
  anySignal,
  isTimeoutError,
  timeoutSignal as abortSignalTimeout,
  untilAborted,
  type TimeoutSignal,
} from '../../../shared/resilience/time-limits';
import { SignInNeededError } from '../../../shared/user/sign-in-needed';

/** Longest wait for the function's answer: it answers within its own deadline, well before. */
export const GIVE_PASS_REQUEST_TIMEOUT_MS = 20_000;
/** Longest the whole thing may take: a fresh ID token, then the function's answer. */
export const GIVE_PASS_TIME_LIMIT_MS = 30_000;

export type GivePassFailure =
  /** Offline before sending: nothing was asked for. */
  | 'offline'
  /** The sign-in cannot be renewed, or the function refused the token. */
  | 'sessionExpired'
  /** The function wants a recent sign-in (401 stale_sign_in). */
  | 'staleSignIn'
  /** Not staff (403 not_staff). */
  | 'notStaff'
  /** Staff without a role that may give passes (403 no_pass_role). */
  | 'noRole'
  /** The account is not on the list of students, or no longer in the directory (403 not_a_student, 404). */
  | 'notAStudent'
  /** The account holds an admin or staff role (403 privileged_target). */
  | 'privilegedTarget'
  /** Outside the administrative units of the staff member's role (403 outside_scope). */
  | 'outsideScope'
  /** The student was given a pass a few minutes ago (429 student_has_pass). */
  | 'studentHasPass'
  /** The staff member gave the most passes allowed in an hour (429 staff_pass_limit). */
  | 'staffLimit'
  /** Microsoft 365 did not answer in time (504 graph_timeout). */
  | 'graphTimeout'
  /** The school's set-up lacks something (403 claim_missing, 503 not_configured, 400 invalid_request). */
  | 'notSetUp'
  /** No answer in time. */
  | 'timedOut'
  /** Anything else: Graph failed, the function's storage or keys, or the network. */
  | 'unavailable';

export class GivePassError extends Error {
  override name = 'GivePassError';
  readonly retryAfterMs: number | undefined;
  constructor(
    readonly failure: GivePassFailure,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(`Student pass: ${failure}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/** A pass given, as the page shows it. */
export interface GivenPass {
  pass: string;
  lifetimeInMinutes: number;
  /** When it stops working, in ms since the epoch. */
  expiresAt: number;
}

type Answer = FunctionAnswer<'createStudentPass'>;

const REFUSALS: Partial<Record<string, GivePassFailure>> = {
  stale_sign_in: 'staleSignIn',
  invalid_token: 'sessionExpired',
  not_staff: 'notStaff',
  no_pass_role: 'noRole',
  not_a_student: 'notAStudent',
  student_not_found: 'notAStudent',
  privileged_target: 'privilegedTarget',
  outside_scope: 'outsideScope',
  student_has_pass: 'studentHasPass',
  staff_pass_limit: 'staffLimit',
  graph_timeout: 'graphTimeout',
  claim_missing: 'notSetUp',
  not_configured: 'notSetUp',
  invalid_request: 'notSetUp',
};

/** What an answer means; throws a GivePassError for anything but a pass. `askedAt` bounds the expiry when the answer has none. */
export function passFromAnswer({ status, body, retryAfterMs }: Answer, askedAt: number): GivenPass {
  if (status === 200 && typeof body.temporaryAccessPass === 'string' && body.temporaryAccessPass !== '') {
    const minutes = typeof body.lifetimeInMinutes === 'number' && body.lifetimeInMinutes > 0 ? body.lifetimeInMinutes : 10;
    const said = typeof body.expiresAt === 'string' ? Date.parse(body.expiresAt) : Number.NaN;
    // Never promise more than the pass has: the earlier of what the function says and the lifetime from asking.
    const expiresAt = Math.min(Number.isNaN(said) ? Infinity : said, askedAt + minutes * 60_000);
    return { pass: body.temporaryAccessPass, lifetimeInMinutes: minutes, expiresAt };
  }
  const failure = (typeof body.error === 'string' && REFUSALS[body.error]) || (status === 401 ? 'sessionExpired' : 'unavailable');
  throw new GivePassError(failure, { retryAfterMs });
}

export interface GivePassOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  timeoutSignal?: TimeoutSignal;
  requestTimeoutMs?: number;
  timeLimitMs?: number;
  now?: () => number;
}

export async function giveStudentPass(
  functionUrl: string,
  getIdToken: () => Promise<string>,
  request: StudentPassRequest,
  options: GivePassOptions = {},
): Promise<GivenPass> {
  const {
    signal,
    fetch,
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
    timeoutSignal = abortSignalTimeout,
    requestTimeoutMs = GIVE_PASS_REQUEST_TIMEOUT_MS,
    timeLimitMs = GIVE_PASS_TIME_LIMIT_MS,
    now = Date.now,
  } = options;
  if (!isOnline()) throw new GivePassError('offline');
  const limit = timeoutSignal(timeLimitMs);
  const bounded = anySignal(signal, limit);
  try {
    let idToken: string;
    try {
      idToken = await untilAborted(getIdToken(), bounded);
    } catch (error) {
      if (error instanceof SignInNeededError) throw new GivePassError('sessionExpired', { cause: error });
      throw error;
    }
    const askedAt = now();
    const answer = await callFunction(functionUrl, 'createStudentPass', {
      idToken,
      body: request,
      signal: bounded,
      timeoutMs: requestTimeoutMs,
      timeoutSignal,
      fetch,
    });
    return passFromAnswer(answer, askedAt);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof GivePassError) throw error;
    const timedOut = error instanceof FunctionAppError ? error.failure === 'timedOut' : isTimeoutError(error);
    if (limit.aborted || timedOut) throw new GivePassError('timedOut', { cause: error });
    throw new GivePassError('unavailable', { cause: error });
  }
}
