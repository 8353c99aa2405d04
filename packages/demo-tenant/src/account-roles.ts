/**
 * The demo accounts' roles at the school whose content the demo serves. The directory (directory.ts) writes
 * them as the demo school names them (Staff, Year8, BasicView); a school with other role values (school.yaml's
 * `roles`) gets its own: staff take the school's first staff role, a student the school's year level with the
 * nearest number (a Year 8 at a primary school becomes its highest year), and BasicView the school's first
 * other role, or none if it has none. So every demo account still shows one kind of person at any school.
 */
import { personKind, schoolRoles, type SchoolRoles } from '@school-it-portal/engine/roles';
import type { DemoAccount } from './directory.ts';

/** How the directory's values read: the demo school's roles. */
export const DIRECTORY_ROLES = schoolRoles({
  staff: ['Staff'],
  years: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i === 0 ? 'Foundation' : `Year${i}`, i])),
  others: ['BasicView'],
});

/** The account's `roles` claim at this school; `undefined` where the claim is absent. */
export function accountRoles(account: DemoAccount, school: SchoolRoles): string[] | undefined {
  if (!account.roles) return undefined;
  const kind = personKind(DIRECTORY_ROLES, account.roles);
  // Roles only the functions read (ITSupport, who reads reports' words) are no kind of person: kept as they are.
  const functionRoles = account.roles.filter((role) => !isDirectoryRole(role));
  switch (kind.kind) {
    case 'staff':
      return [...(school.staff.length > 0 ? [school.staff[0]!] : []), ...functionRoles];
    case 'year': {
      const nearest = nearestYear(school, kind.year);
      return nearest ? [nearest] : [];
    }
    case 'other':
      return school.others.length > 0 ? [school.others[0]!] : [];
    case 'none':
      return [...account.roles];
  }
}

const isDirectoryRole = (role: string) =>
  DIRECTORY_ROLES.staff.includes(role) || DIRECTORY_ROLES.others.includes(role) || DIRECTORY_ROLES.years.some((y) => y.role === role);

function nearestYear(school: SchoolRoles, year: number): string | undefined {
  let best: { role: string; distance: number } | undefined;
  for (const y of school.years) {
    const distance = Math.abs(y.year - year);
    if (!best || distance < best.distance) best = { role: y.role, distance };
  }
  return best?.role;
}

/** The role values a school gives its year levels: who the demo's pass policy lets create a pass. */
export function yearRoleValues(school: SchoolRoles): string[] {
  return school.years.map((y) => y.role);
}
