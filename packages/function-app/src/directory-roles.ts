/**
 * Which directory roles make a caller "privileged", from the ID token's `wids` claim: the template ids of
 * the Entra built-in roles the user holds tenant-wide (emitted when the app registration's
 * `groupMembershipClaims` is `DirectoryRole` or `All`: Token configuration > Add groups claim > Directory roles).
 *
 * Deny by default: instead of a list of admin roles (which grows with every new Entra role), only the
 * default roles that every user or guest holds are harmless, and any other role counts as privileged. Every
 * member's `wids` carries the "User" role template; guests carry a guest one.
 */

/** The "User" role template: implicit, held by every member of the tenant (Microsoft Graph directoryRoleTemplate docs). */
export const USER_ROLE_TEMPLATE_ID = 'b79fbf4d-3ef9-4689-8143-76b194e85509';
/** "Guest User" (guests' default, limited access). */
export const GUEST_USER_ROLE_TEMPLATE_ID = '10dae51f-b6af-4016-8d66-8c2a99b929b3';
/** "Restricted Guest User". */
export const RESTRICTED_GUEST_USER_ROLE_TEMPLATE_ID = '2af84b1e-32c8-42b7-82bc-daa82404023b';

const DEFAULT_ROLE_TEMPLATE_IDS: ReadonlySet<string> = new Set([
  USER_ROLE_TEMPLATE_ID,
  GUEST_USER_ROLE_TEMPLATE_ID,
  RESTRICTED_GUEST_USER_ROLE_TEMPLATE_ID,
]);

/** The role template ids in `wids` that are not a default user or guest role: any of them makes the caller privileged. */
export function privilegedRoleIds(wids: readonly string[]): string[] {
  return wids.filter((id) => !DEFAULT_ROLE_TEMPLATE_IDS.has(id.toLowerCase()));
}
