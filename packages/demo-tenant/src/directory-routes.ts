/**
 * The Graph emulator's app registration endpoints, the calls `school-portal provision` makes:
 * `/applications`, `/servicePrincipals` (with `appRoleAssignedTo` and `appRoleAssignments`),
 * `/oauth2PermissionGrants` and `/groups`, with Graph's status codes, its delegated permissions and the
 * faults in DirectoryFaults.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DirectoryError, GRAPH_APP_ID, type DirectoryApps } from './directory-apps.ts';
import type { DirectoryFaults } from './emulator-faults.ts';
import { readJson, sendJson } from './http.ts';

export interface DirectoryState {
  apps: DirectoryApps;
  faults: DirectoryFaults;
  /** How many changes were made, for writesFailAfter. */
  writes: number;
}

export const DIRECTORY_PATH = /^\/v1\.0\/(applications|servicePrincipals|oauth2PermissionGrants|groups)\b/;

type Send = (status: number, code: string, message: string, headers?: Record<string, string>) => void;

/** `appId eq 'x'`, `displayName eq 'x'`, `clientId eq 'x'` (a quote inside written twice): the value. */
function filterValue(filter: string | null, field: string): string | undefined {
  const match = new RegExp(`^${field} eq '((?:[^']|'')*)'$`).exec(filter?.trim() ?? '');
  return match?.[1]?.replace(/''/g, "'");
}

const PERMISSIONS: [RegExp, string[]][] = [
  [/^\/v1\.0\/groups/, ['Group.Read.All', 'Directory.Read.All']],
  [/^\/v1\.0\/oauth2PermissionGrants/, ['DelegatedPermissionGrant.ReadWrite.All']],
  [/\/(appRoleAssignedTo|appRoleAssignments)$/, ['AppRoleAssignment.ReadWrite.All']],
  [/^\/v1\.0\/(applications|servicePrincipals)/, ['Application.ReadWrite.All']],
];

