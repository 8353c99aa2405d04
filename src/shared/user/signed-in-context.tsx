import { createContext, useContext } from 'react';
import type { Session } from './session';
import type { GraphClient } from '../graph/graph-client';
import type { CurrentUser, UserFlags } from './current-user';

export interface SignedIn {
  session: Session;
  user: CurrentUser;
  flags: UserFlags;
  graph: GraphClient;
}

export const SignedInContext = createContext<SignedIn | null>(null);

/** The signed-in user. Only rendered below the sign-in gate, which shows nothing until the name is known. */
export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn must be used below <AuthGate>');
  return value;
}
