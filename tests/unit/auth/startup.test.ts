import { describe, expect, it, vi } from 'vitest';
import { decideAfterSilent, decideStartup, runStartup, SignInError, type StartupClient } from '../../../src/app/auth/startup';
import { account, authResult } from './fixtures';

const context = { currentPath: '/printing?step=2', origin: 'https://portal.school.example' };
const plainSignIn = { scopes: [], redirectStartPage: 'https://portal.school.example/', state: '/printing?step=2' };

describe('decideStartup', () => {
  it('uses a pending redirect result first, whatever is cached', () => {
    const result = authResult(account('Ava Nguyen'));
    expect(decideStartup(result, [account('A'), account('B')], context)).toEqual({ kind: 'signed-in', result });
  });

  it('with no cached account, starts the plain sign-in: no scopes, back to the origin, the path as state', () => {
    expect(decideStartup(null, [], context)).toEqual({ kind: 'login', request: plainSignIn });
  });

  it('with exactly one cached account, asks silently for user.read for that account', () => {
    const only = account('Ava Nguyen');
    expect(decideStartup(null, [only], context)).toEqual({ kind: 'silent', request: { scopes: ['user.read'], account: only } });
  });

  it('with more than one cached account, asks the user to pick one', () => {
    expect(decideStartup(null, [account('A'), account('B')], context)).toEqual({
      kind: 'login',
      request: { scopes: ['user.read'], prompt: 'select_account', state: '/printing?step=2' },
    });
  });
});

describe('decideAfterSilent', () => {
  it('is signed in when the silent attempt succeeds', () => {
    const result = authResult(account('Ava Nguyen'));
    expect(decideAfterSilent({ ok: true, result }, context)).toEqual({ kind: 'signed-in', result });
  });

  it('starts the plain sign-in when the silent attempt fails', () => {
    expect(decideAfterSilent({ ok: false }, context)).toEqual({ kind: 'login', request: plainSignIn });
  });
});

function fakeClient(overrides: Partial<StartupClient> = {}): StartupClient {
  return {
    handleRedirectPromise: vi.fn().mockResolvedValue(null),
    getAllAccounts: vi.fn().mockReturnValue([]),
    acquireTokenSilent: vi.fn().mockRejectedValue(new Error('no token')),
    loginRedirect: vi.fn().mockResolvedValue(undefined),
    setActiveAccount: vi.fn(),
    ...overrides,
  };
}

describe('runStartup', () => {
  it('returns the redirect result and its state, and makes that account active', async () => {
    const ava = account('Ava Nguyen');
    const client = fakeClient({ handleRedirectPromise: vi.fn().mockResolvedValue(authResult(ava, '/printing')) });
    const outcome = await runStartup(client, 'tenant', context);
    expect(outcome).toMatchObject({ kind: 'signed-in', returnState: '/printing' });
    expect(client.setActiveAccount).toHaveBeenCalledWith(ava);
    expect(client.loginRedirect).not.toHaveBeenCalled();
  });

  it('only looks at cached accounts of the configured tenant', async () => {
    const client = fakeClient();
    await runStartup(client, 'our-tenant', context);
    expect(client.getAllAccounts).toHaveBeenCalledWith({ tenantId: 'our-tenant' });
  });

  it('signs in silently with one cached account, with no state to follow', async () => {
    const ava = account('Ava Nguyen');
    const client = fakeClient({
      getAllAccounts: vi.fn().mockReturnValue([ava]),
      acquireTokenSilent: vi.fn().mockResolvedValue(authResult(ava)),
    });
    expect(await runStartup(client, 'tenant', context)).toMatchObject({ kind: 'signed-in', returnState: undefined });
    expect(client.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['user.read'], account: ava });
  });

  it('falls back to the redirect sign-in when the silent attempt fails', async () => {
    const client = fakeClient({ getAllAccounts: vi.fn().mockReturnValue([account('Ava Nguyen')]) });
    expect(await runStartup(client, 'tenant', context)).toEqual({ kind: 'redirecting' });
    expect(client.loginRedirect).toHaveBeenCalledWith(plainSignIn);
  });

  it('redirects with select_account when two accounts are cached', async () => {
    const client = fakeClient({ getAllAccounts: vi.fn().mockReturnValue([account('A'), account('B')]) });
    await runStartup(client, 'tenant', context);
    expect(client.loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'select_account' }));
  });

  it('stops with a friendly error, not another redirect, when the returning redirect failed', async () => {
    const client = fakeClient({ handleRedirectPromise: vi.fn().mockRejectedValue(new Error('state_mismatch')) });
    await expect(runStartup(client, 'tenant', context)).rejects.toThrow(SignInError);
    expect(client.loginRedirect).not.toHaveBeenCalled();
  });
});
