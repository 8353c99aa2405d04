import { useEffect, useRef, useState } from 'react';
import { useClipboardCopy } from '../../shared/ui/use-clipboard-copy';
import { isUnexpired } from '../../shared/user/session';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { PassError, requestTemporaryAccessPass } from './tap-client';
import './temporary-access-pass.css';

export interface TemporaryAccessPassProps {
  /** Base URL of the school's cloud function (its `/createTempAccessPass` is called); from the settings file. */
  functionUrl: string;
}

export const SESSION_EXPIRED_MESSAGE = 'Your login session has expired - please refresh this page and try again.';
const COPY_MESSAGES = { copied: 'Text copied to clipboard', failed: "Couldn't copy the pass: select it and copy it yourself." };
const UNAVAILABLE_MESSAGE = "We couldn't create a pass just now. Please try again in a minute, or ask at the IT office.";

type PassState =
  | { kind: 'initial' }
  | { kind: 'loading' }
  | { kind: 'ready'; pass: string }
  | { kind: 'failed'; message: string };

/**
 * The Windows Hello guide's pass generator: Create Pass, a spinner, then the pass; selecting the pass copies it
 * and says so for two seconds. An expired ID token says so and makes no call.
 */
export function TemporaryAccessPass({ functionUrl }: TemporaryAccessPassProps) {
  const { session } = useSignedIn();
  const [state, setState] = useState<PassState>({ kind: 'initial' });
  const { notice, copy } = useClipboardCopy(COPY_MESSAGES);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const create = () => {
    // The function only accepts a valid ID token: say so now rather than make a call bound to fail.
    if (!isUnexpired(session.idTokenExpiry, Date.now())) {
      setState({ kind: 'failed', message: SESSION_EXPIRED_MESSAGE });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'loading' });
    requestTemporaryAccessPass(functionUrl, session.idToken, current.signal).then(
      (pass) => setState({ kind: 'ready', pass }),
      (error: unknown) => {
        if (current.signal.aborted) return;
        const expired = error instanceof PassError && error.failure === 'sessionExpired';
        setState({ kind: 'failed', message: expired ? SESSION_EXPIRED_MESSAGE : UNAVAILABLE_MESSAGE });
      },
    );
  };

  return (
    <div className="tap">
      {state.kind === 'initial' && (
        <button type="button" className="button" onClick={create}>
          Create Pass
        </button>
      )}
      {state.kind === 'loading' && (
        <p role="status" className="tap-status">
          <span className="spinner" aria-hidden="true" /> Creating your pass…
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <p id="tap-hint" className="tap-hint">
            Your Temporary Access Pass. Select it to copy it:
          </p>
          <button type="button" className="tap-pass" aria-describedby="tap-hint" onClick={() => copy(state.pass)}>
            {state.pass}
          </button>
        </>
      )}
      {state.kind === 'failed' && (
        <div role="alert" className="tap-error">
          <p>{state.message}</p>
          {state.message !== SESSION_EXPIRED_MESSAGE && (
            <button type="button" className="button" onClick={create}>
              Try again
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
