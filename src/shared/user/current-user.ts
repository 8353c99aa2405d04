/** The current user and what follows from their roles (spec section 3). Pure functions of the session. */

export interface CurrentUser {
  name: string;
  email: string;
  /** A data URL of the 48x48 photo, or null for the silhouette. */
  profileImage: string | null;
  /** Roles from the ID token; `['']` when the token carries none. */
  userRoles: string[];
}

export interface UserFlags {
  /** The part of the email before `@`, as printers and sign-in screens want it. */
  username: string;
  isStaff: boolean;
  basicView: boolean;
  /** First role Year7..Year12, or Staff. */
  isAdobeEligible: boolean;
  /** First role Year3, Year4 or Year5. */
  isITCStudent: boolean;
  /** First role Year6..Year12. */
  isGrammarlyEligible: boolean;
}

export function rolesOrDefault(roles: readonly string[] | undefined): string[] {
  return roles && roles.length > 0 ? [...roles] : [''];
}

/** The year level of a role such as `Year8`, or null. */
export function yearOf(role: string | undefined): number | null {
  const match = /^Year(\d{1,2})$/.exec(role ?? '');
  return match ? Number(match[1]) : null;
}

function firstRoleYearIn(roles: readonly string[], from: number, to: number): boolean {
  const year = yearOf(roles[0]);
  return year !== null && year >= from && year <= to;
}

export function usernameOf(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

export function deriveUserFlags(user: Pick<CurrentUser, 'email' | 'userRoles'>): UserFlags {
  const roles = user.userRoles;
  const isStaff = roles.includes('Staff');
  return {
    username: usernameOf(user.email),
    isStaff,
    basicView: roles.includes('BasicView'),
    isAdobeEligible: isStaff || firstRoleYearIn(roles, 7, 12),
    isITCStudent: firstRoleYearIn(roles, 3, 5),
    isGrammarlyEligible: firstRoleYearIn(roles, 6, 12),
  };
}
