import { describe, expect, it, vi } from 'vitest';
import { InteractionRequiredAuthError, type AccountInfo } from '@azure/msal-browser';
import { createTokenProvider } from '../../../packages/engine/src/shared/graph/token-provider';

const account = { homeAccountId: 'h', username: 'olivia.chen@school.example' } as AccountInfo;

describe('token provider', () => {
  it('returns the silently acquired token', async () => {
    const client = { acquireTokenSilent: vi.fn().mockResolvedValue({ accessToken: 'at' }), acquireTokenRedirect: vi.fn() };
    await expect(createTokenProvider(client, account, () => '/x')(['user.read'])).resolves.toBe('at');
    expect(client.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['user.read'], account });
    expect(client.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it('falls back to a redirect sign-in that returns to the current page when interaction is required', async () => {
    const client = {
      acquireTokenSilent: vi.fn().mockRejectedValue(new InteractionRequiredAuthError('interaction_required', 'sign in again')),
      acquireTokenRedirect: vi.fn().mockResolvedValue(undefined),
    };
    const error = await createTokenProvider(client, account, () => '/resetstudpass')(['User.ReadBasic.All']).catch((e: unknown) => e);
    expect(client.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: ['User.ReadBasic.All'], account, state: '/resetstudpass' });
    expect(error).toMatchObject({ kind: 'signInRequired' });
  });

  it('reports other token failures without starting a redirect', async () => {
    const client = {
      acquireTokenSilent: vi.fn().mockRejectedValue(Object.assign(new Error('timed out'), { errorCode: 'monitor_window_timeout' })),
      acquireTokenRedirect: vi.fn(),
    };
    const error = await createTokenProvider(client, account, () => '/')(['user.read']).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'tokenUnavailable' });
    expect(client.acquireTokenRedirect).not.toHaveBeenCalled();
  });
});
