/**
 * Asks the school's cloud function for a Temporary Access Pass (`GET <function>/createTempAccessPass`). The ID token proves who is
 * asking; the function only ever creates a pass for that person.
 */

export type PassFailure = 'sessionExpired' | 'unavailable';

export class PassError extends Error {
  override name = 'PassError';
  constructor(
    readonly failure: PassFailure,
    options?: { cause?: unknown },
  ) {
    super(`Temporary Access Pass: ${failure}`, options);
  }
}

/** `<functionUrl>/createTempAccessPass`, whether the setting ends in a slash or not. */
export function passEndpoint(functionUrl: string): string {
  return `${functionUrl.replace(/\/+$/, '')}/createTempAccessPass`;
}

export async function requestTemporaryAccessPass(
  functionUrl: string,
  idToken: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(passEndpoint(functionUrl), {
      method: 'GET',
      headers: { Authorization: `Bearer ${idToken}`, Accept: 'application/json' },
      // The pass must never come from or go into a cache.
      cache: 'no-store',
      signal,
    });
  } catch (cause) {
    if ((cause as { name?: unknown } | null)?.name === 'AbortError') throw cause;
    throw new PassError('unavailable', { cause });
  }
  if (response.status === 401) throw new PassError('sessionExpired');
  if (!response.ok) throw new PassError('unavailable');
  const body = (await response.json().catch(() => ({}))) as { temporaryAccessPass?: unknown };
  if (typeof body.temporaryAccessPass !== 'string' || body.temporaryAccessPass === '') throw new PassError('unavailable');
  return body.temporaryAccessPass;
}
