/**
 * `school-portal verify` against the portal as it is served here (the production build with the static
 * host's headers): the headers pass and the demo build is named; through a proxy that drops a header, that
 * header is named; and a function address that answers without a token, with CORS for every site, is
 * named for each. A command, not a page: it runs as a technician runs it, in its own process.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_SITE, SCHOOL_PORTAL_BIN } from '../support/paths';

/** Runs the command in its own process; asynchronously, so that this process's own servers can answer it. */
function verify(...args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCHOOL_PORTAL_BIN, 'verify', '--site', DEMO_SITE, '--local', ...args], {
      env: { ...process.env, VITE_TENANT_ID: '', VITE_CLIENT_ID: '' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, out });
    });
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

/** The portal through a proxy that leaves out one header of every answer, as a misconfigured host would. */
function stripping(target: string, header: string): Server {
  return createServer((req, res) => {
    const upstream = httpsRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host }, rejectUnauthorized: false },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers[header];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

const servers: Server[] = [];
test.afterAll(() => servers.forEach((s) => s.close()));

test('verify passes the served build’s headers and names the demo build and the demo function address', async ({ baseURL }) => {
  const { status, out } = await verify(baseURL!);
  expect(out).toContain('ok    / has a Content-Security-Policy');
  expect(out).toContain('ok    /redirect.html is never cached');
  expect(out).toContain('ok    No build map is published');
  expect(out).toMatch(/FAIL {2}The build signs in to Entra ID, not the demo tenant\n {8}This is a demo build/);
  expect(out).toMatch(/FAIL {2}The Function App has its own address\n {8}school.yaml's functionApp.url is \/api/);
  expect(out).toContain('2 of 30 checks failed.');
  expect(status).toBe(1);
});

test('verify names a header the host left out, on every page that lacks it', async ({ baseURL }) => {
  const proxy = stripping(baseURL!, 'x-content-type-options');
  servers.push(proxy);
  const { status, out } = await verify(await listen(proxy));
  expect(out).toMatch(
    /FAIL {2}\/ sends x-content-type-options\n {8}It is missing\. The host did not apply the headers in staticwebapp\.config\.json/,
  );
  expect(out).toContain('FAIL  /redirect.html sends x-content-type-options');
  expect(out).toContain('ok    / sends strict-transport-security');
  expect(status).toBe(1);
});

test('verify names a function address that answers without a token and lets every site call it', async ({ baseURL }) => {
  const open = createServer((_req, res) =>
    res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }).end('{}'),
  );
  servers.push(open);
  const { status, out } = await verify(baseURL!, '--function-url', `${await listen(open)}/api`);
  expect(out).toMatch(/FAIL {2}The CSP lets the portal call the Function App\n {8}connect-src does not list http:\/\/localhost:\d+/);
  expect(out).toMatch(/FAIL {2}The function's CORS allows no other site\n {8}It allowed \*/);
  expect(out).toMatch(/FAIL {2}The function refuses a request without a token\n {8}A pass request without a token answered 200, not 401/);
  expect(status).toBe(1);
});

test('the function address the demo serves itself passes the function checks', async ({ baseURL }) => {
  const { out } = await verify(baseURL!, '--function-url', `${baseURL}/api`);
  for (const name of [
    "The function's CORS allows the portal",
    "The function's CORS allows no other site",
    'The function refuses a request without a token',
  ])
    expect(out).toContain(`ok    ${name}`);
});
