/**
 * The roles the portal knows, as the app registration's app roles name them: Staff, BasicView and one per
 * year level. A condition naming any other role is a content error. Plain code (no Zod): the browser uses it.
 */

export const NAMED_ROLES = ['Staff', 'BasicView'] as const;

/** Year levels the school's app roles cover: Year3 ... Year12. */
export const FIRST_YEAR = 3;
export const LAST_YEAR = 12;

export const YEAR_ROLES: readonly string[] = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => `Year${FIRST_YEAR + i}`);

export const KNOWN_ROLES: readonly string[] = [...NAMED_ROLES, ...YEAR_ROLES];

/** The platforms a step or guide can be limited to: the header's Windows/Mac toggle. */
export const PLATFORMS = ['windows', 'mac'] as const;
export type PlatformName = (typeof PLATFORMS)[number];

const YEAR_ROLE = /^Year(\d{1,2})$/;

/** The year level of a role such as `Year8`, or null for any other role. */
export function yearOf(role: string | undefined): number | null {
  const match = YEAR_ROLE.exec(role ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Year-based rules (licences, year ranges in conditions) look at the user's FIRST role only: a user whose
 * first role is a year from..to.
 */
export function firstRoleYearIn(roles: readonly string[], from: number, to: number): boolean {
  const year = yearOf(roles[0]);
  return year !== null && year >= from && year <= to;
}

export function describeKnownRoles(): string {
  return `everyone, ${NAMED_ROLES.join(', ')}, Year${FIRST_YEAR} ... Year${LAST_YEAR}, a range such as Year7-Year12, or "not" before any of them`;
}

/**
 * One role list for each kind of person the content can tell apart: each year level, Staff, BasicView,
 * and someone with no role (`['']`, as the ID token's missing claim reads). Whatever a condition says,
 * everyone sees what one of these sees.
 */
export const EVERY_AUDIENCE: readonly (readonly string[])[] = [...YEAR_ROLES.map((role) => [role]), ['Staff'], ['BasicView'], ['']];
