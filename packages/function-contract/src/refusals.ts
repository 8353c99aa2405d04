/**
 * Every refusal the Function App answers: JSON with an `error` code the portal reads and a `message` a
 * person (or the IT technician reading the browser's console) understands, always with this status. A
 * refusal that asks the caller to wait says so in `retryAfterSeconds` as well as in `Retry-After`, because
 * a page on another origin cannot read a header that CORS does not expose.
 */

/** Each refusal's code and its HTTP status. */
export const REFUSAL_STATUS = {
  invalid_report: 400,
  invalid_period: 400,
  invalid_request: 400,
  invalid_token: 401,
  stale_sign_in: 401,
  insufficient_claims: 401,
  signed_out: 401,
  token_spent: 401,
  claim_missing: 403,
  not_eligible: 403,
  privileged_role: 403,
  not_staff: 403,
  no_pass_role: 403,
  not_a_student: 403,
  privileged_target: 403,
  outside_scope: 403,
  student_not_found: 404,
  method_not_allowed: 405,
  too_large: 413,
  unsupported_media_type: 415,
  too_many_passes: 429,
  daily_limit: 429,
  staff_pass_limit: 429,
  student_has_pass: 429,
  graph_failed: 502,
  graph_timeout: 504,
  keys_unavailable: 503,
  storage_unavailable: 503,
  subjects_unavailable: 503,
  not_configured: 503,
} as const;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

/** A refusal with nothing more to say than its code and message. */
export interface Refusal<Code extends RefusalCode = RefusalCode> {
  error: Code;
  message: string;
}

/** A refusal that says how long to wait before asking again. */
export interface WaitRefusal<Code extends RefusalCode> extends Refusal<Code> {
  retryAfterSeconds: number;
}

/** What every route may answer, whatever it does: a bad or unverifiable token, failed storage, a wrong method. */
export type CommonRefusal = Refusal<'invalid_token' | 'keys_unavailable' | 'storage_unavailable' | 'method_not_allowed'>;
