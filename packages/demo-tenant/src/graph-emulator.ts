/**
 * A Microsoft Graph emulator for the demo tenant: verifies the provider's access tokens (jose) and answers
 * the calls the portal makes, with Graph's documented status codes and error shapes.
 * Mounted at `/graph`, so `req.url` is `/v1.0/...`; `/_emulator/faults` is the tests' fault switch.
 *
 * On purpose, the emulator keeps its own copies of Graph's facts (the password method id, the id format,
 * the minimum password length) instead of importing the portal's: it stands for Graph, written from
 * Microsoft's documentation, so a mistake in the portal's copy fails a test instead of being mirrored here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as http2 } from 'node:http2';
import { GUID_SOURCE as GUID } from '@school-it-portal/function-app/src/guid.ts';
import { canResetPasswords, directoryUsers, findAccountById, findDirectoryUser, type DemoAccount } from './directory.ts';
import { parsePrincipalFilter, roleAssignmentsOf } from './role-assignments.ts';
import { InvalidTokenError, type AccessTokenVerifier } from './access-token.ts';
import { faultScopeOf, FaultsSchema, FaultStore, type Faults } from './emulator-faults.ts';
import { parseUserQuery, QueryError, runUserQuery } from './graph-user-query.ts';
import { readJson, sendJson, type Handler } from './http.ts';
import { PASSWORD_POLICY_MESSAGE, passwordPolicyProblems } from './password-policy.ts';
import { photoSvg } from './photo.ts';
import { ResetOperations } from './reset-operations.ts';
import type { TemporaryAccessPasses } from './temporary-access-passes.ts';
import { DirectoryApps } from './directory-apps.ts';
import { DIRECTORY_PATH, handleDirectoryRequest, type DirectoryState } from './directory-routes.ts';

/** The password authentication method's fixed id. */
export const PASSWORD_METHOD_ID = '28c10230-6103-485e-b985-444c60001490';

export interface GraphEmulatorState {
  faults: FaultStore;
  operations: ResetOperations;
  passes: TemporaryAccessPasses;
  /** The app registrations `school-portal provision` makes, with their own faults (directory-routes.ts). */
  directory: DirectoryState;
}

export function createGraphEmulatorState(passes: TemporaryAccessPasses, apps = new DirectoryApps()): GraphEmulatorState {
  return { faults: new FaultStore(), operations: new ResetOperations(), passes, directory: { apps, faults: {}, writes: 0 } };
}

interface GraphRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  me: DemoAccount;
  scopes: string[];
  /** This emulator's base URL as the browser sees it, e.g. `https://localhost:5173/graph`. */
  base: string;
  faultScope: string | undefined;
  faults: Faults;
}

interface Route {
  method: string;
  pattern: RegExp;
  handle: (request: GraphRequest, match: RegExpExecArray) => void | Promise<void>;
}

export function graphError(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error: { code, message, innerError: { date: new Date().toISOString() } } }, headers);
}

/**
 * Ends the exchange with no answer at all, as a network failure would: the browser's fetch rejects. Over
 * HTTP/2 (the dev and preview servers) only this request's stream is reset, not the whole connection.
 */
function dropConnection(res: ServerResponse): void {
  const stream = (res as unknown as { stream?: { close(code?: number): void } }).stream;
  if (stream) stream.close(http2.NGHTTP2_INTERNAL_ERROR);
  else res.socket?.destroy();
}

/** Leaves the request unanswered; it ends when the browser gives up on it. */
function neverAnswer(_res: ServerResponse): void {}

const insufficientPrivileges = (res: ServerResponse) =>
  graphError(res, 403, 'Authorization_RequestDenied', 'Insufficient privileges to complete the operation.');

