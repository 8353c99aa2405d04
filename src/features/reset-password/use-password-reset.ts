import { useCallback, useEffect, useRef, useState } from 'react';
import type { GraphClient } from '../../shared/graph/graph-client';
import { isAbortError } from '../../shared/graph/graph-error';
import { generatePassphrase } from './passphrase';
import { resetPassword, ResetError, type ResetFailure, type ResetOptions } from './reset-operation';
import type { Student } from './student-search';

export type ResetState =
  | { phase: 'choosing' }
  | { phase: 'confirming'; student: Student; password: string }
  | { phase: 'resetting'; student: Student; password: string }
  | { phase: 'succeeded'; student: Student; password: string }
  | { phase: 'failed'; student: Student; password: string; failure: ResetFailure | 'unexpected' };

/** Choose, confirm, reset. Leaving the page cancels a reset's status checks. */
export function usePasswordReset(graph: GraphClient, options: Omit<ResetOptions, 'signal'> = {}) {
  const [state, setState] = useState<ResetState>({ phase: 'choosing' });
  const controller = useRef<AbortController | null>(null);
  // A second Yes before React re-renders (a double click) must not post a second password.
  const inFlight = useRef(false);
  const optionsRef = useRef(options);

  useEffect(() => () => controller.current?.abort(), []);

  // Closing or reloading the tab mid-reset would hide a password that may already be set: ask first.
  const resetting = state.phase === 'resetting';
  useEffect(() => {
    if (!resetting) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [resetting]);

  const choose = useCallback((student: Student) => {
    setState({ phase: 'confirming', student, password: generatePassphrase() });
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    setState({ phase: 'choosing' });
  }, []);

  const confirm = useCallback(() => {
    if ((state.phase !== 'confirming' && state.phase !== 'failed') || inFlight.current) return;
    inFlight.current = true;
    const { student, password } = state;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'resetting', student, password });
    resetPassword(graph, student.id, password, { ...optionsRef.current, signal: current.signal }).then(
      () => {
        if (!current.signal.aborted) setState({ phase: 'succeeded', student, password });
      },
      (error: unknown) => {
        if (current.signal.aborted || isAbortError(error)) return;
        setState({ phase: 'failed', student, password, failure: error instanceof ResetError ? error.failure : 'unexpected' });
      },
    ).finally(() => {
      inFlight.current = false;
    });
  }, [graph, state]);

  return { state, choose, clear, confirm };
}
