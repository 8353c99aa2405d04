/**
 * Sign out tells the pass function first (`POST signOut` with the ID token), so that no ID token of this
 * session gets a pass afterwards, even one copied before Sign out (the Function App's README, "Sign out").
 * Signing out never waits long for it, nor fails because of it: the notice is sent, and Sign out goes on.
 */
import { callFunction } from '../../../shared/function-app/function-client';
import type { TimeoutSignal } from '../../../shared/resilience/time-limits';

/** Longest Sign out waits for the function: far less than it may take to answer, on purpose. */
export const SIGN_OUT_NOTICE_TIMEOUT_MS = 3_000;

export interface SignOutNoticeOptions {
  fetch?: typeof fetch;
  timeoutSignal?: TimeoutSignal;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Resolves once the function has the notice, or has not answered in time, or could not be reached. */
export async function tellPassFunctionOfSignOut(functionUrl: string, idToken: string, options: SignOutNoticeOptions = {}): Promise<void> {
  const { timeoutMs = SIGN_OUT_NOTICE_TIMEOUT_MS, ...rest } = options;
  if (!idToken) return;
  try {
    // Its answer (204, or a short refusal) changes nothing: Sign out goes on either way.
    // keepalive: the page leaves for the identity provider's sign-out straight after, and the notice
    // must still reach the function if Sign out does not wait for its answer.
    await callFunction(functionUrl, 'signOut', { idToken, timeoutMs, keepalive: true, ...rest });
  } catch {
    // Offline, blocked or slow: Sign out still ends the session; the function's freshness check still
    // keeps a copied token from a pass once the sign-in is 10 minutes old.
  }
}
