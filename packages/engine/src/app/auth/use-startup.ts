/**
 * The gate's sign-in: takes the run main.tsx began (early-startup.ts) or starts one (startup.ts), and says
 * where it got to. `start` runs start-up again (see use-renewal.ts), one run at a time.
 */
import { useMsal } from '@azure/msal-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfig } from '../../shared/config/config-context';
import { sessionOf, type Session } from '../../shared/user/session';
import { browserStartupContext, endVisit, isVisiting, returnDestination, takeEarlySignIn, takeEarlyStartup } from './early-startup';
import { errorCodeOf } from './error-code';
import { runStartup, SignInError } from './startup';

export type GateState =
  | { kind: 'starting' }
  | { kind: 'failed'; message: string }
  | { kind: 'signed-in'; session: Session }
  /** Offline with no account in this tab: the guides, without signing in, until the network returns. */
  | { kind: 'reading-offline' }
  /** A visitor at a public guide (early-startup.ts): nothing signs in until they ask to. */
  | { kind: 'visiting' };

export function useStartup(): { state: GateState; start: () => void } {
  const { instance } = useMsal();
  const { tenantId } = useConfig();
  const navigate = useNavigate();
  const [state, setState] = useState<GateState>(() => {
    if (isVisiting()) return { kind: 'visiting' };
    const signedIn = takeEarlySignIn();
    return signedIn ? { kind: 'signed-in', session: sessionOf(signedIn.result.account, signedIn.result) } : { kind: 'starting' };
  });
  // Already signed in by the early start-up, or visiting: nothing to start.
  const started = useRef(state.kind !== 'starting');

  // Start-up once; again when it waited for the network (signed in from the cache, or unable to sign in),
  // one run at a time: a network that comes and goes fires 'online' again while a run is under way.
  const running = useRef(false);
  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    // A visitor who signs in (or opens a page that needs it) is signing in from now on.
    if (isVisiting()) {
      endVisit();
      setState({ kind: 'starting' });
    }
    const run = takeEarlyStartup() ?? runStartup(instance, tenantId, browserStartupContext());
    run
      .finally(() => (running.current = false))
      .then(
        async (outcome) => {
          if (outcome.kind === 'redirecting') return;
          if (outcome.kind === 'offline') {
            setState({ kind: 'signed-in', session: sessionOf(outcome.account, 'offline') });
            return;
          }
          const destination = returnDestination(outcome.returnState);
          if (destination !== null) {
            // Wait for the screen to be there (its chunk may still be loading), so the page the sign-in
            // came back to never flashes up on the way to where the visitor was.
            await navigate(destination, { replace: true });
          }
          setState({ kind: 'signed-in', session: sessionOf(outcome.result.account, outcome.result) });
        },
        (error: unknown) => {
          // No account and no network to sign in with: the guides still work, signed out, until it returns.
          if (error instanceof SignInError && error.offline) {
            setState({ kind: 'reading-offline' });
            return;
          }
          console.warn('Sign-in failed:', errorCodeOf(error));
          setState({
            kind: 'failed',
            message: error instanceof SignInError ? error.userMessage : 'Something went wrong while signing you in.',
          });
        },
      );
  }, [instance, tenantId, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  return { state, start };
}
