import { useEffect, useRef, useState } from 'react';
import { minutesPhrase } from '../../shared/resilience/time-limits';
import { NeedsConnection } from '../../shared/resilience/NeedsConnection';
import { useClipboardCopy } from '../../shared/ui/use-clipboard-copy';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { clockTime } from './countdown';
import { forgetPassAfterSignIn, passAfterSignIn, rememberPassAfterSignIn } from './pass-after-sign-in';
import { PassCard } from './PassCard';
import { passStore } from './pass-store';
import { PassError, requestTemporaryAccessPass, type PassFailure } from './api/create-pass';
import { useStoredPass } from './use-stored-pass';
import './temporary-access-pass.css';

export interface TemporaryAccessPassProps {
  /** Base URL of the school's cloud function (its `/createTempAccessPass` is called); from the settings file. */
  functionUrl: string;
}

export const SESSION_EXPIRED_MESSAGE = 'Your login session has expired - please refresh this page and try again.';
/** Said, and focused, once the person hid the pass: it is gone from this tab, but still works until it expires. */
export const PASS_HIDDEN_MESSAGE =
  'Your pass is hidden, and this device has forgotten it. If you copied it, it still works until it expires.';
const COPY_MESSAGES = { copied: 'Text copied to clipboard', failed: "Couldn't copy the pass: select it and copy it yourself." };

/** What the person reads for each failure, and what they can do about it (`now` places the wait on the clock). */
export function passFailureMessage(failure: PassFailure, retryAfterMs?: number, now = Date.now()): string {
  switch (failure) {
    case 'offline':
      return "You're offline, so no pass was created. Connect to the internet, then try again.";
    case 'sessionExpired':
      return SESSION_EXPIRED_MESSAGE;
    case 'staleSignIn':
      return 'For your security, sign in again before creating a pass.';
    case 'notEligible':
      return 'Temporary Access Passes are for students. Ask the IT office to help you set up Windows Hello.';
    case 'privilegedRole':
      return "Passes can't be created for accounts with administrator roles. Ask the IT office to help you set up Windows Hello.";
    case 'notSetUp':
      return "Passes can't be created yet: the portal isn't fully set up for them. Please tell the IT office.";
    // The pass exists, but this tab never had it or has lost it (another tab, another browser, a sign out).
    case 'tooMany':
      return retryAfterMs === undefined
        ? "You created a pass a few minutes ago, but it can't be shown again here. If you copied it, use that pass; otherwise wait a few minutes, then create a new one."
        : `You created a pass a few minutes ago, but it can't be shown again here. If you copied it, use that pass; otherwise you can create a new one in ${minutesPhrase(retryAfterMs)}, at ${clockTime(now + retryAfterMs)}.`;
    case 'timedOut':
      return 'Creating your pass took too long. Please try again.';
    case 'unavailable':
      return "We couldn't create a pass just now. Please try again in a minute, or ask at the IT office.";
  }
}

/** What the failure message offers: trying again, signing in again, or nothing (trying again cannot help yet). */
function nextAction(failure: PassFailure): 'tryAgain' | 'signInAgain' | 'none' {
  if (failure === 'staleSignIn') return 'signInAgain';
  if (failure === 'timedOut' || failure === 'unavailable' || failure === 'offline') return 'tryAgain';
  return 'none';
}

type PassState =
  | { kind: 'initial'; expired?: boolean; hidden?: boolean }
  | { kind: 'loading' }
  | { kind: 'failed'; failure: PassFailure; retryAfterMs?: number; claims?: string; at: number };

/** setTimeout's longest delay (about 24 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The Windows Hello guide's pass generator: Create Pass, a spinner, then the pass; selecting the pass copies it
 * and says so for two seconds. Each pass is asked for with a new ID token; every failure says what to do.
 * The pass is kept for its lifetime (pass-store.ts), so every step that places this component shows it,
 * with its countdown, until it expires; only then is Create Pass offered again.
 * When the function wants a recent sign-in, Sign in again goes through the sign-in page and, back on this
 * step, creates the pass at once (pass-after-sign-in.ts). "Done, hide my pass" forgets it once it is typed
 * in or copied, so a shared computer does not keep showing it.
 */
