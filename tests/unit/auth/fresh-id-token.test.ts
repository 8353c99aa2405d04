import { InteractionRequiredAuthError } from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';
import { freshIdTokenGetter, signInAgainRequest } from '../../../packages/engine/src/app/auth/fresh-id-token';
import { OPENID_SCOPES as ID_TOKEN_SCOPES } from '../../../packages/engine/src/shared/config/auth-config';
import { SignInNeededError } from '../../../packages/engine/src/shared/user/sign-in-needed';
import { account } from '../../support/accounts';

describe('fresh ID token', () => {
  it("asks MSAL to skip its cache (forceRefresh) for the account's openid and profile scopes, and returns the new ID token", async () => {
    const acquireTokenSilent = vi.fn().mockResolvedValue({ idToken: 'new-id-token', accessToken: 'ignored' });
    const who = account('Ava Nguyen');
    await expect(freshIdTokenGetter({ acquireTokenSilent }, who)()).resolves.toBe('new-id-token');
    expect(acquireTokenSilent).toHaveBeenCalledWith({ scopes: ID_TOKEN_SCOPES, account: who, forceRefresh: true });
    expect(ID_TOKEN_SCOPES).toEqual(['openid', 'profile']);
  });

  it('asks with the claims request it is given (an authentication context the function asked for)', async () => {
    const acquireTokenSilent = vi.fn().mockResolvedValue({ idToken: 'new-id-token' });
    const who = account('Ava Nguyen');
    await freshIdTokenGetter({ acquireTokenSilent }, who)({ claims: '{"id_token":{"acrs":{"essential":true,"value":"c1"}}}' });
    expect(acquireTokenSilent).toHaveBeenCalledWith({
      scopes: ID_TOKEN_SCOPES,
      account: who,
      forceRefresh: true,
      claims: '{"id_token":{"acrs":{"essential":true,"value":"c1"}}}',
    });
  });

  it.each([
    ['MSAL says a person must take part', new InteractionRequiredAuthError('interaction_required', 'Sign in again.')],
    ['the login_required code', Object.assign(new Error('x'), { errorCode: 'login_required' })],
  ])('says signing in again is needed when %s', async (_what, error) => {
    const getter = freshIdTokenGetter({ acquireTokenSilent: vi.fn().mockRejectedValue(error) }, account('Ava Nguyen'));
    await expect(getter()).rejects.toBeInstanceOf(SignInNeededError);
  });

  it('passes other failures (such as the network) through, to be tried again', async () => {
    const failure = new TypeError('Failed to fetch');
    const getter = freshIdTokenGetter({ acquireTokenSilent: vi.fn().mockRejectedValue(failure) }, account('Ava Nguyen'));
    await expect(getter()).rejects.toBe(failure);
  });

  const helloContext = { currentPath: '/hello?step=2', returnPath: '/hello?step=2', origin: 'https://portal.example' };

  it('signs in again with the password asked for (prompt=login), for the same account, back to the same page', () => {
    const request = signInAgainRequest(account('Ava Nguyen'), helloContext);
    expect(request).toMatchObject({
      prompt: 'login',
      loginHint: 'ava.nguyen@school.example',
      state: '/hello?step=2',
      redirectStartPage: 'https://portal.example/hello?step=2',
    });
    expect(request).not.toHaveProperty('claims');
  });

  it('answers a claims challenge by signing in again with its claims request', () => {
    const claims = '{"id_token":{"acrs":{"essential":true,"value":"c1"}}}';
    const request = signInAgainRequest(account('Ava Nguyen'), helloContext, claims);
    expect(request).toMatchObject({ prompt: 'login', claims });
  });
});
