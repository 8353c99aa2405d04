import { minutesPhrase } from '../../shared/resilience/time-limits';
import { outcomeOf, type ResetFailure } from './reset-operation';

export interface ResetFailureMessage {
  title: string;
  detail: string;
}

/** Said on every "may have changed" outcome: what the staff member does next. */
export const MAY_HAVE_CHANGED_ADVICE = 'The password may have changed to the one below.';

/** What a staff member reads when a reset does not go through: what happened, and what to do next. */
const MESSAGES: Record<ResetFailure, ResetFailureMessage> = {
  // Not changed: the request never left, or Microsoft 365 turned it down.
  offline: {
    title: "You're offline, so the password has not been changed.",
    detail: 'Connect to the internet, then press Try again.',
  },
  signInNeeded: {
    title: "Your sign-in couldn't be renewed, so the password has not been changed.",
    detail: 'Refresh this page to sign in again, then reset the password.',
  },
  forbidden: {
    title: 'Your account is not allowed to reset student passwords.',
    detail:
      'Resetting passwords needs a Microsoft Entra administrator role (such as Helpdesk Administrator). Ask the IT office to give it to your account, then sign out and in again.',
  },
  busy: {
    title: 'Microsoft 365 is busy, so the password has not been changed.',
    detail: 'Please wait a minute, then press Try again.',
  },
  refused: {
    title: 'Microsoft 365 did not accept the reset.',
    detail:
      "The student's password has not been changed. Press Try again for a new password, or contact the IT office if it keeps happening.",
  },
  operationFailed: {
    title: 'The password reset failed.',
    detail:
      "Microsoft 365 could not set the new password, so the student's old password still works. Please try again, or contact the IT office.",
  },
  // May have changed: the reset was sent, but nothing confirmed it.
  noAnswer: {
    title: "We couldn't confirm the password reset.",
    detail: 'The reset was sent, but the answer from Microsoft 365 was lost on the way back.',
  },
  serverError: {
    title: "We couldn't confirm the password reset.",
    detail: 'The reset was sent, but Microsoft 365 had a problem while answering.',
  },
  noLocation: {
    title: "We couldn't confirm the password reset.",
    detail: "Microsoft 365 accepted the reset but didn't say where to check on it.",
  },
  statusCheckFailed: {
    title: "We couldn't check whether the reset finished.",
    detail: 'The reset was accepted, but checking on it failed.',
  },
  timedOut: {
    title: 'The password reset is taking longer than expected.',
    detail: 'It may still finish.',
  },
  unexpected: {
    title: 'Something went wrong while resetting the password.',
    detail: 'The reset may already have been sent.',
  },
};

export function resetFailureMessage(failure: ResetFailure, retryAfterMs?: number): ResetFailureMessage {
  const message = MESSAGES[failure];
  if (failure === 'busy' && retryAfterMs !== undefined) {
    return { ...message, detail: `Please press Try again in ${minutesPhrase(retryAfterMs)}.` };
  }
  return message;
}

/** After these, the new password may already be in place, so it stays on screen. */
export function mayHaveChanged(failure: ResetFailure): boolean {
  return outcomeOf(failure) === 'mayHaveChanged';
}
