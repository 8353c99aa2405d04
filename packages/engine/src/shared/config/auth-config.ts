/**
 * Every protected resource the portal calls, each with the scopes it asks MSAL for: the one place that says
 * what the portal may do, as the MSAL samples' authConfig does. The app registration grants the Graph scopes
 * as delegated permissions (README, "Register the portal in Entra ID"). Where each resource is depends on the
 * deployment: Graph's base URL comes from env.ts (`graphBaseUrl`), the Function App's from
 * school.yaml (`functionApp.url`).
 */

/** OpenID Connect's own scopes: an ID token saying who the person is, and nothing more. */
export const OPENID_SCOPES = ['openid', 'profile'];

export interface ProtectedResource {
  /** What the portal asks MSAL for before it calls the resource. */
  scopes: string[];
}

export const protectedResources = {
  /** Graph, the person's own profile (`/me`): signing in, and their photo in the header. */
  graphMe: { scopes: ['user.read'] },
  /**
   * Graph, the directory's users (`/users`): staff find a student by name or username and licence, and see
   * their year and class (`department`, `jobTitle`: beyond the basic profile User.ReadBasic.All reads).
   */
  graphStudentSearch: { scopes: ['User.Read.All'] },
  /**
   * Graph, the signed-in staff member's own role assignments (`/roleManagement/directory/roleAssignments`),
   * including roles scoped to an administrative unit, which the ID token's `wids` leaves out.
   */
  graphRoleCheck: { scopes: ['RoleManagement.Read.Directory'] },
  /** Graph, a student's password method (`/users/{id}/authentication/...`): staff reset the password. */
  graphPasswordReset: { scopes: ['UserAuthenticationMethod.ReadWrite.All'] },
  /** The school's Temporary Access Pass function: it checks a fresh ID token, so OpenID's scopes only. */
  passFunction: { scopes: OPENID_SCOPES },
} satisfies Record<string, ProtectedResource>;
