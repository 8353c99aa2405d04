import { describe, expect, it } from 'vitest';
import { offlineReader } from '../../../packages/engine/src/app/auth/offline-reader';
import { GraphError } from '../../../packages/engine/src/shared/graph/graph-error';
import { SignInNeededError } from '../../../packages/engine/src/shared/user/sign-in-needed';

describe('offlineReader', () => {
  it('is nobody: no session, no name, the roles of a person without one, and a username that says which is meant', () => {
    const reader = offlineReader();
    expect(reader.session).toBeNull();
    expect(reader.user).toEqual({ name: '', email: '', profileImage: null, roles: [''] });
    expect(reader.flags).toEqual({ username: 'your school username', isStaff: false });
  });

  it('calls nothing: a fresh ID token needs signing in, and Graph fails as a client that could not load', async () => {
    const reader = offlineReader();
    await expect(reader.getFreshIdToken()).rejects.toBeInstanceOf(SignInNeededError);
    const failure = reader.graph.request('/me', { scopes: ['User.Read'] });
    await expect(failure).rejects.toBeInstanceOf(GraphError);
    await expect(failure).rejects.toMatchObject({ kind: 'network' });
  });
});
