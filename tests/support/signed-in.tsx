import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { builtContent } from '../../packages/engine/src/shared/content/content-source';
import { sessionOf } from '../../packages/engine/src/shared/user/session';
import type { GraphClient } from '../../packages/engine/src/shared/graph/graph-client';
import { currentUser, deriveUserFlags } from '../../packages/engine/src/shared/user/current-user';
import { SignedInContext, type SignedIn } from '../../packages/engine/src/shared/user/signed-in-context';
import { account } from './accounts';

const Children = createContext<ReactNode>(null);

function Screen() {
  return <>{useContext(Children)}</>;
}

/** A link to another screen of the app, as the header has; render it beside the screen under test. */
export function LinkElsewhere() {
  return <Link to="/elsewhere">Somewhere else</Link>;
}

const routes = [
  { path: '/', element: <Screen /> },
  { path: '/elsewhere', element: <h1>Somewhere else</h1> },
];

interface AsUserProps {
  name: string;
  roles: string[];
  graph: GraphClient;
  /** Anything else of the signed-in context a test wants to control (fresh ID tokens, signing in again). */
  signedIn?: Partial<SignedIn>;
  children: ReactNode;
}

const NO_GRAPH: GraphClient = { request: () => Promise.reject(new Error('No Graph in this test')) };

/** The signed-in context of the named user with these roles (and Graph client, and anything else given). */
export function signedInAs(name: string, roles: string[] = [], graph: GraphClient = NO_GRAPH, signedIn?: Partial<SignedIn>): SignedIn {
  const signedInAccount = account(name, { idTokenClaims: { roles, exp: 2_000_000_000 } });
  const session = sessionOf(signedInAccount, { idToken: 'id-token' });
  const user = currentUser(signedInAccount, null, builtContent.manifest.roles);
  return {
    session,
    user,
    graph,
    flags: deriveUserFlags(user, builtContent.manifest.roles),
    getFreshIdToken: async () => 'fresh-id-token',
    signInAgain: () => {},
    ...signedIn,
  };
}

/** Renders `children` as the named user, in a data router (so `useBlocker` works), with the given Graph client. */
export function AsUser({ name, roles, graph, signedIn, children }: AsUserProps) {
  const [router] = useState(() => createMemoryRouter(routes));
  const value = signedInAs(name, roles, graph, signedIn);
  return (
    <SignedInContext.Provider value={value}>
      <Children value={children}>
        <RouterProvider router={router} />
      </Children>
    </SignedInContext.Provider>
  );
}