const collection = (res: ServerResponse, name: string, value: unknown[]) =>
  sendJson(res, 200, { '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#${name}`, value });

export async function handleDirectoryRequest(
  state: DirectoryState,
  {
    req,
    res,
    url,
    path,
    scopes,
    send,
  }: { req: IncomingMessage; res: ServerResponse; url: URL; path: string; scopes: string[]; send: Send },
): Promise<void> {
  const { apps, faults } = state;
  const method = req.method ?? 'GET';
  if (faults.throttledRequests) {
    faults.throttledRequests -= 1;
    return send(429, 'TooManyRequests', 'Too many requests; try again later.', { 'Retry-After': String(faults.retryAfterSeconds ?? 1) });
  }
  const needed = PERMISSIONS.find(([pattern]) => pattern.test(path))![1];
  if (!scopes.some((s) => needed.includes(s)))
    return send(403, 'Authorization_RequestDenied', 'Insufficient privileges to complete the operation.');
  const writing = method !== 'GET';
  const body = writing ? (((await readJson(req)) ?? {}) as Record<string, unknown>) : {};
  if (writing) {
    if (faults.writesForbidden) return send(403, 'Authorization_RequestDenied', 'Insufficient privileges to complete the operation.');
    // Admin consent: a delegated grant for everyone, or an application permission of Graph.
    const graph = apps.servicePrincipals.find((s) => s.appId === GRAPH_APP_ID)!;
    const consent =
      path.startsWith('/v1.0/oauth2PermissionGrants') ||
      (/\/(appRoleAssignments|appRoleAssignedTo)$/.test(path) && body.resourceId === graph.id);
    if (faults.consentForbidden && consent)
      return send(403, 'Authorization_RequestDenied', 'Insufficient privileges to complete the operation.');
    if (faults.writesFailAfter !== undefined && state.writes >= faults.writesFailAfter)
      return send(503, 'serviceNotAvailable', 'The service is temporarily unavailable.');
  }
  const filter = url.searchParams.get('$filter');
  const created = (value: unknown) => {
    state.writes += 1;
    sendJson(res, 201, value);
  };
  const updated = () => {
    state.writes += 1;
    res.writeHead(204).end();
  };
  let match: RegExpExecArray | null;
  try {
    if ((match = /^\/v1\.0\/applications\((uniqueName|appId)='((?:[^']|'')*)'\)$/.exec(path)) && method === 'GET') {
      const [, key, value] = match;
      const app = apps.applications.find((a) => a[key!] === value!.replace(/''/g, "'"));
      return app ? sendJson(res, 200, app) : send(404, 'Request_ResourceNotFound', `Resource '${value}' does not exist.`);
    }
    if (path === '/v1.0/applications' && method === 'POST') return created(apps.createApplication(body));
    if ((match = /^\/v1\.0\/applications\/([\w-]+)$/.exec(path)) && method === 'PATCH') {
      apps.updateApplication(match[1]!, body);
      return updated();
    }
    if (path === '/v1.0/servicePrincipals' && method === 'GET') {
      const appId = filterValue(filter, 'appId');
      if (appId === undefined)
        return send(400, 'Request_UnsupportedQuery', "This emulator lists service principals by $filter=appId eq '<id>' only.");
      return collection(
        res,
        'servicePrincipals',
        apps.servicePrincipals.filter((s) => s.appId === appId),
      );
    }
    if (path === '/v1.0/servicePrincipals' && method === 'POST') return created(apps.createServicePrincipal(body.appId));
    if ((match = /^\/v1\.0\/servicePrincipals\/([\w-]+)$/.exec(path)) && method === 'GET') {
      const sp = apps.servicePrincipals.find((s) => s.id === match![1]);
      return sp ? sendJson(res, 200, sp) : send(404, 'Request_ResourceNotFound', `Resource '${match[1]}' does not exist.`);
    }
    if ((match = /^\/v1\.0\/servicePrincipals\/([\w-]+)\/appRoleAssignedTo$/.exec(path))) {
      const id = match[1]!;
      if (method === 'GET')
        return collection(
          res,
          'appRoleAssignments',
          apps.assignments.filter((a) => a.resourceId === id),
        );
      if (method === 'POST') return created(apps.assign(id, body));
    }
    if ((match = /^\/v1\.0\/servicePrincipals\/([\w-]+)\/appRoleAssignments$/.exec(path))) {
      const id = match[1]!;
      if (method === 'GET')
        return collection(
          res,
          'appRoleAssignments',
          apps.assignments.filter((a) => a.principalId === id),
        );
      if (method === 'POST') {
        if (body.principalId !== id)
          return send(400, 'Request_BadRequest', 'The principalId does not match the service principal in the request URL.');
        return created(apps.assign(String(body.resourceId), body));
      }
    }
    if (path === '/v1.0/oauth2PermissionGrants' && method === 'GET') {
      const clientId = filterValue(filter, 'clientId');
      if (clientId === undefined)
        return send(400, 'Request_UnsupportedQuery', "This emulator lists grants by $filter=clientId eq '<id>' only.");
      return collection(
        res,
        'oauth2PermissionGrants',
        apps.grants.filter((g) => g.clientId === clientId),
      );
    }
    if (path === '/v1.0/oauth2PermissionGrants' && method === 'POST') return created(apps.grant(body));
    if ((match = /^\/v1\.0\/oauth2PermissionGrants\/([\w-]+)$/.exec(path)) && method === 'PATCH') {
      apps.updateGrant(match[1]!, body.scope);
      return updated();
    }
    if (path === '/v1.0/groups' && method === 'GET') {
      const name = filterValue(filter, 'displayName');
      if (name === undefined)
        return send(400, 'Request_UnsupportedQuery', "This emulator lists groups by $filter=displayName eq '<name>' only.");
      return collection(
        res,
        'groups',
        apps.groups.filter((g) => g.displayName === name),
      );
    }
    if ((match = /^\/v1\.0\/groups\/([\w-]+)$/.exec(path)) && method === 'GET') {
      const group = apps.groups.find((g) => g.id === match![1]);
      return group ? sendJson(res, 200, group) : send(404, 'Request_ResourceNotFound', `Resource '${match[1]}' does not exist.`);
    }
    return send(405, 'Request_BadRequest', 'Method not allowed.');
  } catch (error) {
    if (error instanceof DirectoryError) return send(error.status, error.code, error.message);
    throw error;
  }
}
