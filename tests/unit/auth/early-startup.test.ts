// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginStartup,
  browserStartupContext,
  returnDestination,
  takeEarlySignIn,
  takeEarlyStartup,
} from '../../../packages/engine/src/app/auth/early-startup';
import type { StartupClient } from '../../../packages/engine/src/app/auth/startup';

const client = (): StartupClient =>
  ({
    handleRedirectPromise: vi.fn(async () => null),
    getAllAccounts: vi.fn(() => []),
    acquireTokenSilent: vi.fn(),
    loginRedirect: vi.fn(async () => undefined),
    setActiveAccount: vi.fn(),
  }) as unknown as StartupClient;

afterEach(() => {
  void takeEarlyStartup();
  window.history.replaceState(null, '', '/');
});

describe('early start-up', () => {
  it('runs sign-in at once, before the gate renders, and hands that run over once', async () => {
    const msal = client();
    beginStartup(msal, 'tenant');
    // Already under way: the redirect was handled before anyone took the run.
    expect(msal.handleRedirectPromise).toHaveBeenCalledTimes(1);
    const run = takeEarlyStartup();
    expect(run).not.toBeNull();
    expect(await run).toEqual({ kind: 'redirecting' });
    // A later start-up (back online, say) is the gate's own.
    expect(takeEarlyStartup()).toBeNull();
  });

  it('keeps an early failure for the gate to show, without an unhandled rejection meanwhile', async () => {
    const msal = client();
    vi.mocked(msal.handleRedirectPromise).mockRejectedValue(new Error('state_mismatch'));
    beginStartup(msal, 'tenant');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyStartup()).rejects.toThrow('Signing in did not finish');
  });

  it('has nothing to hand over when it was never begun', () => {
    expect(takeEarlyStartup()).toBeNull();
  });

  it('hands over a finished sign-in at once, so the gate renders the portal first time, and only once', async () => {
    const msal = client();
    const account = { homeAccountId: 'a', tenantId: 'tenant', username: 'ava@school.example' };
    vi.mocked(msal.getAllAccounts).mockReturnValue([account as never]);
    vi.mocked(msal.acquireTokenSilent).mockResolvedValue({ account, idTokenClaims: {} } as never);
    beginStartup(msal, 'tenant');
    // Not finished yet: the gate starts as usual, with the early run.
    expect(takeEarlySignIn()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlySignIn()).toMatchObject({ kind: 'signed-in', returnState: undefined });
    expect(takeEarlySignIn()).toBeNull();
    expect(takeEarlyStartup()).toBeNull();
  });

  it('leaves a sign-in that returns somewhere (a redirect with a path) to the gate, which navigates first', async () => {
    const msal = client();
    const account = { homeAccountId: 'a', tenantId: 'tenant', username: 'ava@school.example' };
    vi.mocked(msal.handleRedirectPromise).mockResolvedValue({ account, state: '/wifi', idTokenClaims: {} } as never);
    beginStartup(msal, 'tenant');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlySignIn()).toBeNull();
    expect(await takeEarlyStartup()).toMatchObject({ kind: 'signed-in', returnState: '/wifi' });
  });

  it('hands over a sign-in that came back to the page it was asked for: the gate shows that page first time', async () => {
    window.history.replaceState(null, '', '/wifi?step=2');
    const msal = client();
    const account = { homeAccountId: 'a', tenantId: 'tenant', username: 'ava@school.example' };
    vi.mocked(msal.handleRedirectPromise).mockResolvedValue({ account, state: '/wifi?step=2', idTokenClaims: {} } as never);
    beginStartup(msal, 'tenant');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlySignIn()).toMatchObject({ kind: 'signed-in', returnState: '/wifi?step=2' });
  });
});

describe('where sign-in comes back to', () => {
  it.each([
    ['/wifi?step=2', '/wifi?step=2'],
    ['/', '/'],
    ['/no-such-page', '/'],
    ['//evil.example/wifi', '/'],
    ['/%2F%2Fevil.example', '/'],
  ])('from %s, the redirect returns straight to %s', (path, returnPath) => {
    // The origin first: '//evil.example/wifi' alone would be another host's address.
    window.history.replaceState(null, '', `${window.location.origin}${path}`);
    expect(browserStartupContext()).toMatchObject({ currentPath: path, returnPath });
  });

  it('follows a returned state only where the visitor is not already, and only once validated', () => {
    window.history.replaceState(null, '', '/wifi');
    expect(returnDestination(undefined)).toBeNull();
    expect(returnDestination('/wifi')).toBeNull();
    expect(returnDestination('/printing')).toBe('/printing');
    expect(returnDestination('https://evil.example/')).toBe('/');
    window.history.replaceState(null, '', '/');
    expect(returnDestination('https://evil.example/')).toBeNull();
  });
});
