import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { sessionFromResult } from '../../../src/shared/user/session';
import type { GraphClient } from '../../../src/shared/graph/graph-client';
import { deriveUserFlags, rolesOrDefault } from '../../../src/shared/user/current-user';
import { SignedInContext } from '../../../src/shared/user/signed-in-context';
import { account, authResult } from '../auth/fixtures';

/** Renders `children` as the named user, with the given Graph client (or one that fails the test if used). */
export function AsUser({ name, roles, graph, children }: { name: string; roles: string[]; graph: GraphClient; children: ReactNode }) {
  const session = sessionFromResult(authResult(account(name, { idTokenClaims: { roles, exp: 2_000_000_000 } })));
  const user = { name, email: session.email, profileImage: null, userRoles: rolesOrDefault(roles) };
  return (
    <MemoryRouter>
      <SignedInContext.Provider value={{ session, user, graph, flags: deriveUserFlags(user) }}>{children}</SignedInContext.Provider>
    </MemoryRouter>
  );
}
