/** The current user and what follows from their roles. Pure functions of the signed-in account. */
import type { AccountInfo } from '@azure/msal-browser';
import { effectiveRoles, isStaffRoles, type SchoolRoles } from './roles.ts';

export interface CurrentUser {
  name: string;
  email: string;
  /** A data URL of the 48x48 photo, or null for the silhouette. */
  profileImage: string | null;
  /** The roles the person counts as holding at the school (effectiveRoles): `['']` when none. */
  roles: string[];
}

export interface UserFlags {
  /** The part of the email before `@`, as printers and sign-in screens want it. */
  username: string;
  isStaff: boolean;
}

/**
 * The ID token's `roles` claim, read once for every rule that looks at roles: `['']`, the one role of a
 * person without any, when the claim is absent or empty (conditions and previews name that role too).
 */
export function rolesOf(claims: AccountInfo['idTokenClaims']): string[] {
  const roles = Array.isArray(claims?.roles) ? claims.roles.filter((r): r is string => typeof r === 'string') : [];
  return roles.length > 0 ? roles : [''];
}

/** The signed-in person: the account's name, email and roles at the school, and their photo once it has loaded. */
export function currentUser(account: AccountInfo, profileImage: string | null, roles: SchoolRoles): CurrentUser {
  return {
    name: account.name ?? account.username,
    email: account.username,
    profileImage,
    roles: effectiveRoles(roles, rolesOf(account.idTokenClaims)),
  };
}

export function usernameOf(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** What follows from a person's roles at this school (school.yaml's `roles`): staff hold any of its staff roles. */
export function deriveUserFlags(user: Pick<CurrentUser, 'email' | 'roles'>, roles: SchoolRoles): UserFlags {
  return { username: usernameOf(user.email), isStaff: isStaffRoles(roles, user.roles) };
}
