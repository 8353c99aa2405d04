/** Runs a Fetch `Request` -> `Response` handler (the cloud function's) as connect middleware. */
import type { IncomingMessage } from 'node:http';
import type { RequestContext } from '../../../api/src/request-audit.ts';
import { answerError, type Handler } from './http.ts';

/**
 * A handler that throws is answered with a short plain 500, never with its stack. The handler also gets
 * the client's address, as the Function App's front end reports it.
 */
export function fetchHandlerMiddleware(
  handle: (request: Request, context: RequestContext) => Promise<Response>,
  origin: (req: IncomingMessage) => string,
): Handler {
  return (req, res) => {
    const run = async (): Promise<void> => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        // HTTP/2 pseudo-headers (":authority") are not headers a Fetch Request may carry.
        if (value === undefined || name.startsWith(':')) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const { originalUrl = req.url ?? '/' } = req as IncomingMessage & { originalUrl?: string };
      const response = await handle(new Request(new URL(originalUrl, origin(req)), { method: req.method, headers }), {
        clientAddress: req.socket.remoteAddress,
      });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    };
    run().catch((error: unknown) => answerError(req, res, error));
  };
}
