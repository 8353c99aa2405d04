/**
 * `GET /createTempAccessPass`: creates a one-time Temporary Access Pass for the signed-in caller, so they
 * can set up Windows Hello. Written against the standard Fetch Request/Response: the Azure Functions
 * registration and the demo server both wrap this one handler. Stateless apart from its two tables.
 *
 * The checks, in this order, each answered before the next is tried:
 *  1. the ID token is valid (signature, issuer, audience, tenant, expiry)       -> 401 invalid_token
 *  2. it is fresh: issued (`iat`) at most `signInMaxAgeMinutes` ago              -> 401 stale_sign_in
 *  3. the caller holds no privileged directory role (`wids`; missing = refused)  -> 403 privileged_role
 *  4. they had no pass in the last window (claimed atomically in the table)      -> 429 too_many_passes
 *  5. Graph creates the pass                                                     -> 200, or 502 graph_failed
 * A refused request never uses up the caller's window: only step 4 claims it. When Graph then fails, no
 * pass was made, so the window is given back rather than locking the person out for ten minutes.
 * Every request, whatever its outcome, writes one audit row.
 */
import type { AuditLog, AuditOutcome } from './audit-log.ts';
import { privilegedRoleIds } from './directory-roles.ts';
import { InvalidIdTokenError, type VerifiedCaller } from './id-token.ts';
import type { PassWindows } from './pass-windows.ts';

export interface HandlerDependencies {
  verifyIdToken: (authorization: string | null) => Promise<VerifiedCaller>;
  /** Creates a pass for this user id and returns its text. Called at most once per request. */
  createTemporaryAccessPass: (userId: string) => Promise<string>;
  passWindows: PassWindows;
  audit: AuditLog;
  /** How old (by `iat`) an ID token may be for a pass. */
  signInMaxAgeMinutes: number;
  /** The clock (tests turn it). */
  now?: () => Date;
  /** Structured log; never given a token or a pass. */
  log?: (message: string, fields?: Record<string, string | number>) => void;
}

/** A signed `iat` this far in the future is a clock difference, not a forgery. */
const CLOCK_TOLERANCE_MS = 60_000;
const RETRY_AFTER_UNAVAILABLE_SECONDS = 30;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

interface Decision {
  response: Response;
  outcome: AuditOutcome;
  userId?: string;
}

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

