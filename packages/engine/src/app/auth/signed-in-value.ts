import type { IPublicClientApplication } from '@azure/msal-browser';
import type { GraphClient } from '../../shared/graph/graph-client';
import { currentUser, deriveUserFlags } from '../../shared/user/current-user';
import type { SchoolRoles } from '../../shared/user/roles';
import type { Session } from '../../shared/user/session';
import type { SignedIn } from '../../shared/user/signed-in-context';
import { browserStartupContext } from './early-startup';
import { errorCodeOf } from './error-code';
import { freshIdTokenGetter, signInAgainRequest } from './fresh-id-token';

/** What the portal below the gate knows of the signed-in person (the SignedInContext), and what it may ask for. */
export function signedInValue(
  msal: IPublicClientApplication,
  session: Session,
  graph: GraphClient,
  photo: string | null,
  roles: SchoolRoles,
): SignedIn {
  const user = currentUser(session.account, photo, roles);
  // With `claims`, the claims request the pass function answered with (an authentication context).
  const signInAgain = ({ claims }: { claims?: string } = {}) => {
    msal.loginRedirect(signInAgainRequest(session.account, browserStartupContext(), claims)).catch((error: unknown) => {
      console.warn('Signing in again failed:', errorCodeOf(error));
    });
  };
  return {
    session,
    graph,
    user,
    flags: deriveUserFlags(user, roles),
    getFreshIdToken: freshIdTokenGetter(msal, session.account),
    signInAgain,
  };
}