export function TemporaryAccessPass({ functionUrl }: TemporaryAccessPassProps) {
  const { getFreshIdToken, signInAgain, session } = useSignedIn();
  const accountId = session?.account.homeAccountId;
  // Back from signing in again for a pass: it is being created (see the effect below).
  const [afterSignIn] = useState(() => passAfterSignIn());
  const [state, setState] = useState<PassState>(afterSignIn ? { kind: 'loading' } : { kind: 'initial' });
  const { notice, copy } = useClipboardCopy(COPY_MESSAGES);
  const controller = useRef<AbortController | null>(null);
  const stored = useStoredPass(accountId, () => setState({ kind: 'initial', expired: true }));
  const hiddenNote = useRef<HTMLParagraphElement>(null);
  const hidden = state.kind === 'initial' && state.hidden === true;
  // The button pressed is gone: the focus goes to what happened, not to the top of the page.
  useEffect(() => {
    if (hidden) hiddenNote.current?.focus();
  }, [hidden]);

  // "Done, hide my pass": forgotten from memory and the tab's sessionStorage, so nobody after them sees it.
  const hide = () => {
    passStore.forget();
    setState({ kind: 'initial', hidden: true });
  };

  useEffect(() => () => controller.current?.abort(), []);

  // After "you created a pass a few minutes ago", the person may try again once the wait is over.
  const waitMs = state.kind === 'failed' && state.failure === 'tooMany' ? state.retryAfterMs : undefined;
  useEffect(() => {
    if (waitMs === undefined) return;
    const timer = setTimeout(() => setState({ kind: 'initial' }), Math.min(waitMs, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [waitMs]);

  /** Asks for the pass; the state says 'loading' already. */
  const request = (claims?: string) => {
    const current = new AbortController();
    controller.current = current;
    // The lifetime counts from before the request: the countdown never promises more than the pass has.
    const askedAt = Date.now();
    requestTemporaryAccessPass(functionUrl, getFreshIdToken, { signal: current.signal, ...(claims === undefined ? {} : { claims }) }).then(
      ({ pass, lifetimeMs }) => {
        forgetPassAfterSignIn();
        if (accountId !== undefined) passStore.keep({ pass, expiresAt: askedAt + lifetimeMs, accountId });
        setState({ kind: 'initial' });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        forgetPassAfterSignIn();
        if (error instanceof PassError) {
          setState({ kind: 'failed', failure: error.failure, retryAfterMs: error.retryAfterMs, claims: error.claims, at: Date.now() });
        } else setState({ kind: 'failed', failure: 'unavailable', at: Date.now() });
      },
    );
  };

  const create = () => {
    setState({ kind: 'loading' });
    request();
  };

  // Back from signing in again for a pass: create it now. The note stays until an attempt settles, so one
  // cut short (React's StrictMode runs this twice under `npm start`) is made again.
  useEffect(() => {
    if (afterSignIn) request(afterSignIn.claims);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signInAgainForPass = (claims: string | undefined) => {
    rememberPassAfterSignIn(claims);
    signInAgain(claims === undefined ? undefined : { claims });
  };

  return (
    <div className="tap">
      <NeedsConnection>
        You&apos;re offline. Creating a pass needs a connection: connect to the internet, then create your pass.
      </NeedsConnection>
      {stored && (
        <>
          <PassCard stored={stored} onCopy={copy} />
          <button type="button" className="button button-secondary tap-hide" onClick={hide}>
            Done, hide my pass
          </button>
        </>
      )}
      {!stored && state.kind === 'initial' && (
        <>
          {state.hidden && (
            <p ref={hiddenNote} role="status" tabIndex={-1} className="tap-hidden">
              {PASS_HIDDEN_MESSAGE}
            </p>
          )}
          {state.expired && (
            <p role="alert" className="tap-error">
              Your pass has expired. Create a new one.
            </p>
          )}
          <button type="button" className="button" onClick={create}>
            Create Pass
          </button>
        </>
      )}
      {state.kind === 'loading' && (
        <p role="status" className="tap-status">
          <span className="spinner" aria-hidden="true" /> Creating your pass…
        </p>
      )}
      {!stored && state.kind === 'failed' && (
        <div role="alert" className="tap-error">
          <p>{passFailureMessage(state.failure, state.retryAfterMs, state.at)}</p>
          {nextAction(state.failure) === 'tryAgain' && (
            <button type="button" className="button" onClick={create}>
              Try again
            </button>
          )}
          {nextAction(state.failure) === 'signInAgain' && (
            <button type="button" className="button" onClick={() => signInAgainForPass(state.claims)}>
              Sign in again
            </button>
          )}
        </div>
      )}
      <p role="status" className="tap-notice">
        {notice}
      </p>
    </div>
  );
}
