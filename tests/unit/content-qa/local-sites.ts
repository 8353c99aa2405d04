/** Small local web servers that answer like the sites guides link to: working, gone, broken, slow, moved. */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createDevCertificate } from '../../../packages/engine/tooling/dev-server/dev-certificate';

export interface LocalSite {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** `METHOD /path` of every request, in order. */
  requests: string[];
  /** The most requests that were open at the same time. */
  mostAtOnce: () => number;
  close: () => Promise<void>;
}

/** How long /slow waits before answering, in milliseconds. */
export const SLOW_MS = 2_000;

function answer(req: IncomingMessage, res: ServerResponse, done: () => void) {
  const path = (req.url ?? '/').split('?')[0];
  const send = (status: number, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/html', ...headers });
    res.end(req.method === 'HEAD' ? undefined : `<p>${status}</p>`);
    done();
  };
  switch (path) {
    case '/ok':
      return send(200);
    case '/missing':
      return send(404);
    case '/broken':
      return send(500);
    case '/no-head':
      return req.method === 'HEAD' ? send(405) : send(200);
    case '/moved':
      return send(301, { location: '/ok' });
    case '/moved-for-now':
      return send(302, { location: '/ok' });
    case '/loop':
      return send(302, { location: '/loop' });
    case '/slow':
      return void setTimeout(() => send(200), SLOW_MS);
    default:
      if (path?.startsWith('/wait-')) return void setTimeout(() => send(200), Number(path.slice(6)));
      return send(404);
  }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function start(
  server: Server,
  scheme: 'http' | 'https',
  requests: string[],
  counter: { open: number; most: number },
): Promise<LocalSite> {
  const port = await listen(server);
  return {
    origin: `${scheme}://127.0.0.1:${port}`,
    requests,
    mostAtOnce: () => counter.most,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function handler(requests: string[], counter: { open: number; most: number }) {
  return (req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    counter.open++;
    counter.most = Math.max(counter.most, counter.open);
    answer(req, res, () => counter.open--);
  };
}

export async function startHttpSite(): Promise<LocalSite> {
  const requests: string[] = [];
  const counter = { open: 0, most: 0 };
  return start(createHttpServer(handler(requests, counter)), 'http', requests, counter);
}

/** An https site with a self-signed certificate, which nobody trusts. */
export async function startSelfSignedSite(): Promise<LocalSite> {
  const requests: string[] = [];
  const counter = { open: 0, most: 0 };
  return start(createHttpsServer(await createDevCertificate(), handler(requests, counter)), 'https', requests, counter);
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function refusedOrigin(): Promise<string> {
  const server = createHttpServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
