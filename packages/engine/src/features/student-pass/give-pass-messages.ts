import { minutesPhrase } from '../../shared/resilience/time-limits';
import type { GivePassFailure } from './api/give-pass';

export interface GivePassMessage {
  title: string;
  detail: string;
  /** What the failure panel offers besides Start again. */
  action: 'tryAgain' | 'signInAgain' | 'none';
}

/** What a teacher reads when no pass was given: what happened, and what to do next. */
export function givePassFailureMessage(failure: GivePassFailure, retryAfterMs?: number): GivePassMessage {
  const wait = retryAfterMs === undefined ? 'a few minutes' : minutesPhrase(retryAfterMs);
  switch (failure) {
    case 'offline':
      return {
        title: "You're offline, so no pass was created.",
        detail: 'Connect to the internet, then press Try again.',
        action: 'tryAgain',
      };
    case 'sessionExpired':
      return {
        title: "Your sign-in couldn't be renewed, so no pass was created.",
        detail: 'Refresh this page to sign in again, then give the pass.',
        action: 'none',
      };
    case 'staleSignIn':
      return {
        title: 'Please sign in again first.',
        detail: 'For your security, giving a student a pass needs a sign-in from the last few minutes. No pass was created.',
        action: 'signInAgain',
      };
    case 'notStaff':
      return { title: 'Only school staff can give a student a pass.', detail: 'No pass was created.', action: 'none' };
    case 'noRole':
      return {
        title: "Your account isn't allowed to give students a pass.",
        detail:
          'Giving a Temporary Access Pass needs a Microsoft Entra administrator role, such as Helpdesk Administrator, and your account doesn\u2019t have one. No pass was created. Ask the IT office to give your account the role, then sign out and sign in again.',
        action: 'none',
      };
    case 'notAStudent':
      return {
        title: 'This account is not on the list of students.',
        detail:
          'Passes here are only for students, so no pass was created. If this is a student, ask the IT office to check their account.',
        action: 'none',
      };
    case 'privilegedTarget':
      return {
        title: 'This account holds an admin or staff role.',
        detail: 'Passes here are only for students, so no pass was created. Ask the IT office to help this person.',
        action: 'none',
      };
    case 'outsideScope':
      return {
        title: 'This student is not one of the students in your care.',
        detail:
          'Your role covers only the students your IT office put in your care (an administrative unit), so no pass was created. Ask the IT office or another teacher.',
        action: 'none',
      };
    case 'studentHasPass':
      return {
        title: 'This student was given a pass a few minutes ago.',
        detail: `If they still have it, they can use it. Otherwise you can give a new one in ${wait}.`,
        action: 'none',
      };
    case 'staffLimit':
      return {
        title: "You've given the most passes allowed in an hour.",
        detail: `You can give another in ${wait}, or ask the IT office to help.`,
        action: 'none',
      };
    case 'graphTimeout':
      return {
        title: 'Microsoft 365 took too long to answer.',
        detail: 'No pass can be shown. Press Try again in a minute: a new pass replaces any earlier one.',
        action: 'tryAgain',
      };
    case 'notSetUp':
      return {
        title: "Passes can't be given yet: the portal isn't fully set up for them.",
        detail: 'No pass was created. Please tell the IT office.',
        action: 'none',
      };
    case 'timedOut':
      return { title: 'Creating the pass took too long.', detail: 'No pass can be shown. Please press Try again.', action: 'tryAgain' };
    case 'unavailable':
      return {
        title: "We couldn't create a pass just now.",
        detail: 'Microsoft 365 or the school\u2019s service did not create it. Please try again in a minute, or ask the IT office.',
        action: 'tryAgain',
      };
  }
}
