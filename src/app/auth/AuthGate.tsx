import { useMsal } from '@azure/msal-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTE_PATHS } from '../routes';
import { useConfig } from '../../shared/config/config-context';
import { lazyGraphClient } from '../../shared/graph/lazy-graph-client';
import { deriveUserFlags, rolesOrDefault, type CurrentUser } from '../../shared/user/current-user';
import { SignedInContext } from '../../shared/user/signed-in-context';
import { safeReturnPath } from './safe-return-path';
import { sessionFromCachedAccount, sessionFromResult, type Session } from '../../shared/user/session';
import { freshIdTokenGetter, signInAgainRequest } from './fresh-id-token';
import { SigningIn } from './SigningIn';
import { browserStartupContext, takeEarlySignIn, takeEarlyStartup } from './early-startup';
import { runStartup, SignInError } from './startup';
import { offlineReader } from './offline-reader';

function errorCodeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (cause && typeof cause === 'object' && 'errorCode' in cause && typeof cause.errorCode === 'string') {
    return cause.errorCode;
  }
  return cause instanceof Error ? cause.name : 'unknown';
}

type GateState =
  | { kind: 'starting' }
  | { kind: 'failed'; message: string }
  | { kind: 'signed-in'; session: Session }
  /** Offline with no account in this tab: the guides, without signing in, until the network returns. */
  | { kind: 'reading-offline' };

/**
 * Signs the visitor in (see startup.ts) and shows nothing of the portal until their name is known, or until it
 * is clear that they cannot sign in for want of a network: then the portal opens without a name (offline-reader.ts).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { instance } = useMsal();
  const config = useConfig();
  const navigate = useNavigate();
  const [state, setState] = useState<GateState>(() => {
    const signedIn = takeEarlySignIn();
    return signedIn ? { kind: 'signed-in', session: sessionFromResult(signedIn.result) } : { kind: 'starting' };
  });
  const [photo, setPhoto] = useState<string | null>(null);
  // Already signed in by the early start-up: nothing to start.
  const started = useRef(state.kind === 'signed-in');

  // Start-up once; again when it waited for the network (signed in from the cache, or unable to sign in),
  // one run at a time: a network that comes and goes fires 'online' again while a run is under way.
  const running = useRef(false);
  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    const run = takeEarlyStartup() ?? runStartup(instance, config.tenantId, browserStartupContext());
    run
      .finally(() => (running.current = false))
      .then(
        async (outcome) => {
          if (outcome.kind === 'redirecting') return;
          if (outcome.kind === 'offline') {
            setState({ kind: 'signed-in', session: sessionFromCachedAccount(outcome.account) });
            return;
          }
          if (outcome.returnState !== undefined) {
            // Wait for the screen to be there (its chunk may still be loading), so the home page never
            // flashes up on the way back to where the visitor was.
            await navigate(safeReturnPath(outcome.returnState, ROUTE_PATHS), { replace: true });
          }
          setState({ kind: 'signed-in', session: sessionFromResult(outcome.result) });
        },
        (error: unknown) => {
          // No account and no network to sign in with: the guides still work, signed out, until it returns.
          if (error instanceof SignInError && error.offline) {
            setState({ kind: 'reading-offline' });
            return;
          }
          // The error code helps the IT team; MSAL's codes carry no tokens or personal data.
          console.warn('Sign-in failed:', errorCodeOf(error));
          setState({
            kind: 'failed',
            message: error instanceof SignInError ? error.userMessage : 'Something went wrong while signing you in.',
          });
        },
      );
  }, [instance, config.tenantId, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  // Offline: once the network is back, the usual sign-in rules apply again.
  const waiting = (state.kind === 'signed-in' && state.session.offline === true) || state.kind === 'reading-offline';
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', start);
    return () => window.removeEventListener('online', start);
  }, [waiting, start]);

  const session = state.kind === 'signed-in' ? state.session : null;
  const graph = useMemo(
    () =>
      session &&
      lazyGraphClient(() =>
        import('../../shared/graph/graph-session').then(({ connectGraph }) =>
          connectGraph(config.graphBaseUrl, instance, session.account, () => `${window.location.pathname}${window.location.search}`),
        ),
      ),
    [session, config.graphBaseUrl, instance],
  );

  useEffect(() => {
    if (!graph) return;
    const controller = new AbortController();
    void import('../../shared/graph/graph-session')
      .then(({ fetchProfilePhoto }) => fetchProfilePhoto(graph, controller.signal))
      // No photo when its code cannot load either: the header shows the silhouette.
      .catch(() => null)
      .then((dataUrl) => {
        if (!controller.signal.aborted) setPhoto(dataUrl);
      });
    return () => controller.abort();
  }, [graph]);

  const reading = state.kind === 'reading-offline';
  const signedIn = useMemo(() => {
    if (reading) return offlineReader();
    if (!session || !graph) return null;
    const user: CurrentUser = {
      name: session.name,
      email: session.email,
      profileImage: photo,
      userRoles: rolesOrDefault(session.roles),
    };
    const signInAgain = ({ claims }: { claims?: string } = {}) => {
      const context = { currentPath: `${window.location.pathname}${window.location.search}`, origin: window.location.origin };
      instance.loginRedirect(signInAgainRequest(session.account, context, claims)).catch((error: unknown) => {
        console.warn('Signing in again failed:', errorCodeOf(error));
      });
    };
    return {
      session,
      graph,
      user,
      flags: deriveUserFlags(user),
      getFreshIdToken: freshIdTokenGetter(instance, session.account),
      signInAgain,
    };
  }, [reading, session, graph, photo, instance]);

  if (state.kind === 'failed') {
    return (
      <main className="gate" id="main">
        <h1>We couldn&apos;t sign you in</h1>
        <p>{state.message}</p>
        <button type="button" className="button" onClick={() => window.location.assign('/')}>
          Try again
        </button>
      </main>
    );
  }
  if (!signedIn) return <SigningIn />;
  return <SignedInContext.Provider value={signedIn}>{children}</SignedInContext.Provider>;
}
