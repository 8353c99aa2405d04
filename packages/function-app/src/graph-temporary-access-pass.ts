/**
 * Creates a Temporary Access Pass through Graph with the function's own (application) credentials. The
 * request's abort signal ends both the app token's fetch and the Graph call when the deadline passes.
 */

export class GraphCallError extends Error {
  override name = 'GraphCallError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TapCreatorOptions {
  /** e.g. `https://graph.microsoft.com/v1.0` */
  graphBaseUrl: string;
  /** An app-only Graph token holding UserAuthenticationMethod.ReadWrite.All. */
  getAppToken: (signal: AbortSignal) => Promise<string>;
  fetch?: typeof fetch;
  lifetimeInMinutes?: number;
}

/** A new pass, and how long it lasts (Graph's `lifetimeInMinutes`), which the portal counts down. */
export interface IssuedPass {
  temporaryAccessPass: string;
  lifetimeInMinutes: number;
}

export function createTapCreator({ graphBaseUrl, getAppToken, fetch: fetchImpl = fetch, lifetimeInMinutes = 60 }: TapCreatorOptions) {
  return async (userId: string, signal: AbortSignal): Promise<IssuedPass> => {
    const url = `${graphBaseUrl.replace(/\/$/, '')}/users/${encodeURIComponent(userId)}/authentication/temporaryAccessPassMethods`;
    // One attempt only: every create replaces the user's previous pass, so a blind retry could confuse them.
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await getAppToken(signal)}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ isUsableOnce: true, lifetimeInMinutes }),
      signal,
    });
    if (response.status !== 201) throw new GraphCallError(response.status, `Graph answered ${response.status}`);
    const body = (await response.json()) as { temporaryAccessPass?: unknown; lifetimeInMinutes?: unknown };
    if (typeof body.temporaryAccessPass !== 'string' || body.temporaryAccessPass === '') {
      throw new GraphCallError(response.status, 'Graph sent no pass');
    }
    // Graph may shorten the lifetime to the tenant's policy: its answer, not the request, says how long.
    const lifetime = body.lifetimeInMinutes;
    return {
      temporaryAccessPass: body.temporaryAccessPass,
      lifetimeInMinutes: typeof lifetime === 'number' && Number.isInteger(lifetime) && lifetime > 0 ? lifetime : lifetimeInMinutes,
    };
  };
}