function routes(state: GraphEmulatorState): Route[] {
  return [
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
    {
      method: 'GET',
      pattern: /^\/v1\.0\/users$/,
      handle: ({ req, res, url, scopes, faults, faultScope }) => {
        if (!scopes.some((s) => ['User.ReadBasic.All', 'User.Read.All', 'Directory.Read.All'].includes(s)))
          return insufficientPrivileges(res);
        const params = url.searchParams;
        const advanced = params.has('$search') || params.get('$count') === 'true';
        if (advanced && String(req.headers.consistencylevel ?? '').toLowerCase() !== 'eventual') {
          return graphError(
            res,
            400,
            'Request_UnsupportedQuery',
            "$search and $count need the request header 'ConsistencyLevel: eventual'.",
          );
        }
        if (state.faults.take(faultScope, 'search429Once')) {
          return graphError(res, 429, 'TooManyRequests', 'Too many requests; try again later.', { 'Retry-After': '1' });
        }
        if (faults.searchRetryAfterSeconds !== undefined) {
          return graphError(res, 429, 'TooManyRequests', 'Too many requests; try again later.', {
            'Retry-After': String(faults.searchRetryAfterSeconds),
          });
        }
        if (faults.search500) return graphError(res, 500, 'generalException', 'An internal server error occurred.');
        if (faults.searchHangs) return neverAnswer(res);
        let query;
        try {
          query = parseUserQuery(params);
        } catch (error) {
          if (error instanceof QueryError) return graphError(res, 400, 'Request_BadRequest', error.message);
          throw error;
        }
        const basicProfileOnly = !scopes.some((s) => ['User.Read.All', 'Directory.Read.All'].includes(s));
        const { count, value } = runUserQuery(directoryUsers, query, { basicProfileOnly });
        sendJson(res, 200, {
          '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#users(${query.select.join(',')})`,
          ...(query.count ? { '@odata.count': count } : {}),
          value,
        });
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\.0\/roleManagement\/directory\/roleAssignments$/,
      handle: ({ res, url, scopes }) => {
        if (!scopes.some((s) => ['RoleManagement.Read.Directory', 'RoleManagement.ReadWrite.Directory', 'Directory.Read.All'].includes(s)))
          return insufficientPrivileges(res);
        const principal = parsePrincipalFilter(url.searchParams.get('$filter'));
        if (!principal)
          return graphError(
            res,
            400,
            'Request_UnsupportedQuery',
            "This emulator lists role assignments by $filter=principalId eq '<id>' only.",
          );
        sendJson(res, 200, {
          '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#roleManagement/directory/roleAssignments',
          value: roleAssignmentsOf(findAccountById(principal)),
        });
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1\\.0/users/(${GUID})/authentication/methods/${PASSWORD_METHOD_ID}/resetPassword$`),
      handle: async ({ req, res, me, scopes, base, faults }, match) => {
        if (!scopes.includes('UserAuthenticationMethod.ReadWrite.All')) return insufficientPrivileges(res);
        // Graph checks the caller's Entra role on the server, for this user (a role scoped to an administrative
        // unit covers its members only); the app's permission alone is not enough.
        const user = findDirectoryUser(match[1]!);
        if (!canResetPasswords(me, user)) return graphError(res, 403, 'accessDenied', 'Request Authorization failed');
        if (!user) return graphError(res, 404, 'Request_ResourceNotFound', `Resource '${match[1]}' does not exist.`);
        if (user.id === me.oid) return graphError(res, 400, 'badRequest', 'An administrator cannot reset their own password this way.');
        const body = (await readJson(req)) as { newPassword?: unknown } | undefined;
        const password = body?.newPassword;
        if (typeof password !== 'string' || passwordPolicyProblems(password).length > 0) {
          return graphError(res, 400, 'Request_BadRequest', PASSWORD_POLICY_MESSAGE);
        }
        if (faults.post500) return graphError(res, 500, 'generalException', 'An internal server error occurred.');
        const outcome = faults.operationFails ? 'failed' : faults.operationNeverFinishes ? 'never' : 'succeeded';
        const operation = state.operations.start(user.id, me.oid, outcome);
        // Applied, but the answer never reaches the browser.
        if (faults.resetAnswerLost) return dropConnection(res);
        if (faults.resetHangs) return neverAnswer(res);
        const aId = encodeURIComponent(`${operation.id.slice(0, 8)}:${user.id.slice(-4)}`);
        const location = `${base}/v1.0/users/${user.id}/authentication/operations/${operation.id}?aId=${aId}`;
        res.writeHead(202, { ...(faults.resetWithoutLocation ? {} : { Location: location }), 'Cache-Control': 'no-store' });
        res.end();
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1\\.0/users/(${GUID})/authentication/operations/(${GUID})$`),
      handle: ({ res, me, faults }, match) => {
        if (faults.poll500) return graphError(res, 500, 'generalException', 'An internal server error occurred.');
        const operation = state.operations.poll(match[2]!, match[1]!.toLowerCase(), me.oid);
        if (!operation) return graphError(res, 404, 'itemNotFound', 'The operation was not found.');
        sendJson(res, 200, {
          '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#microsoft.graph.longRunningOperation',
          ...operation,
        });
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1\\.0/users/(${GUID})/authentication/temporaryAccessPassMethods$`),
      handle: async ({ req, res, me, scopes }, match) => {
        if (!scopes.includes('UserAuthenticationMethod.ReadWrite.All')) return insufficientPrivileges(res);
        if (!canResetPasswords(me)) return graphError(res, 403, 'accessDenied', 'Request Authorization failed');
        const user = findDirectoryUser(match[1]!);
        if (!user) return graphError(res, 404, 'Request_ResourceNotFound', `Resource '${match[1]}' does not exist.`);
        const body = ((await readJson(req)) ?? {}) as { lifetimeInMinutes?: unknown; isUsableOnce?: unknown };
        const lifetime = typeof body.lifetimeInMinutes === 'number' ? body.lifetimeInMinutes : 60;
        if (!Number.isInteger(lifetime) || lifetime < 10 || lifetime > 43200)
          return graphError(res, 400, 'badRequest', 'lifetimeInMinutes must be between 10 and 43200.');
        const method = state.passes.create(user.id, { lifetimeInMinutes: lifetime, isUsableOnce: body.isUsableOnce !== false });
        sendJson(res, 201, {
          '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#microsoft.graph.temporaryAccessPassAuthenticationMethod',
          ...method,
        });
      },
    },
    {
      // Every method: the directory's endpoints answer a method they do not take themselves.
      method: '*',
      pattern: DIRECTORY_PATH,
      handle: ({ req, res, url, scopes }) =>
        handleDirectoryRequest(state.directory, {
          req,
          res,
          url,
          path: decodedPath(url.pathname) ?? url.pathname,
          scopes,
          send: (status, code, message, headers) => graphError(res, status, code, message, headers),
        }),
    },
  ];
}

/** The browser's view of this server's origin; only the origins the app is served from are believed. */
export function requestOrigin(req: IncomingMessage, allowedOrigins: readonly string[]): string {
  const host = req.headers.host ?? (req.headers[':authority'] as string | undefined);
  const origin = host ? `https://${host}` : undefined;
  return origin && allowedOrigins.includes(origin) ? origin : allowedOrigins[0]!;
}

async function handleFaultSwitch(req: IncomingMessage, res: ServerResponse, state: GraphEmulatorState): Promise<void> {
  const scope = faultScopeOf(req);
  if (!scope) return sendJson(res, 400, { error: 'Set the graph-emulator-scope cookie to say whose faults these are.' });
  if (req.method === 'DELETE') {
    state.faults.clear(scope);
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use POST or DELETE.' });
  const parsed = FaultsSchema.safeParse(await readJson(req));
  if (!parsed.success) return sendJson(res, 400, { error: parsed.error.issues.map((i) => i.message).join('; ') });
  state.faults.set(scope, parsed.data);
  sendJson(res, 200, parsed.data);
}

/** The path with percent-encoding decoded, or null when the encoding is broken (`%E0%A4%A`, a lone `%`). */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

export function graphEmulator(
  verify: AccessTokenVerifier,
  state: GraphEmulatorState,
  allowedOrigins: readonly string[],
  mountPath: string,
): Handler {
  const table = routes(state);
  return (req, res) => {
    const run = async (): Promise<void> => {
      const url = URL.parse(req.url ?? '/', 'https://graph.invalid');
      const path = url && decodedPath(url.pathname);
      // Graph answers a URL it cannot read with 400 and its usual error body, never a server failure.
      if (!url || path === null)
        return graphError(res, 400, 'BadRequest', 'The request URL is not valid: it has bad percent-encoding or an invalid path.');
      if (url.pathname === '/_emulator/faults') return handleFaultSwitch(req, res, state);
      const candidates = table.filter((r) => r.pattern.test(path));
      if (candidates.length === 0) return graphError(res, 404, 'Request_ResourceNotFound', `Resource '${path}' does not exist.`);
      const route = candidates.find((r) => r.method === req.method || r.method === '*');
      if (!route) return graphError(res, 405, 'Request_BadRequest', 'Method not allowed.');
      const claims = await verify(req.headers.authorization);
      const me = findAccountById(claims.sub);
      if (!me) return graphError(res, 401, 'InvalidAuthenticationToken', 'The token does not belong to a user of this tenant.');
      const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
      const faultScope = faultScopeOf(req);
      const base = `${requestOrigin(req, allowedOrigins)}${mountPath}`;
      await route.handle({ req, res, url, me, scopes, base, faultScope, faults: state.faults.get(faultScope) }, route.pattern.exec(path)!);
    };
    run().catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof InvalidTokenError) return graphError(res, 401, 'InvalidAuthenticationToken', error.message);
      if (error instanceof SyntaxError) return graphError(res, 400, 'BadRequest', 'The request body is not valid JSON.');
      // Never the error itself: its message and stack could show the server's files.
      graphError(res, 500, 'generalException', 'The Graph emulator failed.');
    });
  };
}
