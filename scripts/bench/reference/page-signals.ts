/**
 * What the reference page and the benchmark agree on: the class of the element that says the step is on
 * screen, the class of the message shown when the page cannot do its work, the parameter that asks for the
 * new tab's sign-in, and the names of the performance marks it sets at the points where the portal sets its
 * own (`portal:*`).
 */

/** On the element holding the rendered step; the benchmark's ready selector looks for it. */
export const REFERENCE_READY_CLASS = 'reference-ready';

/** On the message the page shows instead of the step when it cannot do the portal's work (the bench stops with it). */
export const REFERENCE_FAILED_CLASS = 'reference-failed';

/**
 * In the page's address (`?new-tab`): the page was opened in a new tab, with no account in it but the
 * identity provider's session, and signs in by redirect as the portal does there.
 */
export const REFERENCE_NEW_TAB_PARAM = 'new-tab';

/** Mark names, from navigation start: the same points as the portal's `portal:start`, `portal:msal-ready` and `portal:signed-in`. */
export const REFERENCE_MARKS = {
  /** The entry module is evaluated. */
  start: 'reference:start',
  /** MSAL is initialised and any redirect result handled. */
  msalReady: 'reference:msal-ready',
  /** The sign-in scopes' token is obtained silently (from the cache). */
  signedIn: 'reference:signed-in',
} as const;
