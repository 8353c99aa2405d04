/**
 * Conditional Access authentication contexts in the demo tenant. Entra asks for one with a claims request,
 * `{"id_token":{"acrs":{"essential":true,"value":"c1"}}}` (the pass function's claims challenge), and its
 * tokens name the contexts the sign-in satisfied in the `acrs` claim. The demo provider keeps them in the
 * sign-in's `acr`, space-separated: a sign-in that was asked for contexts satisfies them.
 */

const CONTEXT = /^c([1-9]|[1-9][0-9])$/;

/** The authentication contexts a claims request asks the ID token for (`value` or `values` of `acrs`). */
export function requestedAuthContexts(claims: unknown): string[] {
  const request = (claims as { id_token?: { acrs?: { value?: unknown; values?: unknown } | null } } | undefined)?.id_token?.acrs;
  if (!request) return [];
  const values = [request.value, ...(Array.isArray(request.values) ? request.values : [])];
  return values.filter((v): v is string => typeof v === 'string' && CONTEXT.test(v));
}

/** The contexts a sign-in satisfied, from its `acr`. */
export function authContextsOf(acr: unknown): string[] {
  return typeof acr === 'string' ? acr.split(' ').filter((v) => CONTEXT.test(v)) : [];
}
