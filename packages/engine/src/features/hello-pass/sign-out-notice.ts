/**
 * Sign out tells the pass function first (`POST <function>/signOut` with the ID token), so that no ID token
 * of this session gets a pass afterwards, even one copied before Sign out (api/README.md, "Sign out").
 * Signing out never waits long for it, nor fails because of it: the notice is sent, and Sign out goes on.
 */
import { anySignal, timeoutSignal as abortSignalTimeout, type TimeoutSignal } from '../../shared/resilience/time-limits';

/** Longest Sign out waits for the function. */
export const SIGN_OUT_NOTICE_TIMEOUT_MS = 3_000;

/** `<functionUrl>/signOut`, whether the setting ends in a slash or not. */
export function signOutEndpoint(functionUrl: string): string {
  return `${functionUrl.replace(/\/+$/, '')}/signOut`;
}

export interface SignOutNoticeOptions {
  fetch?: typeof fetch;
  timeoutSignal?: TimeoutSignal;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Resolves once the function has the notice, or has not answered in time, or could not be reached. */
export async function tellPassFunctionOfSignOut(functionUrl: string, idToken: string, options: SignOutNoticeOptions = {}): Promise<void> {
  const {
    fetch: fetchImpl = (input, init) => fetch(input, init),
    timeoutSignal = abortSignalTimeout,
    timeoutMs = SIGN_OUT_NOTICE_TIMEOUT_MS,
    signal,
  } = options;
  if (!idToken) return;
  const limit = timeoutSignal(timeoutMs);
  try {
    const response = await fetchImpl(signOutEndpoint(functionUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}` },
      cache: 'no-store',
      signal: anySignal(signal, limit),
    });
    // The body is empty (204) or a short refusal; read it so the connection is free.
    await response.text();
  } catch {
    // Offline, blocked or slow: Sign out still ends the session; the function's freshness check still
    // keeps a copied token from a pass once the sign-in is 10 minutes old.
  } finally {
    // Looking at the limit keeps it alive until the end: a timeout signal nothing refers to may be
    // garbage-collected before it fires.
    void limit.aborted;
  }
}
