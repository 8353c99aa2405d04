/**
 * The demo servers' answers to bad input: a short plain body and a 4xx (or a plain 500), never a stack
 * trace naming server paths. Each handler runs in a real Node HTTP server, as in Vite.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchHandlerMiddleware } from '../../../packages/demo-tenant/src/fetch-adapter';
import { MAX_FORM_BYTES } from '../../../packages/demo-tenant/src/http';
import { answerUnhandledErrors, malformedTarget, rejectMalformedRequests } from '../../../packages/demo-tenant/src/request-guard';
import { SIGN_IN_EXPIRED, signInHandler } from '../../../packages/demo-tenant/src/signin-page';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves `middleware`; what it passes on gets a plain 404 (as the rest of the stack would). */
async function serve(middleware: Middleware): Promise<number> {
  server = createServer((req, res) =>
    middleware(req, res, (error) => {
      res.writeHead(error ? 599 : 404).end(error ? String((error as Error).stack) : 'next');
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw HTTP/1.1 request (fetch would normalise the path `////////`). */
function send(
  port: number,
  path: string,
  { method = 'GET', body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res
        .setEncoding('utf8')
        .on('data', (c: string) => (text += c))
        .on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const noStackTrace = (text: string) => {
  expect(text).not.toMatch(/\bat .*\(|node_modules|\/work\/|Error:/);
  expect(text.length).toBeLessThan(200);
};

describe('malformed request targets', () => {
  it.each([
    ['////////', 'The request target is malformed.'],
    ['//', 'The request target is malformed.'],
    ['//host:99999/', 'The request target is malformed.'],
    ['*', 'The request must name a path.'],
    ['http://evil.example/', 'The request must name a path.'],
  ])('refuses %s with 400 and a short plain message', async (target, problem) => {
    expect(malformedTarget(target)).toBe(problem);
    const port = await serve(rejectMalformedRequests());
    const { status, type, text } = await send(port, target);
    expect(status).toBe(400);
    expect(type).toMatch(/^text\/plain/);
    expect(text).toBe(`Bad request: ${problem}\n`);
  });

  // `//evil.example/printing` reaches the portal as on the production host; the app refuses it as a return path (sign-in.spec.ts).
  it.each(['/', '/hello?step=2', '/assets/%E0%A4%A', '/a//b', '/demo-tenant/auth?x=%zz', '//evil.example/printing'])(
    'lets %s through to the routes',
    async (target) => {
      expect(malformedTarget(target)).toBeUndefined();
      const port = await serve(rejectMalformedRequests());
      expect((await send(port, target)).text).toBe('next');
    },
  );
});

describe('the demo sign-in page', () => {
  const provider = (details: () => Promise<{ uid: string }>) =>
    ({
      interactionDetails: vi.fn(details),
      interactionFinished: vi.fn(async (_req: IncomingMessage, res: ServerResponse) => void res.writeHead(303).end()),
    }) as unknown as Provider;
  const sessionNotFound = async () => {
    throw Object.assign(new Error('invalid_request'), { name: 'SessionNotFound', status: 400, statusCode: 400 });
  };
  const form = (bytes: number) => `username=${'a'.repeat(bytes - 'username='.length)}`;
  const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

  it('answers a form over 16 kB with 413 and a short plain message, before looking up the sign-in', async () => {
    const p = provider(async () => ({ uid: 'abc' }));
    const port = await serve(signInHandler(p, '/demo-tenant/interaction', { portalName: 'Test Portal' }));
    const { status, type, text } = await send(port, '/abc', { method: 'POST', body: form(MAX_FORM_BYTES + 1), headers: formHeaders });
    expect(status).toBe(413);
    expect(type).toMatch(/^text\/plain/);
    expect(text).toBe('The form is larger than 16 kB.\n');
    expect(p.interactionDetails).not.toHaveBeenCalled();
  });

  it('also when the form comes in chunks without a Content-Length', async () => {
    const port = await serve(
      signInHandler(
        provider(async () => ({ uid: 'abc' })),
        '/demo-tenant/interaction',
        { portalName: 'Test Portal' },
      ),
    );
    const { status, text } = await send(port, '/abc', {
      method: 'POST',
      body: form(4 * MAX_FORM_BYTES),
      headers: { ...formHeaders, 'Transfer-Encoding': 'chunked' },
    });
    expect(status).toBe(413);
    noStackTrace(text);
  });

  it('still signs in with a form of exactly 16 kB', async () => {
    const p = provider(async () => ({ uid: 'abc' }));
    const port = await serve(signInHandler(p, '/demo-tenant/interaction', { portalName: 'Test Portal' }));
    const { status } = await send(port, '/abc', { method: 'POST', body: form(MAX_FORM_BYTES), headers: formHeaders });
    expect(status).toBe(400); // No such demo account: the page, with its error, not a 413.
  });

  it('answers an unknown or expired sign-in link with 400 and a plain explanation, not a stack trace', async () => {
    const port = await serve(signInHandler(provider(sessionNotFound), '/demo-tenant/interaction', { portalName: 'Test Portal' }));
    for (const method of ['GET', 'POST']) {
      const { status, type, text } = await send(port, '/abc', {
        method,
        body: method === 'POST' ? 'username=ava.nguyen%40school.example' : undefined,
        headers: formHeaders,
      });
      expect(status).toBe(400);
      expect(type).toMatch(/^text\/plain/);
      expect(text).toBe(`${SIGN_IN_EXPIRED}\n`);
    }
  });

  it('answers an unexpected failure with a plain 500, and logs it on the server', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const port = await serve(
      signInHandler(
        provider(async () => Promise.reject(new Error('adapter down at /srv/app/x.js'))),
        '/demo-tenant/interaction',
        { portalName: 'Test Portal' },
      ),
    );
    const { status, text } = await send(port, '/abc');
    expect(status).toBe(500);
    noStackTrace(text);
    expect(error).toHaveBeenCalled();
  });
});

describe('the cloud function on the demo servers', () => {
  it('answers a handler that throws with a plain 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const port = await serve(
      fetchHandlerMiddleware(
        async () => Promise.reject(new Error('boom')),
        () => 'https://localhost:1',
      ),
    );
    const { status, text } = await send(port, '/api/createTempAccessPass');
    expect(status).toBe(500);
    noStackTrace(text);
  });
});

describe("the preview server's last error handler", () => {
  it.each([
    [Object.assign(new Error('bad'), { status: 400 }), 400, 'Bad request.'],
    [new TypeError('Invalid URL at /work/x.js'), 500, 'Something went wrong on the demo server.'],
  ])('answers %s with %i and a short plain body', async (thrown, status, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = answerUnhandledErrors();
    const port = await serve((req, res) => handler(thrown, req, res, () => {}));
    const answer = await send(port, '/');
    expect(answer.status).toBe(status);
    expect(answer.text).toBe(`${body}\n`);
  });
});
