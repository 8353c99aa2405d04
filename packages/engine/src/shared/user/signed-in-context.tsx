import { createContext, useContext } from 'react';
import type { Session } from './session';
import type { GraphClient } from '../graph/graph-client';
import type { CurrentUser, UserFlags } from './current-user';

export interface SignedIn {
  /**
   * The session, or null for a visitor reading offline without signing in: there is no account in this tab
   * and no network to sign in with, so the portal shows what a person without a role sees (the guides work),
   * remembers nothing, and signs them in once the network returns (src/app/auth/use-renewal.ts).
   */
  session: Session | null;
  user: CurrentUser;
  flags: UserFlags;
  graph: GraphClient;
  /**
   * A new ID token from the identity provider (never MSAL's cached one), for calls that want a token of
   * their own, such as creating a Temporary Access Pass; with `claims`, asked for with that claims request.
   * Rejects with a SignInNeededError when the person has to sign in again; any other failure is worth
   * trying again.
   */
  getFreshIdToken: (options?: { claims?: string }) => Promise<string>;
  /**
   * Off to the sign-in page (asking for the password again: a recent authentication), then back to this
   * page; with `claims`, answering a claims challenge.
   */
  signInAgain: (options?: { claims?: string }) => void;
  /**
   * A visitor reading the public guides without signing in (no session): the header and home offer
   * "Sign in" (signInAgain), which comes back to the same page.
   */
  visiting?: boolean;
}

export const SignedInContext = createContext<SignedIn | null>(null);

/** The signed-in user (or the offline reader). Only rendered below the sign-in gate, which shows nothing until it knows which. */
export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn must be used below <AuthGate>');
  return value;
}
