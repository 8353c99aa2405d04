import { describe, expect, it, vi } from 'vitest';
import {
  decideAfterSilent,
  decideStartup,
  isNetworkFailure,
  OFFLINE_SIGN_IN_MESSAGE,
  runStartup,
  SignInError,
  type StartupClient,
} from '../../../packages/engine/src/app/auth/startup';
import { account, authResult } from '../../support/accounts';

const context = { currentPath: '/printing?step=2', returnPath: '/printing?step=2', origin: 'https://portal.school.example' };
const plainSignIn = { scopes: [], redirectStartPage: 'https://portal.school.example/printing?step=2', state: '/printing?step=2' };

describe('decideStartup', () => {
  it('uses a pending redirect result first, whatever is cached', () => {
    const result = authResult(account('Ava Nguyen'));
    expect(decideStartup(result, [account('A'), account('B')], context)).toEqual({ kind: 'signed-in', result });
  });

  it('with no cached account, starts the plain sign-in: no scopes, straight back to the page asked for, the path as state', () => {
    expect(decideStartup(null, [], context)).toEqual({ kind: 'login', request: plainSignIn });
  });

  it("comes back to the validated return path, never to the path as given, when that is not one of the portal's", () => {
    const hostile = { currentPath: '//evil.example/printing', returnPath: '/', origin: 'https://portal.school.example' };
    expect(decideStartup(null, [], hostile)).toEqual({
      kind: 'login',
      request: { scopes: [], redirectStartPage: 'https://portal.school.example/', state: '//evil.example/printing' },
    });
  });

  it('with exactly one cached account, asks silently for user.read for that account', () => {
    const only = account('Ava Nguyen');
    expect(decideStartup(null, [only], context)).toEqual({ kind: 'silent', request: { scopes: ['user.read'], account: only } });
  });

  it('with more than one cached account, asks the user to pick one', () => {
    expect(decideStartup(null, [account('A'), account('B')], context)).toEqual({
      kind: 'login',
      request: {
        scopes: ['user.read'],
        prompt: 'select_account',
        redirectStartPage: 'https://portal.school.example/printing?step=2',
        state: '/printing?step=2',
      },
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

  it('uses the cached account as it is when the silent attempt failed for want of a network', () => {
    const ava = account('Ava Nguyen');
    expect(decideAfterSilent({ ok: false, offline: { account: ava } }, context)).toEqual({ kind: 'offline', account: ava });
  });
});

describe('isNetworkFailure', () => {
  it.each(['no_network_connectivity', 'network_error', 'post_request_failed', 'get_request_failed', 'endpoints_resolution_error'])(
    "counts MSAL's %s as no network",
    (errorCode) => {
      expect(isNetworkFailure({ errorCode }, true)).toBe(true);
    },
  );

  it.each(['interaction_required', 'login_required', 'invalid_grant', 'monitor_window_timeout'])(
    'counts %s as a session that needs signing in again',
    (errorCode) => {
      expect(isNetworkFailure({ errorCode }, true)).toBe(false);
    },
  );

  it('counts any failure while the browser is offline as no network', () => {
    expect(isNetworkFailure(new Error('whatever'), false)).toBe(true);
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

  it('offline, signs in with the cached account instead of redirecting to a sign-in page that cannot load', async () => {
    const ava = account('Ava Nguyen');
    const client = fakeClient({
      getAllAccounts: vi.fn().mockReturnValue([ava]),
      acquireTokenSilent: vi.fn().mockRejectedValue(Object.assign(new Error('offline'), { errorCode: 'no_network_connectivity' })),
    });
    expect(await runStartup(client, 'tenant', { ...context, isOnline: () => false })).toEqual({ kind: 'offline', account: ava });
    expect(client.loginRedirect).not.toHaveBeenCalled();
  });

  it('online, still redirects when the silent attempt fails for any other reason', async () => {
    const client = fakeClient({
      getAllAccounts: vi.fn().mockReturnValue([account('Ava Nguyen')]),
      acquireTokenSilent: vi.fn().mockRejectedValue(Object.assign(new Error('expired'), { errorCode: 'interaction_required' })),
    });
    expect(await runStartup(client, 'tenant', { ...context, isOnline: () => true })).toEqual({ kind: 'redirecting' });
  });

  it('offline with no cached account, says to connect instead of redirecting', async () => {
    const client = fakeClient();
    const failure = runStartup(client, 'tenant', { ...context, isOnline: () => false });
    await expect(failure).rejects.toMatchObject({ userMessage: OFFLINE_SIGN_IN_MESSAGE, offline: true });
    expect(client.loginRedirect).not.toHaveBeenCalled();
  });
});
