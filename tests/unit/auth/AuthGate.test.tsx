// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticationResult } from '@azure/msal-browser';
import { ConfigContext } from '../../../packages/engine/src/shared/config/config-context';
import { readPortalConfig } from '../../../packages/engine/src/shared/config/env';
import { AuthGate } from '../../../packages/engine/src/app/auth/AuthGate';
import { useSignedIn } from '../../../packages/engine/src/shared/user/signed-in-context';
import { account, authResult } from '../../support/accounts';

const msal = {
  handleRedirectPromise: vi.fn<() => Promise<AuthenticationResult | null>>(),
  getAllAccounts: vi.fn((): ReturnType<typeof account>[] => []),
  acquireTokenSilent: vi.fn(),
  loginRedirect: vi.fn(),
  setActiveAccount: vi.fn(),
};
vi.mock('@azure/msal-react', () => ({ useMsal: () => ({ instance: msal }) }));

function Portal() {
  const { user, session } = useSignedIn();
  return <p>{session ? `Portal for ${user.name}` : 'Portal, not signed in'}</p>;
}

function renderGate(path = '/') {
  return render(
    <ConfigContext.Provider value={readPortalConfig({}, 'https://localhost:5173')}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <AuthGate>
                <Portal />
              </AuthGate>
            }
          />
        </Routes>
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
}

describe('AuthGate', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    msal.acquireTokenSilent.mockResolvedValue({ accessToken: 'token' });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows only an accessible loading state until the name is known, then the portal', async () => {
    let finish: (r: AuthenticationResult) => void = () => {};
    msal.handleRedirectPromise.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderGate();
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Signing you in…');
    expect(screen.queryByText(/Portal for/)).toBeNull();
    await act(async () => finish(authResult(account('Ava Nguyen'), '/')));
    expect(await screen.findByText('Portal for Ava Nguyen')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('explains a failed sign-in and offers to try again instead of looping', async () => {
    msal.handleRedirectPromise.mockRejectedValue(new Error('access_denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGate();
    expect(await screen.findByRole('heading', { name: "We couldn't sign you in" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('offline, opens for the cached account, and signs in again once when the network returns', async () => {
    const ava = account('Ava Nguyen');
    msal.handleRedirectPromise.mockResolvedValue(null);
    msal.getAllAccounts.mockReturnValue([ava]);
    msal.acquireTokenSilent
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { errorCode: 'no_network_connectivity' }))
      .mockResolvedValueOnce(authResult(ava, ''));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderGate();
    expect(await screen.findByText('Portal for Ava Nguyen')).toBeTruthy();
    expect(msal.handleRedirectPromise).toHaveBeenCalledTimes(1);
    // The portal showed before React ran its effects, the one that listens for the network among them.
    await act(async () => {});

    // The network flickers back twice before the new sign-in has finished: one sign-in, not two at once.
    online.mockReturnValue(true);
    let finish: (r: AuthenticationResult | null) => void = () => {};
    msal.handleRedirectPromise.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    expect(msal.handleRedirectPromise).toHaveBeenCalledTimes(2);
    await act(async () => finish(null));
    expect(msal.acquireTokenSilent).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Portal for Ava Nguyen')).toBeTruthy();
    msal.getAllAccounts.mockReturnValue([]);
  });

  it('offline with no account in the tab, opens without signing in, and goes to the sign-in page once the network returns', async () => {
    msal.handleRedirectPromise.mockResolvedValue(null);
    msal.getAllAccounts.mockReturnValue([]);
    msal.loginRedirect.mockResolvedValue(undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGate();
    // Not "We couldn't sign you in": the guides work without a name, and no redirect that cannot load.
    expect(await screen.findByText('Portal, not signed in')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "We couldn't sign you in" })).toBeNull();
    expect(msal.loginRedirect).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    // The portal showed before React ran its effects, the one that listens for the network among them.
    await act(async () => {});

    online.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(msal.loginRedirect).toHaveBeenCalledTimes(1);
  });
});
