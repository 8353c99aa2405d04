import type { ResetFailure } from './reset-operation';

/** What a staff member reads when a reset does not go through: what happened, and what to do next. */
export const RESET_FAILURE_MESSAGES: Record<ResetFailure | 'unexpected', { title: string; detail: string }> = {
  forbidden: {
    title: 'Your account is not allowed to reset student passwords.',
    detail:
      'Resetting passwords needs a Microsoft Entra administrator role (such as Helpdesk Administrator). Ask the IT office to give it to your account, then sign out and in again.',
  },
  submitFailed: {
    title: 'Failed to submit password reset',
    detail: "The student's password has not been changed. Please try again, or contact the IT office if it keeps happening.",
  },
  statusCheckFailed: {
    title: 'Failed to check reset status',
    detail: 'The reset may still finish. Ask the student to try the new password below in a few minutes before you reset it again.',
  },
  operationFailed: {
    title: 'The password reset failed.',
    detail: "Microsoft 365 could not set the new password, so the student's old password still works. Please try again, or contact the IT office.",
  },
  timedOut: {
    title: 'The password reset is taking longer than expected.',
    detail: 'It may still finish. Ask the student to try the new password below in a few minutes before you reset it again.',
  },
  unexpected: {
    title: 'Something went wrong while resetting the password.',
    detail: 'Please refresh the page and try again, or contact the IT office.',
  },
};

/** After these, the new password may already be in place, so it is still shown. */
export function mayHaveChanged(failure: ResetFailure | 'unexpected'): boolean {
  return failure === 'statusCheckFailed' || failure === 'timedOut';
}
