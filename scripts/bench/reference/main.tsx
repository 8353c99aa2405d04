/**
 * The benchmark's reference page: the work the portal's first guide step cannot avoid, done as directly as
 * it can be, so the portal's time to that step can be compared with it. With the portal's own demo
 * configuration (the same client id, authority and sessionStorage cache, so it finds the account the
 * portal signed in with in this tab), it initialises MSAL, handles any redirect result, gets the sign-in
 * scopes' token silently from the cache, and renders one real step of the WiFi guide, compiled from its MDX
 * file as the portal compiles it, with React and react-router. It never signs in by redirect: when there is
 * no single cached account or the token does not come from the cache, it shows why, and the benchmark
 * stops with that message. Built by `npm run bench` only; never part of the portal.
 *
 * Opened as `?new-tab` (the new tab scenario: no account in the tab, only the identity provider's session),
 * it does the sign-in redirect instead, as directly as it can: with no account and no redirect result it
 * signs in by redirect with the scopes of the portal's plain sign-in (none beyond OpenID's), coming back
 * straight to itself (MSAL's default) through the portal's redirect bridge, and then shows the step with the
 * redirect's result. Finding an account in the tab stops it: the tab would not be new.
 */
import { PublicClientApplication, type AuthenticationResult } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import Step, { title } from 'virtual:reference-step';
import { msalConfiguration } from '../../../packages/engine/src/app/auth/msal-configuration.ts';
import { SIGN_IN_SCOPES } from '../../../packages/engine/src/app/auth/startup.ts';
import { readPortalConfig } from '../../../packages/engine/src/shared/config/env.ts';
import { REFERENCE_FAILED_CLASS, REFERENCE_MARKS, REFERENCE_NEW_TAB_PARAM, REFERENCE_READY_CLASS } from './page-signals.ts';

performance.mark(REFERENCE_MARKS.start);
const root = createRoot(document.getElementById('root')!);

function ReferenceStep() {
  return (
    <section className={REFERENCE_READY_CLASS}>
      <h2>{title}</h2>
      <Step />
    </section>
  );
}

/** The signed-in tab's way: the one cached account's token, silently from the cache. */
async function tokenFromCache(msal: PublicClientApplication, tenantId: string): Promise<AuthenticationResult> {
  const accounts = msal.getAllAccounts({ tenantId });
  if (accounts.length !== 1) throw new Error(`expected the one account the portal signed in with in this tab, found ${accounts.length}`);
  const result = await msal.acquireTokenSilent({ scopes: SIGN_IN_SCOPES, account: accounts[0] });
  if (!result.fromCache) throw new Error('the silent token came from the token endpoint, not from the cache');
  return result;
}

/** The new tab's way: to the identity provider and back through the redirect bridge; null while leaving for it. */
async function tokenByRedirect(msal: PublicClientApplication, tenantId: string, redirectResult: AuthenticationResult | null) {
  if (redirectResult) return redirectResult;
  const accounts = msal.getAllAccounts({ tenantId });
  if (accounts.length !== 0) throw new Error(`expected a new tab with no account in it, found ${accounts.length}`);
  // The portal's plain sign-in asks for no scopes beyond OpenID's; MSAL comes back to this page by default.
  await msal.loginRedirect({ scopes: [] });
  return null;
}

async function start(): Promise<void> {
  // The demo tenant, as the benchmark's preview server hosts it (no VITE_TENANT_ID or VITE_CLIENT_ID).
  const config = readPortalConfig({}, window.location.origin);
  const msal = new PublicClientApplication(msalConfiguration(config, window.location.origin));
  const router = createBrowserRouter([{ path: '*', element: <ReferenceStep /> }]);
  await msal.initialize();
  const redirectResult = await msal.handleRedirectPromise();
  performance.mark(REFERENCE_MARKS.msalReady);
  const newTab = new URLSearchParams(window.location.search).has(REFERENCE_NEW_TAB_PARAM);
  const result = newTab ? await tokenByRedirect(msal, config.tenantId, redirectResult) : await tokenFromCache(msal, config.tenantId);
  if (!result) return;
  msal.setActiveAccount(result.account);
  performance.mark(REFERENCE_MARKS.signedIn);
  root.render(
    <MsalProvider instance={msal}>
      <RouterProvider router={router} />
    </MsalProvider>,
  );
}

start().catch((error: unknown) => {
  root.render(
    <p className={REFERENCE_FAILED_CLASS}>
      The reference page could not do the portal's work: {error instanceof Error ? error.message : String(error)}
    </p>,
  );
});
