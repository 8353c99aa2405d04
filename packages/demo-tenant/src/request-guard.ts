/**
 * The dev and preview servers' answers to requests they cannot make sense of: a short plain body and a 4xx,
 * never a 500 whose body is a stack trace naming server paths.
 *  - `rejectMalformedRequests` runs first and refuses a request target that is not a path (an absolute
 *    URL, `*`) or that no URL parser accepts: `GET ////////` (an empty host to a parser) used to crash the
 *    preview server. A parseable `//host/path` still reaches the portal, as on the static host in
 *    production, where the app's own return-path check must (and does) refuse it.
 *  - `answerUnhandledErrors` runs last on the preview server: whatever error reaches it is answered with
 *    its 4xx status or a plain 500. (The dev server keeps Vite's own error overlay for source errors.)
 */
import type { Connect } from 'vite';
import { answerError, sendPlain, type Handler } from './http.ts';

/** Why this request target is refused, or undefined when it is a plain path the servers can route. */
export function malformedTarget(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/')) return 'The request must name a path.';
  try {
    new URL(target, 'https://server.invalid');
  } catch {
    return 'The request target is malformed.';
  }
  return undefined;
}

export function rejectMalformedRequests(): Handler {
  return (req, res, next) => {
    const problem = malformedTarget(req.url);
    if (problem) return sendPlain(req, res, 400, `Bad request: ${problem}`);
    next();
  };
}

export function answerUnhandledErrors(): Connect.ErrorHandleFunction {
  return (error, req, res, _next) => answerError(req, res, error);
}
