import { useEffect } from 'react';
import type { GateState } from './use-startup';

/** Whether start-up only waits for the network: signed in from MSAL's cache, or reading offline signed out. */
export function waitsForNetwork(state: GateState): boolean {
  return (state.kind === 'signed-in' && state.session.offline === true) || state.kind === 'reading-offline';
}

/** Offline: once the network is back, start-up runs again (`start`), and the usual sign-in rules apply. */
export function useRenewal(state: GateState, start: () => void): void {
  const waiting = waitsForNetwork(state);
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', start);
    return () => window.removeEventListener('online', start);
  }, [waiting, start]);
}
