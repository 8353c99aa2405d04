/** The current user and what follows from their roles. Pure functions of the session. */

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
}

export function rolesOrDefault(roles: readonly string[] | undefined): string[] {
  return roles && roles.length > 0 ? [...roles] : [''];
}

export function usernameOf(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

export function deriveUserFlags(user: Pick<CurrentUser, 'email' | 'userRoles'>): UserFlags {
  return { username: usernameOf(user.email), isStaff: user.userRoles.includes('Staff') };
}
