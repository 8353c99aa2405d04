/**
 * The dev and preview servers' answers to requests they cannot make sense of: a short plain body and a 4xx,
 * never a 500 whose body is a stack trace naming server paths.
 *  - `rejectMalformedRequests` runs first and refuses a request target that is not a plain path: `//…`
 *    (which URL parsers read as a host, `GET ////////` used to crash the preview server), an absolute
 *    URL or `*`, or one no URL parser accepts.
 *  - `answerUnhandledErrors` runs last on the preview server: whatever error reaches it is answered with
 *    its 4xx status or a plain 500. (The dev server keeps Vite's own error overlay for source errors.)
 */
import type { Connect } from 'vite';
import { answerError, sendPlain, type Handler } from './http.ts';

/** Why this request target is refused, or undefined when it is a plain path the servers can route. */
export function malformedTarget(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/')) return 'The request must name a path.';
  if (target.startsWith('//')) return 'The path must not start with two slashes.';
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
