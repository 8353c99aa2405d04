/**
 * Which staff may give a student a Temporary Access Pass, and for which students: the same rule as the
 * portal's Reset Student Password tool, decided here from Graph rather than by the browser.
 *
 * A role counts when it is one of the built-in roles that may reset a non-admin's password (below), held
 * tenant-wide (`directoryScopeId` `/`) or scoped to administrative units (`/administrativeUnits/<id>`:
 * then only for students in those units). The ID token's `wids` lists tenant-wide built-in roles,
 * including those held through a group, which Graph's role assignments for the person leave out (they are
 * the group's); so both are read. The function creates the pass with its own application permission, so
 * Entra does not check the staff member's role for it: this is that check.
 */

/**
 * Template ids of the built-in roles that may give a pass: those that may reset a non-admin user's
 * password (Microsoft Entra built-in roles reference). The same list as the engine's reset tool
 * (`reset-permission.ts`); tests/unit/api/student-pass-roles.test.ts keeps the two equal.
 */
export const PASS_GIVING_ROLE_IDS: ReadonlySet<string> = new Set([
  '62e90394-69f5-4237-9190-012177145e10', // Global Administrator
  '7be44c8a-adaf-4e2a-84d6-ab2649e08a13', // Privileged Authentication Administrator
  'c4e39bd9-1100-46d3-8c65-fb160da0071f', // Authentication Administrator
  'fe930be7-5e62-47db-91af-98c3a49a38b1', // User Administrator
  '729827e3-9c14-49f7-bb1b-9608f156bbb8', // Helpdesk Administrator
  '966707d0-3269-4727-9be2-8c3a10f19b9d', // Password Administrator
]);

/** One of Graph's unifiedRoleAssignments, as far as this reads it. */
export interface RoleAssignment {
  roleDefinitionId: string;
  /** `/` for the whole tenant, `/administrativeUnits/<id>` for one unit. */
  directoryScopeId: string;
}

export type PassGivingScope =
  /** A role that covers every student. */
  | { kind: 'allStudents' }
  /** Roles scoped to these administrative units only. */
  | { kind: 'units'; unitIds: string[] }
  /** No role that may give a pass. */
  | { kind: 'none' };

const AU_SCOPE = /^\/administrativeUnits\/([^/]+)$/i;

/** What the staff member's `wids` and Graph's role assignments for them say together. */
export function passGivingScope(wids: readonly string[], assignments: readonly RoleAssignment[]): PassGivingScope {
  const gives = (id: string) => PASS_GIVING_ROLE_IDS.has(id.toLowerCase());
  if (wids.some(gives)) return { kind: 'allStudents' };
  const giving = assignments.filter((a) => gives(a.roleDefinitionId));
  if (giving.some((a) => a.directoryScopeId === '/')) return { kind: 'allStudents' };
  const unitIds = giving.flatMap((a) => {
    const unit = AU_SCOPE.exec(a.directoryScopeId)?.[1];
    return unit ? [unit.toLowerCase()] : [];
  });
  return unitIds.length > 0 ? { kind: 'units', unitIds: [...new Set(unitIds)] } : { kind: 'none' };
}

/** Whether the scope covers a student who is a member of these administrative units. */
export function coversStudent(scope: PassGivingScope, studentUnitIds: readonly string[]): boolean {
  if (scope.kind === 'allStudents') return true;
  if (scope.kind === 'none') return false;
  const units = new Set(studentUnitIds.map((u) => u.toLowerCase()));
  return scope.unitIds.some((u) => units.has(u));
}
