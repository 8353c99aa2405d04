/**
 * The portal for a visitor reading offline without signing in: there is no account in this tab (MSAL keeps
 * its cache in session storage, so a new tab or a restarted browser has none) and no network to sign in
 * with. Rather than a dead end, the portal shows what a person without a role sees, so a student fixing
 * their WiFi can still follow its guide; nothing is remembered, and nothing can call Microsoft 365. The gate
 * signs them in as usual once the network returns (use-renewal.ts).
 */
import { lazyGraphClient } from '../../shared/graph/lazy-graph-client';
import { rolesOf, type CurrentUser } from '../../shared/user/current-user';
import { SignInNeededError } from '../../shared/user/sign-in-needed';
import type { SignedIn } from '../../shared/user/signed-in-context';

/** The signed-in context for the offline reader. */
export function offlineReader(): SignedIn {
  const user: CurrentUser = { name: '', email: '', profileImage: null, roles: rolesOf(undefined) };
  const signInFirst = () => Promise.reject(new SignInNeededError());
  return {
    session: null,
    user,
    // No email to take a username from: where a guide (or a search result) shows it, it says which is meant.
    // No role, so not staff.
    flags: { username: 'your school username', isStaff: false },
    // No token to call Graph with: every request fails as a client that could not load.
    graph: lazyGraphClient(signInFirst),
    getFreshIdToken: signInFirst,
    // Start-up again, from the top: offline it opens the same way; online it goes to the sign-in page.
    signInAgain: () => window.location.reload(),
  };
}

/**
 * The signed-in context for a visitor at the public guides (no account in this tab, and none asked for):
 * what a person without a role sees, of the public guides only; `signIn` starts signing in, back to this page.
 */
export function visitorReader(signIn: () => void): SignedIn {
  return { ...offlineReader(), signInAgain: signIn, visiting: true };
}
