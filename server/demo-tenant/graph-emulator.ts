/**
 * A Microsoft Graph emulator for the demo tenant: verifies the provider's access tokens (jose) and answers
 * the calls the portal makes, with Graph's status codes and error shapes. Mounted at `/graph`, so
 * `req.url` is `/v1.0/...`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findAccountById, type DemoAccount } from './directory.ts';
import { InvalidTokenError, type AccessTokenVerifier } from './access-token.ts';
import { sendJson, type Handler } from './http.ts';
import { photoSvg } from './photo.ts';

interface GraphRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  me: DemoAccount;
}

interface Route {
  method: string;
  pattern: RegExp;
  handle: (request: GraphRequest, match: RegExpExecArray) => void | Promise<void>;
}

export function graphError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { error: { code, message, innerError: { date: new Date().toISOString() } } });
}

const routes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\.0\/me$/,
    handle: ({ res, me }) =>
      sendJson(res, 200, { id: me.oid, displayName: me.displayName, userPrincipalName: me.username, mail: me.username }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\.0\/me\/photos\/(\d+)x\1\/\$value$/,
    handle: ({ res, me }, match) => {
      if (!me.hasPhoto) return graphError(res, 404, 'ImageNotFound', 'Exception of type ImageNotFoundException was thrown.');
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' });
      res.end(photoSvg(me, Number(match[1])));
    },
  },
];

export function graphEmulator(verify: AccessTokenVerifier): Handler {
  return (req, res) => {
    const run = async (): Promise<void> => {
      const url = new URL(req.url ?? '/', 'https://graph.invalid');
      const path = decodeURIComponent(url.pathname);
      const candidates = routes.filter((r) => r.pattern.test(path));
      if (candidates.length === 0) return graphError(res, 404, 'Request_ResourceNotFound', `Resource '${path}' does not exist.`);
      const route = candidates.find((r) => r.method === req.method);
      if (!route) return graphError(res, 405, 'Request_BadRequest', 'Method not allowed.');
      const claims = await verify(req.headers.authorization);
      const me = findAccountById(claims.sub);
      if (!me) return graphError(res, 401, 'InvalidAuthenticationToken', 'The token does not belong to a user of this tenant.');
      await route.handle({ req, res, url, me }, route.pattern.exec(path)!);
    };
    run().catch((error: unknown) => {
      if (error instanceof InvalidTokenError) return graphError(res, 401, 'InvalidAuthenticationToken', error.message);
      graphError(res, 500, 'generalException', 'The Graph emulator failed.');
    });
  };
}
