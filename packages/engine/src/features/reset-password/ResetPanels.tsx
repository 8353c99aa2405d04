import { useEffect, useRef } from 'react';
import { CopyButton } from './CopyButton';
import { MAY_HAVE_CHANGED_ADVICE, resetFailureMessage } from './reset-messages';
import { StudentFacts } from '../../shared/students/StudentFacts';
import { nameWithUsername } from '../../shared/students/student-search';
import type { ResetState } from './use-password-reset';

type Of<P extends ResetState['phase']> = Extract<ResetState, { phase: P }>;

/** Moves focus to a panel's heading when it appears, so keyboard and screen-reader users follow along. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function NewPassword({ password }: { password: string }) {
  return (
    <p className="new-password">
      <span className="new-password-label">New password:</span> <code>{password}</code> <CopyButton text={password} label="Copy password" />
    </p>
  );
}

export function ConfirmPanel({ state, onYes, onNo }: { state: Of<'confirming'>; onYes: () => void; onNo: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="reset-panel" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading" ref={heading} tabIndex={-1}>
        Reset the password for {state.student.displayName}?
      </h2>
      <StudentFacts student={state.student} />
      <p>
        Their new password will be <code className="new-password-inline">{state.password}</code>
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={onYes}>
          Yes
        </button>
        <button type="button" className="button button-secondary" onClick={onNo}>
          No
        </button>
      </div>
    </section>
  );
}

export function ResettingPanel({ state }: { state: Of<'resetting'> }) {
  return (
    <div role="status" className="reset-panel busy">
      <span className="spinner" aria-hidden="true" />
      Resetting the password for {nameWithUsername(state.student)}…
    </div>
  );
}

export function SucceededPanel({ state, onDone }: { state: Of<'succeeded'>; onDone: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="reset-panel success" aria-labelledby="success-heading">
      <h2 id="success-heading" ref={heading} tabIndex={-1}>
        Password successfully changed.
      </h2>
      <p>Give {nameWithUsername(state.student)} their new password:</p>
      <NewPassword password={state.password} />
      <p className="footnote">{state.student.displayName} will be asked to change this password the next time they sign in.</p>
      <button type="button" className="button button-secondary" onClick={onDone}>
        Reset another password
      </button>
    </section>
  );
}

interface FailedPanelProps {
  state: Of<'failed'>;
  onRetry: () => void;
  onDone: () => void;
}

/** A failed reset's way on: the retry button (`retryLabel`; none when trying again cannot help), or Start again. */
function FailedButtons({ retryLabel, onRetry, onDone }: { retryLabel: string | null } & Omit<FailedPanelProps, 'state'>) {
  return (
    <div className="button-row">
      {retryLabel && (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
      <button type="button" className="button button-secondary" onClick={onDone}>
        Start again
      </button>
    </div>
  );
}

/** The reset certainly did not happen: say why, and offer to try again (unless trying cannot help). */
export function NotChangedPanel({ state, onRetry, onDone }: FailedPanelProps) {
  const message = resetFailureMessage(state.failure, state.retryAfterMs);
  return (
    <section className="reset-panel error" aria-labelledby="failure-heading">
      <div role="alert">
        <h2 id="failure-heading">{message.title}</h2>
        <p>{message.detail}</p>
      </div>
      <FailedButtons
        retryLabel={state.failure !== 'forbidden' && state.failure !== 'signInNeeded' ? 'Try again' : null}
        onRetry={onRetry}
        onDone={onDone}
      />
    </section>
  );
}

/**
 * The reset was sent but nothing confirmed it: the password may already be the student's, so it stays on
 * screen with what to do next. Resetting again sends the same password, so either way it is the one shown.
 */
export function MayHaveChangedPanel({ state, onRetry, onDone }: FailedPanelProps) {
  const message = resetFailureMessage(state.failure);
  const name = state.student.displayName;
  return (
    <section className="reset-panel warning" aria-labelledby="failure-heading">
      <div role="alert">
        <h2 id="failure-heading">{message.title}</h2>
        <p>
          {message.detail} {MAY_HAVE_CHANGED_ADVICE}
        </p>
      </div>
      <NewPassword password={state.password} />
      <ol className="next-steps" aria-label="What to do now">
        <li>Ask {name} to sign in with this password.</li>
        <li>If it doesn&apos;t work, press Reset again to set this same password again.</li>
      </ol>
      <FailedButtons retryLabel="Reset again" onRetry={onRetry} onDone={onDone} />
    </section>
  );
}
