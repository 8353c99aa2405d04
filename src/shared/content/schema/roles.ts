/** The roles the portal knows (spec section 6). A condition naming any other role is a content error. */

export const NAMED_ROLES = ['Staff', 'BasicView'] as const;

/** Year levels the school's app roles cover: Year3 ... Year12. */
export const FIRST_YEAR = 3;
export const LAST_YEAR = 12;

export const YEAR_ROLES: readonly string[] = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => `Year${FIRST_YEAR + i}`);

export const KNOWN_ROLES: readonly string[] = [...NAMED_ROLES, ...YEAR_ROLES];

/** The platforms a step or guide can be limited to: the header's Windows/Mac toggle. */
export const PLATFORMS = ['windows', 'mac'] as const;
export type PlatformName = (typeof PLATFORMS)[number];

export function describeKnownRoles(): string {
  return `everyone, ${NAMED_ROLES.join(', ')}, Year${FIRST_YEAR} ... Year${LAST_YEAR}, a range such as Year7-Year12, or "not" before any of them`;
}
