// First, so the features' own stylesheets come after the tokens, the base styles and the buttons; the
// school's colours (school.yaml) right after the tokens they replace.
import './styles.css';
import 'virtual:portal-theme.css';
import { PublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './router';
import { ConfigContext } from '../shared/config/config-context';
import { ConfigError, readPortalConfig } from '../shared/config/env';
import { beginStartup, startsAsVisitor } from './auth/early-startup';
import { SigningIn } from './auth/SigningIn';
import { firstScreenReady, untilStartupStays } from './first-screen';
import { msalConfiguration } from './auth/msal-configuration';
import { PlatformProvider } from '../shared/platform/PlatformProvider';
import { builtContent } from '../shared/content/content-source';
import { tabHoldsAccount, tabHoldsSignIn } from '../shared/config/tab-sign-in';
import { StartupFailure } from './pages/StartupFailure';
import { prerenderedReplaced, showsPrerendered } from './prerendered';

/**
 * How long a prerendered screen (a public guide's, prerendered.ts) may wait for the app's to be ready:
 * it is the page meanwhile, so there is nothing to hurry, but a screen that never loads must not hide
 * the app's own message for good.
 */
const PRERENDERED_WAIT_MS = 15_000;

/** Once the app's first screen is committed over a prerendered one, the page says it no longer shows one. */
function PrerenderedReplaced() {
  useLayoutEffect(prerenderedReplaced, []);
  return null;
}

// For the benchmark's account of where the first screen's time goes (scripts/bench/README.md).
performance.mark('portal:start');

// An error React recovered from (a render retried at once, whose error an error boundary then showed as a
// friendly screen) goes to the console, not to the page's uncaught errors: the screen already says it.
const root = createRoot(document.getElementById('root')!, {
  onRecoverableError: (error) => console.error('The portal recovered from an error while drawing the screen:', error),
});

async function start(): Promise<void> {
  const config = readPortalConfig(import.meta.env, window.location.origin);
  // Created once, and initialised before the first render, as MSAL React expects.
  const msal = new PublicClientApplication(msalConfiguration(config, window.location.origin));
  // Created first so the router starts loading the matched screen's chunk while MSAL starts up; but not in
  // a new tab, which start-up sends to the sign-in page: its screen would load for nothing.
  const holdsSignIn = tabHoldsSignIn(() => sessionStorage);
  // A visitor at a public guide signs in only when they ask to (early-startup.ts): its screen loads now.
  const visiting = startsAsVisitor(tabHoldsAccount(() => sessionStorage));
  // A public guide's page already shows its screen: the app's first render is the same screen, steps and
  // all, drawn over it once ready, rather than a loading status in its place.
  const prerendered = showsPrerendered();
  let router = holdsSignIn || visiting ? createPortalRouter({ whenDrawn: prerendered }) : null;
  await msal.initialize();
  performance.mark('portal:msal-ready');
  // Sign-in starts now, alongside the matched screen's chunk; the signed-in gate takes it up.
  const signIn = visiting ? Promise.resolve() : beginStartup(msal, config.tenantId);
  if (!router) {
    await untilStartupStays(signIn, () => root.render(<SigningIn />));
    router = createPortalRouter();
  }
  // One render of the real screen rather than "Signing you in…" first, unless that would take long.
  await firstScreenReady(router, signIn, prerendered ? PRERENDERED_WAIT_MS : undefined);
  root.render(
    <StrictMode>
      <ConfigContext.Provider value={config}>
        <MsalProvider instance={msal}>
          <PlatformProvider devices={builtContent.manifest.devices}>
            <RouterProvider router={router} />
          </PlatformProvider>
        </MsalProvider>
      </ConfigContext.Provider>
      {prerendered && <PrerenderedReplaced />}
    </StrictMode>,
  );
}

// In the entry itself, not loaded on demand: when start-up fails, loading another file may fail too.
start().catch((error: unknown) => {
  root.render(<StartupFailure problems={error instanceof ConfigError ? error.problems : undefined} />);
});
