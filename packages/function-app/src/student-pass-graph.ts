/**
 * The Graph calls behind a pass that staff give a student, with the function's own (application)
 * credentials: who the staff member's roles are assigned to and where, whether the student exists and
 * holds a student licence, the roles the student holds, the administrative units they belong to, and
 * the pass itself. Each call takes the request's abort signal, so the deadline ends it; only the reads
 * could be asked again, and none is: a request has one deadline for all of them.
 *
 * Application permissions (README, "Deploy it for your school"): User.Read.All (the student and their
 * licences), RoleManagement.Read.Directory (role assignments), AdministrativeUnit.Read.All (a student's
 * units) and UserAuthenticationMethod.ReadWrite.All (the pass).
 */
import { GraphCallError } from './graph-temporary-access-pass.ts';
import type { RoleAssignment } from './student-pass-roles.ts';

export { GraphCallError };

/** A new pass for the student, as Graph answered it. */
export interface IssuedStudentPass {
  temporaryAccessPass: string;
  lifetimeInMinutes: number;
  /** When it starts working (Graph's `startDateTime`), if Graph said. */
  startDateTime?: string;
}

/** What the function asks of Graph; the demo tenant has its own, from its directory. */
export interface StudentPassGraph {
  /** The directory roles assigned to this person (direct assignments, tenant-wide or scoped). */
  roleAssignmentsOf(principalId: string, signal: AbortSignal): Promise<RoleAssignment[]>;
  /** The user's licences (SKU ids), or null when there is no such user. */
  licencesOf(userId: string, signal: AbortSignal): Promise<string[] | null>;
  /** The administrative units the user is a member of. */
  administrativeUnitsOf(userId: string, signal: AbortSignal): Promise<string[]>;
  /** Creates a one-time pass; called at most once per request, never retried (a new pass replaces the last). */
  createPass(userId: string, lifetimeInMinutes: number, signal: AbortSignal): Promise<IssuedStudentPass>;
}

export interface StudentPassGraphOptions {
  /** e.g. `https://graph.microsoft.com/v1.0` */
  graphBaseUrl: string;
  /** An app-only Graph token with the permissions above. */
  getAppToken: (signal: AbortSignal) => Promise<string>;
  fetch?: typeof fetch;
}

const values = (body: unknown): unknown[] => {
  const value = (body as { value?: unknown } | null)?.value;
  if (!Array.isArray(value)) throw new GraphCallError(200, 'Graph sent no list');
  return value;
};

const strings = (items: unknown[], field: string): string[] =>
  items.flatMap((item) => {
    const value = (item as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' ? [value] : [];
  });

export function createStudentPassGraph({ graphBaseUrl, getAppToken, fetch: fetchImpl = fetch }: StudentPassGraphOptions): StudentPassGraph {
  const base = graphBaseUrl.replace(/\/$/, '');
  const user = (id: string) => `${base}/users/${encodeURIComponent(id)}`;

  async function call(url: string, signal: AbortSignal, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    return fetchImpl(url, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${await getAppToken(signal)}`,
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal,
    });
  }

  async function read(url: string, signal: AbortSignal): Promise<unknown> {
    const response = await call(url, signal);
    if (response.status !== 200) throw new GraphCallError(response.status, `Graph answered ${response.status}`);
    return response.json();
  }

  return {
    async roleAssignmentsOf(principalId, signal) {
      const filter = encodeURIComponent(`principalId eq '${principalId}'`);
      const body = await read(
        `${base}/roleManagement/directory/roleAssignments?$filter=${filter}&$select=${encodeURIComponent('roleDefinitionId,directoryScopeId')}`,
        signal,
      );
      return values(body).flatMap((a) => {
        const { roleDefinitionId, directoryScopeId } = (a ?? {}) as Record<string, unknown>;
        return typeof roleDefinitionId === 'string' && typeof directoryScopeId === 'string' ? [{ roleDefinitionId, directoryScopeId }] : [];
      });
    },

    async licencesOf(userId, signal) {
      const response = await call(`${user(userId)}?$select=${encodeURIComponent('id,assignedLicenses')}`, signal);
      if (response.status === 404) return null;
      if (response.status !== 200) throw new GraphCallError(response.status, `Graph answered ${response.status}`);
      const licences = ((await response.json()) as { assignedLicenses?: unknown }).assignedLicenses;
      return Array.isArray(licences) ? strings(licences, 'skuId').map((s) => s.toLowerCase()) : [];
    },

    async administrativeUnitsOf(userId, signal) {
      const body = await read(`${user(userId)}/memberOf/microsoft.graph.administrativeUnit?$select=id`, signal);
      return strings(values(body), 'id').map((s) => s.toLowerCase());
    },

    async createPass(userId, lifetimeInMinutes, signal) {
      const response = await call(`${user(userId)}/authentication/temporaryAccessPassMethods`, signal, {
        method: 'POST',
        body: { isUsableOnce: true, lifetimeInMinutes },
      });
      if (response.status !== 201) throw new GraphCallError(response.status, `Graph answered ${response.status}`);
      const body = (await response.json()) as { temporaryAccessPass?: unknown; lifetimeInMinutes?: unknown; startDateTime?: unknown };
      if (typeof body.temporaryAccessPass !== 'string' || body.temporaryAccessPass === '') {
        throw new GraphCallError(response.status, 'Graph sent no pass');
      }
      // Graph may shorten the lifetime to the tenant's policy: its answer says how long.
      const lifetime = body.lifetimeInMinutes;
      return {
        temporaryAccessPass: body.temporaryAccessPass,
        lifetimeInMinutes: typeof lifetime === 'number' && Number.isInteger(lifetime) && lifetime > 0 ? lifetime : lifetimeInMinutes,
        ...(typeof body.startDateTime === 'string' ? { startDateTime: body.startDateTime } : {}),
      };
    },
  };
}