export function createTempAccessPassHandler({
  verifyIdToken,
  createTemporaryAccessPass,
  passWindows,
  audit,
  signInMaxAgeMinutes,
  now = () => new Date(),
  log = () => {},
}: HandlerDependencies) {
  async function decide(request: Request, time: Date): Promise<Decision> {
    if (request.method !== 'GET') {
      return { outcome: 'method_not_allowed', response: json(405, { error: 'method_not_allowed', message: 'Use GET.' }, { Allow: 'GET' }) };
    }

    // 1. A valid ID token.
    let caller: VerifiedCaller;
    try {
      caller = await verifyIdToken(request.headers.get('Authorization'));
    } catch (error) {
      if (!(error instanceof InvalidIdTokenError)) {
        log('Could not check a sign-in', { error: error instanceof Error ? error.name : 'unknown' });
        return {
          outcome: 'keys_unavailable',
          response: json(
            503,
            { error: 'keys_unavailable', message: "We couldn't check your sign-in just now. Please try again in a minute." },
            { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
          ),
        };
      }
      log('Refused a pass request', { reason: error.message });
      return {
        outcome: 'invalid_token',
        response: json(401, { error: 'invalid_token', message: error.message }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }),
      };
    }
    const userId = caller.oid;

    // 2. A fresh sign-in: a stolen token is only worth a pass for a few minutes.
    const ageMs = time.getTime() - caller.issuedAt.getTime();
    if (ageMs < -CLOCK_TOLERANCE_MS) {
      return {
        userId,
        outcome: 'invalid_token',
        response: json(
          401,
          { error: 'invalid_token', message: 'The token was issued in the future.' },
          { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
        ),
      };
    }
    if (ageMs > signInMaxAgeMinutes * 60_000) {
      log('Refused a pass for a stale sign-in', { oid: userId, ageSeconds: Math.round(ageMs / 1000) });
      return {
        userId,
        outcome: 'stale_sign_in',
        response: json(
          401,
          {
            error: 'stale_sign_in',
            message: `For your security, a pass can only be created within ${signInMaxAgeMinutes} minutes of signing in. Refresh the page, sign in again if asked, and try again.`,
          },
          { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The sign-in is too old"' },
        ),
      };
    }

    // 3. No privileged directory role. A token without `wids` cannot show that, so it is refused too.
    if (caller.roleTemplateIds === undefined) {
      log('Refused a pass: the ID token has no wids claim (add the directory roles claim to the app registration)', { oid: userId });
      return {
        userId,
        outcome: 'role_claim_missing',
        response: json(403, {
          error: 'privileged_role',
          message: "We couldn't confirm that your account holds no admin role, so no pass was created. Please tell IT support.",
        }),
      };
    }
    const privileged = privilegedRoleIds(caller.roleTemplateIds);
    if (privileged.length > 0) {
      log('Refused a pass for a privileged account', { oid: userId, roles: privileged.join(',') });
      return {
        userId,
        outcome: 'privileged_role',
        response: json(403, {
          error: 'privileged_role',
          message:
            'Your account holds a Microsoft 365 admin role, so it cannot get a Temporary Access Pass here. Ask IT support to set up Windows Hello with you.',
        }),
      };
    }

    // 4. One pass per window.
    let claim;
    try {
      claim = await passWindows.claim(userId, time);
    } catch (error) {
      log('Could not reach the pass table', { oid: userId, error: error instanceof Error ? error.name : 'unknown' });
      return {
        userId,
        outcome: 'storage_unavailable',
        response: json(
          503,
          { error: 'storage_unavailable', message: "We couldn't create a pass just now. Please try again in a minute." },
          { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
        ),
      };
    }
    if (!claim.granted) {
      const { retryAfterSeconds } = claim;
      return {
        userId,
        outcome: 'too_many_passes',
        response: json(
          429,
          {
            error: 'too_many_passes',
            message: `You created a pass a few minutes ago. Use that pass, or create a new one in ${minutes(retryAfterSeconds)}.`,
            retryAfterSeconds,
          },
          { 'Retry-After': String(retryAfterSeconds) },
        ),
      };
    }

    // 5. The pass, for the caller's own id only (from the verified token, never from the request).
    try {
      const temporaryAccessPass = await createTemporaryAccessPass(userId);
      log('Created a Temporary Access Pass', { oid: userId });
      return { userId, outcome: 'issued', response: json(200, { temporaryAccessPass }) };
    } catch (error) {
      log('Graph did not create a pass', { oid: userId, error: error instanceof Error ? error.name : 'unknown' });
      // No pass reached the person, so they may try again at once. Should Graph have made one whose answer
      // was lost, the next one replaces it: still one usable pass.
      await claim.release().catch((releaseError: unknown) => {
        log('Could not give back the pass window', { oid: userId, error: releaseError instanceof Error ? releaseError.name : 'unknown' });
      });
      return {
        userId,
        outcome: 'graph_failed',
        response: json(502, { error: 'graph_failed', message: 'Microsoft 365 did not create a pass. Please try again in a minute.' }),
      };
    }
  }

  return async (request: Request): Promise<Response> => {
    const time = now();
    const { response, outcome, userId } = await decide(request, time);
    try {
      await audit({ time, userId, outcome, status: response.status });
    } catch (error) {
      // The person's answer does not wait on the audit table; the function's own log keeps the event.
      log('Could not write the audit row', {
        outcome,
        ...(userId ? { oid: userId } : {}),
        error: error instanceof Error ? error.name : 'unknown',
      });
    }
    return response;
  };
}
