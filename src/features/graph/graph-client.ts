/**
 * The one way the portal talks to Microsoft Graph: it gets a token, sends it only to the configured Graph
 * host, and turns failures into typed errors. Components never call `fetch` directly.
 */

export class GraphError extends Error {
  override name = 'GraphError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type AccessTokenProvider = (scopes: string[]) => Promise<string>;

export interface GraphClientOptions {
  /** e.g. `https://graph.microsoft.com/v1.0` */
  baseUrl: string;
  getAccessToken: AccessTokenProvider;
  fetch?: typeof fetch;
}

export interface GraphRequest {
  scopes: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface GraphClient {
  /** `pathOrUrl` is a path under the base URL, or an absolute URL on the Graph host. */
  request(pathOrUrl: string, request: GraphRequest): Promise<Response>;
}

export function createGraphClient({ baseUrl, getAccessToken, fetch: fetchImpl = fetch }: GraphClientOptions): GraphClient {
  const base = new URL(baseUrl);
  const resolve = (pathOrUrl: string): URL => {
    const url = /^https?:/i.test(pathOrUrl) ? new URL(pathOrUrl) : new URL(`${base.pathname.replace(/\/$/, '')}${pathOrUrl}`, base);
    // The token is for Graph only: never send it anywhere else, whatever a response told us to call.
    if (url.origin !== base.origin) throw new GraphError(0, 'foreignHost', `Refusing to send a Graph token to ${url.origin}`);
    return url;
  };
  return {
    async request(pathOrUrl, { scopes, method = 'GET', headers = {}, body, signal }) {
      const url = resolve(pathOrUrl);
      const token = await getAccessToken(scopes);
      const response = await fetchImpl(url, {
        method,
        signal,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) {
        let code = 'httpError';
        try {
          const json = (await response.clone().json()) as { error?: { code?: unknown } };
          if (typeof json.error?.code === 'string') code = json.error.code;
        } catch {
          // Not JSON: keep the generic code.
        }
        throw new GraphError(response.status, code, `Graph answered ${response.status} for ${method} ${url.pathname}`);
      }
      return response;
    },
  };
}
