/** Runs a Fetch `Request` -> `Response` handler (the cloud function's) as connect middleware. */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { RequestContext } from '@school-it-portal/function-app/src/request-audit.ts';
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
      // A body is handed on as a stream, unread: the handler reads as much as it takes (a report, at most 4 kB).
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const init = { method: req.method, headers, ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}) } as RequestInit;
      const response = await handle(new Request(new URL(originalUrl, origin(req)), init), {
        clientAddress: req.socket.remoteAddress,
      });
      const responseHeaders = Object.fromEntries(response.headers);
      // A body left unread (a report refused as too large) must not be taken for the next request on the
      // connection. HTTP/2 has no Connection header and ends the stream on its own.
      if (hasBody && req.httpVersionMajor === 1 && !req.complete) responseHeaders.connection = 'close';
      res.writeHead(response.status, responseHeaders);
      res.end(Buffer.from(await response.arrayBuffer()));
    };
    run().catch((error: unknown) => answerError(req, res, error));
  };
}
