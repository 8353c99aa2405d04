/**
 * `GET /roleManagement/directory/roleAssignments?$filter=principalId eq '<id>'`: the directory roles
 * assigned to a person, as Graph's unifiedRoleAssignment (built-in roles' `roleDefinitionId` is their
 * template id; `directoryScopeId` is `/` tenant-wide or `/administrativeUnits/<id>`). Unlike `wids`, it
 * lists roles scoped to an administrative unit.
 */
import { GUID_SOURCE as GUID } from '@school-it-portal/function-app/src/guid.ts';
import type { DemoAccount } from './directory.ts';
import { ROLE_TEMPLATE_IDS } from './directory-roles.ts';

export interface RoleAssignment {
  id: string;
  principalId: string;
  roleDefinitionId: string;
  directoryScopeId: string;
}

const PRINCIPAL_FILTER = new RegExp(`^principalId eq '(${GUID})'$`, 'i');

/** The principal's id from `principalId eq '<id>'`, or null for any other filter. */
export function parsePrincipalFilter(raw: string | null): string | null {
  const match = raw === null ? null : PRINCIPAL_FILTER.exec(raw.trim().replace(/\s+/g, ' '));
  return match ? match[1]!.toLowerCase() : null;
}

function templateId(role: string): string {
  const id = ROLE_TEMPLATE_IDS[role];
  if (!id) throw new Error(`"${role}" has no template id in directory-roles.ts.`);
  return id;
}

/** The account's role assignments (none for an unknown principal, as Graph answers an empty list). */
export function roleAssignmentsOf(account: Pick<DemoAccount, 'oid' | 'directoryRoles' | 'scopedRoles'> | undefined): RoleAssignment[] {
  if (!account) return [];
  const assignment = (role: string, directoryScopeId: string, n: number): RoleAssignment => ({
    id: `${templateId(role)}-${account.oid}-${n}`,
    principalId: account.oid,
    roleDefinitionId: templateId(role),
    directoryScopeId,
  });
  return [
    ...(account.directoryRoles ?? []).map((role, i) => assignment(role, '/', i)),
    ...(account.scopedRoles ?? []).map((r, i) => assignment(r.role, `/administrativeUnits/${r.administrativeUnitId}`, 100 + i)),
  ];
}
