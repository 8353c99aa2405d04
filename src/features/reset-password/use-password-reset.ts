import { useCallback, useEffect, useRef, useState } from 'react';
import type { GraphClient } from '../graph/graph-client';
import { isAbortError } from '../graph/graph-error';
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
  const optionsRef = useRef(options);

  useEffect(() => () => controller.current?.abort(), []);

  const choose = useCallback((student: Student) => {
    setState({ phase: 'confirming', student, password: generatePassphrase() });
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    setState({ phase: 'choosing' });
  }, []);

  const confirm = useCallback(() => {
    if (state.phase !== 'confirming' && state.phase !== 'failed') return;
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
    );
  }, [graph, state]);

  return { state, choose, clear, confirm };
}
