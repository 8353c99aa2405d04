import { useCallback, useEffect, useRef, useState } from 'react';
import type { GraphClient } from '../../shared/graph/graph-client';
import { isAbortError } from '../../shared/graph/graph-error';
import { generatePassphrase } from './passphrase';
import { outcomeOf, resetPassword, ResetError, type ResetFailure, type ResetOptions } from './reset-operation';
import type { Student } from '../../shared/students/student-search';

export type ResetState =
  | { phase: 'choosing' }
  | { phase: 'confirming'; student: Student; password: string }
  | { phase: 'resetting'; student: Student; password: string }
  | { phase: 'succeeded'; student: Student; password: string }
  | { phase: 'failed'; student: Student; password: string; failure: ResetFailure; retryAfterMs?: number };

/** A password that may already be the student's is on screen (or about to be): losing it would hurt. */
export function holdsUnconfirmedPassword(state: ResetState): boolean {
  return state.phase === 'resetting' || (state.phase === 'failed' && outcomeOf(state.failure) === 'mayHaveChanged');
}

/**
 * Choose, confirm, reset. Yes sends one POST; nothing is sent again until the person presses Yes again.
 * Leaving the page cancels a reset's status checks.
 */
export function usePasswordReset(graph: GraphClient, options: Omit<ResetOptions, 'signal'> = {}) {
  const [state, setState] = useState<ResetState>({ phase: 'choosing' });
  const controller = useRef<AbortController | null>(null);
  // A second Yes before React re-renders (a double click) must not post a second password.
  const inFlight = useRef(false);
  const optionsRef = useRef(options);

  useEffect(() => () => controller.current?.abort(), []);

  // Closing or reloading the tab would hide a password that may already be set: ask first.
  const guard = holdsUnconfirmedPassword(state);
  useEffect(() => {
    if (!guard) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);

  const choose = useCallback((student: Student) => {
    setState({ phase: 'confirming', student, password: generatePassphrase() });
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    setState({ phase: 'choosing' });
  }, []);

  /**
   * Back to the question, with the password to send in view. After a "may have changed" outcome it is the
   * same password, so whichever reset took effect, the student's password is the one on screen; Graph
   * refused the last one only when it did not accept the request, so that gets a new one.
   */
  const retry = useCallback(() => {
    if (state.phase !== 'failed') return;
    const { student, password, failure } = state;
    setState({ phase: 'confirming', student, password: failure === 'refused' ? generatePassphrase() : password });
  }, [state]);

  const confirm = useCallback(() => {
    if (state.phase !== 'confirming' || inFlight.current) return;
    inFlight.current = true;
    const { student, password } = state;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'resetting', student, password });
    resetPassword(graph, student.id, password, { ...optionsRef.current, signal: current.signal })
      .then(
        () => {
          if (!current.signal.aborted) setState({ phase: 'succeeded', student, password });
        },
        (error: unknown) => {
          if (current.signal.aborted || isAbortError(error)) return;
          // Anything unforeseen happened after Yes, so the reset may have been sent.
          const failure = error instanceof ResetError ? error.failure : 'unexpected';
          const retryAfterMs = error instanceof ResetError ? error.retryAfterMs : undefined;
          setState({ phase: 'failed', student, password, failure, retryAfterMs });
        },
      )
      .finally(() => {
        inFlight.current = false;
      });
  }, [graph, state]);

  return { state, choose, clear, confirm, retry };
}
