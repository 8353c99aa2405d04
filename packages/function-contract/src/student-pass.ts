/**
 * `POST createStudentPass`: a member of staff gives a student a one-time Temporary Access Pass (a student
 * who cannot sign in at all: no sign-in method, a lost phone, locked out). The staff member's ID token
 * says who asks; the body names the student and how long the pass lasts. The function decides everything
 * else (the staff member's directory role and its scope, whether the student is on the school's
 * allow-list, the limits) and creates the pass with its own Graph permission: never the browser.
 */
import type { CommonRefusal, Refusal, WaitRefusal } from './refusals.ts';
import type { ClaimMissingRefusal, StaleSignInRefusal } from './pass.ts';

/** The lifetimes a staff member may choose, in minutes: the Function App's STUDENT_PASS_LIFETIME_MINUTES_* (and school.yaml's studentPass). */
export const STUDENT_PASS_LIFETIME_MINUTES = { min: 10, max: 480, default: 60 } as const;

/** The largest body taken, in bytes: a student id and a number need far less. A longer one is 413 `too_large`. */
export const MAX_STUDENT_PASS_BYTES = 1_024;

/** What the portal sends. */
export interface StudentPassRequest {
  /** The student's object id, as the staff search found them. */
  studentId: string;
  /** How long the pass lasts, within the school's range. */
  lifetimeInMinutes: number;
}

/** A pass was created for the student: shown to the staff member once, to read out. */
export interface StudentPassAnswer {
  temporaryAccessPass: string;
  lifetimeInMinutes: number;
  /** When the pass stops working, ISO 8601 (UTC). */
  expiresAt: string;
  /** Always true: the pass signs the student in once. */
  isUsableOnce: boolean;
}

export type StudentPassRefusal =
  | CommonRefusal
  | StaleSignInRefusal
  | ClaimMissingRefusal
  | Refusal<
      | 'invalid_request'
      | 'too_large'
      | 'not_staff'
      | 'no_pass_role'
      | 'student_not_found'
      | 'not_a_student'
      | 'privileged_target'
      | 'outside_scope'
      | 'graph_failed'
      | 'graph_timeout'
      | 'not_configured'
    >
  | WaitRefusal<'staff_pass_limit' | 'student_has_pass'>;
