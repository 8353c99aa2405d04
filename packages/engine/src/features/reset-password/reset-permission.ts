/**
 * Whether the signed-in staff member holds an Entra role that can reset a student's password, asked when
 * the tool opens, so that someone without one is told at once rather than after confirming a reset.
 *
 * The ID token's `wids` lists only built-in roles assigned tenant-wide (directly or through a group);
 * a role scoped to an administrative unit (a campus, a year level) is never in it. Graph's role
 * assignments for the person list both, with `directoryScopeId` `/` or `/administrativeUnits/<id>`.
 * They leave out roles held through a group (those are the group's), so `wids` is read as well, and the
 * answer is "none" only when both say nothing at all. Where Graph cannot say (no permission granted,
 * offline, an error) it is "unknown": the tool is offered, and Graph's refusal explains, as before.
 */
import { protectedResources } from '../../shared/config/auth-config';
import type { GraphClient } from '../../shared/graph/graph-client';
import { anySignal, timeoutSignal } from '../../shared/resilience/time-limits';
import { GUID } from '../../shared/patterns';

/** Template ids of the built-in roles that may reset a student's (non-admin's) password. */
export const PASSWORD_RESET_ROLE_IDS: ReadonlySet<string> = new Set([
  '62e90394-69f5-4237-9190-012177145e10', // Global Administrator
  '7be44c8a-adaf-4e2a-84d6-ab2649e08a13', // Privileged Authentication Administrator
  'c4e39bd9-1100-46d3-8c65-fb160da0071f', // Authentication Administrator
  'fe930be7-5e62-47db-91af-98c3a49a38b1', // User Administrator
  '729827e3-9c14-49f7-bb1b-9608f156bbb8', // Helpdesk Administrator
  '966707d0-3269-4727-9be2-8c3a10f19b9d', // Password Administrator
]);

export type ResetPermission =
  /** A role that can reset any student's password. */
  | 'allStudents'
  /** Only roles scoped to administrative units: some students' passwords. */
  | 'someStudents'
  /** No role at all: resetting will be refused. */
  | 'none'
  /** Graph could not say, or the person holds roles the portal cannot judge (custom roles). */
  | 'unknown';

/** Longest the tool waits to know before offering itself anyway. */
export const PERMISSION_CHECK_TIMEOUT_MS = 5_000;

/** `/roleManagement/directory/roleAssignments` for this person, percent-encoded. */
export function roleAssignmentsPath(principalId: string): string {
  if (!GUID.test(principalId)) throw new Error(`"${principalId}" is not an object id.`);
  const filter = encodeURIComponent(`principalId eq '${principalId}'`);
  return `/roleManagement/directory/roleAssignments?$filter=${filter}&$select=${encodeURIComponent('roleDefinitionId,directoryScopeId')}`;
}

interface Assignment {
  roleDefinitionId: string;
  directoryScopeId: string;
}

function assignmentsOf(body: unknown): Assignment[] | null {
  const value = (body as { value?: unknown } | null)?.value;
  if (!Array.isArray(value)) return null;
  return value.filter(
    (a): a is Assignment =>
      typeof a === 'object' && a !== null && typeof a.roleDefinitionId === 'string' && typeof a.directoryScopeId === 'string',
  );
}

/** What Graph's answer (`{ value: [...] }`) and the ID token's `wids` say together. */
export function resetPermissionOf(body: unknown, wids: readonly string[]): ResetPermission {
  const canReset = (id: string) => PASSWORD_RESET_ROLE_IDS.has(id.toLowerCase());
  if (wids.some(canReset)) return 'allStudents';
  const assignments = assignmentsOf(body);
  if (!assignments) return 'unknown';
  const resetting = assignments.filter((a) => canReset(a.roleDefinitionId));
  if (resetting.some((a) => a.directoryScopeId === '/')) return 'allStudents';
  if (resetting.length > 0) return 'someStudents';
  // Another role (possibly a custom one that grants resets): the portal cannot tell, so it lets them try.
  return assignments.length === 0 ? 'none' : 'unknown';
}

export async function checkResetPermission(
  graph: GraphClient,
  principalId: string,
  wids: readonly string[],
  signal?: AbortSignal,
  timeoutMs = PERMISSION_CHECK_TIMEOUT_MS,
): Promise<ResetPermission> {
  if (wids.some((id) => PASSWORD_RESET_ROLE_IDS.has(id.toLowerCase()))) return 'allStudents';
  try {
    const response = await graph.request(roleAssignmentsPath(principalId), {
      scopes: protectedResources.graphRoleCheck.scopes,
      signal: anySignal(signal, timeoutSignal(timeoutMs)),
    });
    return resetPermissionOf(await response.json(), wids);
  } catch {
    return 'unknown';
  }
}
