/**
 * The function's answers: JSON, never cached, each refusal with an `error` code the portal reads and a
 * `message` a person understands. Step-up refusals also follow RFC 9470 (`insufficient_user_authentication`
 * with `max_age`) and Entra's claims challenge (`insufficient_claims` with the claims request), in
 * `WWW-Authenticate` and, because a page on another origin cannot read that header, in the body too.
 */
import type { PassAnswer, PassRefusal, SignOutRefusal } from '@school-it-portal/function-contract/pass';
import { REFUSAL_STATUS, type CommonRefusal, type Refusal } from '@school-it-portal/function-contract/refusals';
import { authContextClaimsRequest } from './pass-policy.ts';

/** How long a caller is asked to wait after a failure on our side. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 30;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * A refusal, with the status the contract gives its code. Called with the route's refusals as `R`, so a
 * body the contract does not describe (a code, a field) fails the type check.
 */
export function refuse<R extends Refusal>(body: R, headers: Record<string, string> = {}): Response {
  return json(REFUSAL_STATUS[body.error], body, headers);
}

/** What the pass function and Sign out may refuse. */
type PassFunctionRefusal = PassRefusal | SignOutRefusal;

export const passCreated = (pass: PassAnswer) => json(200, pass);

export const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

export function invalidToken(message: string): Response {
  return refuse<CommonRefusal>({ error: 'invalid_token', message }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
}

export function keysUnavailable(): Response {
  return refuse<CommonRefusal>(
    { error: 'keys_unavailable', message: "We couldn't check your sign-in just now. Please try again in a minute." },
    { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
  );
}

export function storageUnavailable(): Response {
  return refuse<PassFunctionRefusal>(
    { error: 'storage_unavailable', message: "We couldn't create a pass just now. Please try again in a minute." },
    { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
  );
}

export function claimMissing(claims: string[]): Response {
  return refuse<PassFunctionRefusal>({
    error: 'claim_missing',
    message: "The portal's sign-in is not set up for passes yet, so no pass was created. Please tell IT support.",
    claims,
  });
}

/** The claims request to answer with a new sign-in, when an authentication context is required. */
const claimsOf = (authContext: string | undefined) => (authContext === undefined ? {} : { claims: authContextClaimsRequest(authContext) });

export function staleSignIn(maxAgeSeconds: number, authContext: string | undefined): Response {
  return refuse<PassFunctionRefusal>(
    {
      error: 'stale_sign_in',
      message: `For your security, a pass needs a sign-in from the last ${minutes(maxAgeSeconds)}. Sign in again, then create your pass.`,
      maxAgeSeconds,
      ...claimsOf(authContext),
    },
    {
      'WWW-Authenticate': `Bearer error="insufficient_user_authentication", error_description="A more recent authentication is required", max_age=${maxAgeSeconds}`,
    },
  );
}

export function authContextMissing(authContext: string): Response {
  const claims = authContextClaimsRequest(authContext);
  return refuse<PassFunctionRefusal>(
    {
      error: 'insufficient_claims',
      message: 'For your security, a pass needs a stronger sign-in. Sign in again, then create your pass.',
      claims,
    },
    { 'WWW-Authenticate': `Bearer error="insufficient_claims", claims="${Buffer.from(claims).toString('base64')}"` },
  );
}

export function notEligible(): Response {
  return refuse<PassFunctionRefusal>({
    error: 'not_eligible',
    message: 'Temporary Access Passes here are for students. Ask IT support to set up Windows Hello with you.',
  });
}

export function privilegedRole(): Response {
  return refuse<PassFunctionRefusal>({
    error: 'privileged_role',
    message:
      'Your account holds a Microsoft 365 admin role, so it cannot get a Temporary Access Pass here. Ask IT support to set up Windows Hello with you.',
  });
}

export function signedOut(): Response {
  return refuse<PassFunctionRefusal>(
    { error: 'signed_out', message: 'You signed out of this sign-in. Sign in again, then create your pass.' },
    { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The session was signed out"' },
  );
}

export function tokenSpent(): Response {
  return refuse<PassFunctionRefusal>(
    { error: 'token_spent', message: 'This sign-in was already used for a pass. Refresh the page and try again.' },
    { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The token was already used"' },
  );
}

export function tooManyPasses(retryAfterSeconds: number): Response {
  return refuse<PassFunctionRefusal>(
    {
      error: 'too_many_passes',
      message: `You created a pass a few minutes ago. Use that pass, or create a new one in ${minutes(retryAfterSeconds)}.`,
      retryAfterSeconds,
    },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export function graphFailed(): Response {
  return refuse<PassFunctionRefusal>({
    error: 'graph_failed',
    message: 'Microsoft 365 did not create a pass. Please try again in a minute.',
  });
}

export function methodNotAllowed(allow: string): Response {
  return refuse<CommonRefusal>({ error: 'method_not_allowed', message: `Use ${allow}.` }, { Allow: allow });
}
