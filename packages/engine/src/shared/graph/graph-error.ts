/** Typed Graph failures, each with a message a student or teacher understands. */
import { minutesPhrase } from '../resilience/time-limits';

export type GraphErrorKind =
  | 'network'
  | 'timeout'
  | 'throttled'
  | 'unauthorised'
  | 'forbidden'
  | 'notFound'
  | 'badRequest'
  | 'server'
  | 'foreignHost'
  | 'signInRequired'
  | 'tokenUnavailable';

const USER_MESSAGES: Record<GraphErrorKind, string> = {
  network: "We couldn't reach Microsoft 365. Check your internet connection and try again.",
  timeout: 'Microsoft 365 took too long to answer. Please try again.',
  throttled: 'Microsoft 365 is busy right now. Please wait a minute and try again.',
  unauthorised: 'Your sign-in is no longer valid. Please refresh this page and try again.',
  forbidden: "Your account isn't allowed to do this.",
  notFound: "We couldn't find what you were looking for in Microsoft 365.",
  badRequest: 'Microsoft 365 did not accept the request.',
  server: 'Microsoft 365 had a problem. Please try again in a minute.',
  foreignHost: 'The portal refused an unexpected address from Microsoft 365. Please contact the IT office.',
  signInRequired: 'Taking you to the sign-in page to confirm it is you…',
  tokenUnavailable: "Your sign-in couldn't be renewed. Please refresh this page and try again.",
};

/** What to show a person for a failure of this kind (without a Retry-After to quote). */
export function graphUserMessage(kind: GraphErrorKind): string {
  return USER_MESSAGES[kind];
}

export interface GraphErrorOptions {
  kind?: GraphErrorKind;
  cause?: unknown;
  /** How long Graph asked us to wait (its Retry-After) when we gave up instead of waiting. */
  retryAfterMs?: number;
}

export class GraphError extends Error {
  override name = 'GraphError';
  readonly kind: GraphErrorKind;
  readonly retryAfterMs: number | undefined;
  constructor(
    /** HTTP status, or 0 when no answer came back. */
    readonly status: number,
    /** Graph's `error.code` when it sent one, else our own code. */
    readonly code: string,
    message: string,
    options?: GraphErrorOptions,
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options?.kind ?? kindOfStatus(status);
    this.retryAfterMs = options?.retryAfterMs;
  }

  /** What to show a person: when Graph said how long to wait, when to come back. */
  get userMessage(): string {
    if (this.kind === 'throttled' && this.retryAfterMs !== undefined) {
      return `Microsoft 365 is busy right now. Please try again in ${minutesPhrase(this.retryAfterMs)}.`;
    }
    return USER_MESSAGES[this.kind];
  }
}

export function kindOfStatus(status: number): GraphErrorKind {
  if (status === 0) return 'network';
  if (status === 401) return 'unauthorised';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'server';
  return 'badRequest';
}

/** An aborted request is not a failure to report: the caller no longer wants the answer. */
export function isAbortError(error: unknown): boolean {
  // DOMException is not an Error subclass in every environment, so look at the name.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
