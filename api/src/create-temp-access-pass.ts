/**
 * `GET /createTempAccessPass`: creates a one-time Temporary Access Pass for the signed-in caller, so they
 * can set up Windows Hello. Written against the standard Fetch Request/Response: the Azure Functions
 * registration and the demo server both wrap this one handler.
 */
import { InvalidIdTokenError, type VerifiedCaller } from './id-token.ts';

export interface HandlerDependencies {
  verifyIdToken: (authorization: string | null) => Promise<VerifiedCaller>;
  /** Creates a pass for this user id and returns its text. Called at most once per request. */
  createTemporaryAccessPass: (userId: string) => Promise<string>;
  /** Structured log; never given a token or a pass. */
  log?: (message: string, fields?: Record<string, string | number>) => void;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function createTempAccessPassHandler({ verifyIdToken, createTemporaryAccessPass, log = () => {} }: HandlerDependencies) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return json(405, { error: 'method_not_allowed', message: 'Use GET.' }, { Allow: 'GET' });
    let caller: VerifiedCaller;
    try {
      caller = await verifyIdToken(request.headers.get('Authorization'));
    } catch (error) {
      if (!(error instanceof InvalidIdTokenError)) {
        log('Could not check a sign-in', { error: error instanceof Error ? error.name : 'unknown' });
        return json(503, { error: 'keys_unavailable', message: "We couldn't check your sign-in just now. Please try again in a minute." }, { 'Retry-After': '30' });
      }
      log('Refused a pass request', { reason: error.message });
      return json(401, { error: 'invalid_token', message: error.message }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
    try {
      // Only ever the caller's own id, from the verified token: never anything the request names.
      const temporaryAccessPass = await createTemporaryAccessPass(caller.oid);
      log('Created a Temporary Access Pass', { oid: caller.oid });
      return json(200, { temporaryAccessPass });
    } catch (error) {
      log('Graph did not create a pass', { oid: caller.oid, error: error instanceof Error ? error.name : 'unknown' });
      return json(502, { error: 'graph_failed', message: 'Microsoft 365 did not create a pass. Please try again in a minute.' });
    }
  };
}
