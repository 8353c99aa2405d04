/**
 * A Graph client whose code loads with its first request (the profile photo, a staff search) instead of with
 * the first screen: the sign-in and the home page never wait for it. A failed load (offline before the code
 * was saved, or a new deployment) rejects that request with a GraphError of kind `network`, and the next
 * request tries the load again.
 */
import type { GraphClient } from './graph-client';

export function lazyGraphClient(load: () => Promise<GraphClient>): GraphClient {
  let client: Promise<GraphClient> | null = null;
  return {
    async request(pathOrUrl, request) {
      client ??= load();
      let loaded: GraphClient;
      try {
        loaded = await client;
      } catch (cause) {
        client = null;
        throw await loadFailure(cause);
      }
      return loaded.request(pathOrUrl, request);
    },
  };
}

/** The features that call Graph load graph-error with their own code, so this import needs no network. */
async function loadFailure(cause: unknown): Promise<unknown> {
  try {
    const { GraphError } = await import('./graph-error');
    return new GraphError(0, 'clientUnavailable', 'The Graph client could not be loaded', { kind: 'network', cause });
  } catch {
    return cause;
  }
}
