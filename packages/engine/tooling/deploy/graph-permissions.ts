/**
 * Microsoft Graph's published ids: its application id and the ids of the permissions the portal and its
 * Function App use. They are the same in every tenant: Graph's service principal publishes each delegated
 * permission in `oauth2PermissionScopes` and each application permission in `appRoles` under these ids
 * (Microsoft's "Microsoft Graph permissions reference" lists them). An app registration's
 * `requiredResourceAccess` names permissions by these ids, not by their names.
 */

/** Microsoft Graph's application (client) id, the same in every tenant. */
export const GRAPH_APP_ID = '00000003-0000-0000-c000-000000000000';

/** Graph's delegated permissions (`oauth2PermissionScopes`) by name: what the portal asks for as the signed-in person. */
export const GRAPH_DELEGATED_PERMISSION_IDS: Readonly<Record<string, string>> = {
  openid: '37f7f235-527c-4136-accd-4a02d197296e',
  profile: '14dad69e-099b-42c9-810b-d002981feec1',
  offline_access: '7427e0e9-2fba-42fe-b0c0-848c9e6a8182',
  'User.Read': 'e1fe6dd8-ba31-4d61-89e7-88639da4683d',
  'User.Read.All': 'a154be20-db9c-4678-8ab7-66f6cc099a59',
  'RoleManagement.Read.Directory': '741c54c3-0c1e-44a1-818b-3f97ab4e8c83',
  'UserAuthenticationMethod.ReadWrite.All': 'b7887744-6746-4312-813d-72daeaee7e2d',
};

/** Graph's application permissions (`appRoles`) by name: what the Function App does as itself. */
export const GRAPH_APPLICATION_PERMISSION_IDS: Readonly<Record<string, string>> = {
  'UserAuthenticationMethod.ReadWrite.All': '50483e42-d915-4231-9639-7fdb7fd190e5',
  'User.Read.All': 'df021288-bdef-4463-88db-98f22de89214',
  'RoleManagement.Read.Directory': '483bed4a-2ad3-4361-a73b-c83ccdbdc53c',
  'AdministrativeUnit.Read.All': '134fd756-38ce-4afd-ba33-e9623dbe66c2',
};

/**
 * The Function App's Graph application permissions. A pass (the Windows Hello guide) needs the first only;
 * the staff tool that gives a student a pass (a guide with `tool: student-pass`) also reads the student, their
 * licences and administrative units, and both people's role assignments.
 */
export const FUNCTION_APP_PERMISSIONS = ['UserAuthenticationMethod.ReadWrite.All'] as const;
export const STUDENT_PASS_TOOL_PERMISSIONS = ['User.Read.All', 'RoleManagement.Read.Directory', 'AdministrativeUnit.Read.All'] as const;
