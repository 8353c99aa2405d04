/**
 * The answers of `POST /createStudentPass`, each refusal with its code and a message a teacher understands
 * (the portal shows its own words for each code, and these where it has none).
 */
import type { StudentPassAnswer, StudentPassRefusal } from '@school-it-portal/function-contract/student-pass';
import { json, minutes, refuse, RETRY_AFTER_UNAVAILABLE_SECONDS } from './answers.ts';

export const studentPassCreated = (pass: StudentPassAnswer) => json(200, pass);

export const invalidRequest = (message: string) => refuse<StudentPassRefusal>({ error: 'invalid_request', message });
/** A body over the limit, refused before it is read to its end. */
export const tooLarge = (maxBytes: number) =>
  refuse<StudentPassRefusal>({
    error: 'too_large',
    message: `A request for a pass is at most ${maxBytes} bytes. Refresh the page and try again.`,
  });

export const notConfigured = () =>
  refuse<StudentPassRefusal>({
    error: 'not_configured',
    message: 'Giving students a pass is not set up on this portal yet, so no pass was created. Please tell IT support.',
  });

export function staleStaffSignIn(maxAgeSeconds: number): Response {
  return refuse<StudentPassRefusal>(
    {
      error: 'stale_sign_in',
      message: `For your security, giving a pass needs a sign-in from the last ${minutes(maxAgeSeconds)}. Sign in again, then give the pass.`,
      maxAgeSeconds,
    },
    {
      'WWW-Authenticate': `Bearer error="insufficient_user_authentication", error_description="A more recent authentication is required", max_age=${maxAgeSeconds}`,
    },
  );
}

export const claimMissing = (claims: string[]) =>
  refuse<StudentPassRefusal>({
    error: 'claim_missing',
    message: "The portal's sign-in is not set up for passes yet, so no pass was created. Please tell IT support.",
    claims,
  });

export const notStaff = () =>
  refuse<StudentPassRefusal>({ error: 'not_staff', message: 'Only school staff can give a student a Temporary Access Pass.' });

export const noPassRole = () =>
  refuse<StudentPassRefusal>({
    error: 'no_pass_role',
    message:
      'Your account does not hold a Microsoft Entra role that may give students a pass (such as Helpdesk Administrator), so no pass was created.',
  });

export const studentNotFound = () =>
  refuse<StudentPassRefusal>({
    error: 'student_not_found',
    message: 'That student is no longer in the directory, so no pass was created.',
  });

export const notAStudent = () =>
  refuse<StudentPassRefusal>({
    error: 'not_a_student',
    message: 'Passes can only be given to students, and this account is not on the list of students. No pass was created.',
  });

export const privilegedTarget = () =>
  refuse<StudentPassRefusal>({
    error: 'privileged_target',
    message: 'This account holds a Microsoft 365 admin or staff role, so it cannot be given a pass here. No pass was created.',
  });

export const outsideScope = () =>
  refuse<StudentPassRefusal>({
    error: 'outside_scope',
    message:
      'Your role covers only the students your IT office put in your care, and this student is not one of them. No pass was created.',
  });

export const staffPassLimit = (retryAfterSeconds: number) =>
  refuse<StudentPassRefusal>(
    {
      error: 'staff_pass_limit',
      message: `You have given the most passes allowed in an hour. You can give another in ${minutes(retryAfterSeconds)}.`,
      retryAfterSeconds,
    },
    { 'Retry-After': String(retryAfterSeconds) },
  );

export const studentHasPass = (retryAfterSeconds: number) =>
  refuse<StudentPassRefusal>(
    {
      error: 'student_has_pass',
      message: `This student was given a pass a few minutes ago. Use that pass, or give a new one in ${minutes(retryAfterSeconds)}.`,
      retryAfterSeconds,
    },
    { 'Retry-After': String(retryAfterSeconds) },
  );

export const graphFailed = () =>
  refuse<StudentPassRefusal>({ error: 'graph_failed', message: 'Microsoft 365 did not create a pass. Please try again in a minute.' });

export const graphTimeout = () =>
  refuse<StudentPassRefusal>({
    error: 'graph_timeout',
    message:
      'Microsoft 365 did not answer in time, so no pass can be shown. Please try again in a minute: a new pass replaces any earlier one.',
  });

export const storageUnavailable = () =>
  refuse<StudentPassRefusal>(
    { error: 'storage_unavailable', message: "We couldn't create a pass just now. Please try again in a minute." },
    { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
  );
