/**
 * Test knobs for the cloud function's policy in the demo tenant (dev and preview servers only; the Function
 * App reads its application settings instead). A browser context that sets
 *  - `demo-pass-sign-in-max-age=<seconds>` gets a pass only for a sign-in at most that old, so an e2e test
 *    can see a sign-in grow too old in seconds rather than 10 minutes;
 *  - `demo-pass-auth-context=<c1...c99>` must satisfy that Conditional Access authentication context, as a
 *    school that sets TAP_REQUIRED_AUTH_CONTEXT.
 * Without them (a person trying `npm start`) the production defaults apply.
 */
import type { IncomingMessage } from 'node:http';
import type { PassPolicy } from '@school-it-portal/function-app/src/pass-policy.ts';
import { cookieValue } from './http.ts';

export const PASS_SIGN_IN_MAX_AGE_COOKIE = 'demo-pass-sign-in-max-age';
export const PASS_AUTH_CONTEXT_COOKIE = 'demo-pass-auth-context';

/** The policy for this request: `base`, with what the request's cookies change. */
export function passPolicyFor(req: IncomingMessage, base: PassPolicy): PassPolicy {
  const maxAge = cookieValue(req, PASS_SIGN_IN_MAX_AGE_COOKIE);
  const authContext = cookieValue(req, PASS_AUTH_CONTEXT_COOKIE);
  return {
    ...base,
    ...(maxAge && /^\d{1,4}$/.test(maxAge) && Number(maxAge) > 0 ? { signInMaxAgeSeconds: Number(maxAge) } : {}),
    ...(authContext && /^c([1-9]|[1-9][0-9])$/.test(authContext) ? { requiredAuthContext: authContext } : {}),
  };
}
