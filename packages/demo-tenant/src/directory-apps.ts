/**
 * The demo tenant's app registrations, in memory: applications, their service principals, groups, app role
 * assignments and delegated permission grants, as the Graph emulator's provisioning endpoints keep them.
 * Graph's own service principal is there from the start, publishing its permissions under their ids.
 *
 * Like the rest of the emulator, it keeps its own copy of Graph's facts (the ids below, from Microsoft's
 * Graph permissions reference), never the portal's, so a mistake in the portal's copy fails a test.
 */
import { randomUUID } from 'node:crypto';

export const GRAPH_APP_ID = '00000003-0000-0000-c000-000000000000';

const GRAPH_SCOPES: Record<string, string> = {
  openid: '37f7f235-527c-4136-accd-4a02d197296e',
  profile: '14dad69e-099b-42c9-810b-d002981feec1',
  offline_access: '7427e0e9-2fba-42fe-b0c0-848c9e6a8182',
  'User.Read': 'e1fe6dd8-ba31-4d61-89e7-88639da4683d',
  'User.Read.All': 'a154be20-db9c-4678-8ab7-66f6cc099a59',
  'RoleManagement.Read.Directory': '741c54c3-0c1e-44a1-818b-3f97ab4e8c83',
  'UserAuthenticationMethod.ReadWrite.All': 'b7887744-6746-4312-813d-72daeaee7e2d',
};

const GRAPH_ROLES: Record<string, string> = {
  'UserAuthenticationMethod.ReadWrite.All': '50483e42-d915-4231-9639-7fdb7fd190e5',
  'User.Read.All': 'df021288-bdef-4463-88db-98f22de89214',
  'RoleManagement.Read.Directory': '483bed4a-2ad3-4361-a73b-c83ccdbdc53c',
  'AdministrativeUnit.Read.All': '134fd756-38ce-4afd-ba33-e9623dbe66c2',
};

export interface AppRole {
  id: string;
  value: string | null;
  displayName?: string;
  description?: string;
  allowedMemberTypes: string[];
  isEnabled: boolean;
}

export interface Application {
  id: string;
  appId: string;
  displayName: string;
  uniqueName?: string;
  appRoles: AppRole[];
  [field: string]: unknown;
}

export interface ServicePrincipal {
  id: string;
  appId: string;
  displayName: string;
  appRoles: AppRole[];
  oauth2PermissionScopes: { id: string; value: string }[];
}

export interface Group {
  id: string;
  displayName: string;
}

export interface AppRoleAssignment {
  id: string;
  principalId: string;
  principalType: 'Group' | 'ServicePrincipal' | 'User';
  resourceId: string;
  appRoleId: string;
}

export interface PermissionGrant {
  id: string;
  clientId: string;
  consentType: string;
  resourceId: string;
  principalId: string | null;
  scope: string;
}

/** The demo school's groups, one per role the demo school's app registration assigns. */
export const DEMO_GROUPS: readonly string[] = [
  'All Staff',
  ...Array.from({ length: 10 }, (_, i) => `Year ${i + 3} Students`),
  'Basic View Accounts',
];

/** Refused the way Graph refuses it: status, code and message. */
export class DirectoryError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const groupId = (n: number) => `9a0b0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export class DirectoryApps {
  readonly applications: Application[] = [];
  readonly servicePrincipals: ServicePrincipal[] = [];
  readonly groups: Group[];
  readonly assignments: AppRoleAssignment[] = [];
  readonly grants: PermissionGrant[] = [];

  constructor(groupNames: readonly string[] = DEMO_GROUPS) {
    this.groups = groupNames.map((displayName, i) => ({ id: groupId(i + 1), displayName }));
    this.servicePrincipals.push({
      id: randomUUID(),
      appId: GRAPH_APP_ID,
      displayName: 'Microsoft Graph',
      oauth2PermissionScopes: Object.entries(GRAPH_SCOPES).map(([value, id]) => ({ id, value })),
      appRoles: Object.entries(GRAPH_ROLES).map(([value, id]) => ({ id, value, allowedMemberTypes: ['Application'], isEnabled: true })),
    });
  }

  /** Adds a service principal of an application outside the directory's registrations (a managed identity). */
  addManagedIdentity(displayName: string, id: string = randomUUID()): ServicePrincipal {
    const sp = { id, appId: randomUUID(), displayName, appRoles: [], oauth2PermissionScopes: [] };
    this.servicePrincipals.push(sp);
    return sp;
  }

  createApplication(body: Record<string, unknown>): Application {
    if (typeof body.displayName !== 'string' || !body.displayName)
      throw new DirectoryError(400, 'Request_BadRequest', "Property 'displayName' is required.");
    if (body.uniqueName && this.applications.some((a) => a.uniqueName === body.uniqueName))
      throw new DirectoryError(400, 'Request_BadRequest', 'Another object with the same value for property uniqueName already exists.');
    const app: Application = {
      ...structuredClone(body),
      id: randomUUID(),
      appId: randomUUID(),
      displayName: body.displayName,
      appRoles: structuredClone((body.appRoles as AppRole[] | undefined) ?? []),
    };
    this.applications.push(app);
    return app;
  }

  /** Graph refuses to remove an app role that is still enabled: it must be disabled first. */
  updateApplication(id: string, patch: Record<string, unknown>): void {
    const app = this.applications.find((a) => a.id === id);
    if (!app) throw new DirectoryError(404, 'Request_ResourceNotFound', `Resource '${id}' does not exist.`);
    if ('uniqueName' in patch) throw new DirectoryError(400, 'Request_BadRequest', 'Property uniqueName is read-only once set.');
    const roles = patch.appRoles as AppRole[] | undefined;
    if (roles) {
      const removed = app.appRoles.filter((r) => r.isEnabled && !roles.some((n) => n.id === r.id));
      if (removed.length)
        throw new DirectoryError(
          400,
          'CannotDeleteOrUpdateEnabledEntitlement',
          'Property value cannot be deleted unless it is disabled first.',
        );
    }
    Object.assign(app, structuredClone(patch));
    const sp = this.servicePrincipals.find((s) => s.appId === app.appId);
    if (sp) sp.appRoles = structuredClone(app.appRoles);
  }

  createServicePrincipal(appId: unknown): ServicePrincipal {
    const app = this.applications.find((a) => a.appId === appId);
    if (!app)
      throw new DirectoryError(
        400,
        'Request_BadRequest',
        `The appId '${String(appId)}' of the service principal does not reference a valid application object.`,
      );
    if (this.servicePrincipals.some((s) => s.appId === appId))
      throw new DirectoryError(
        409,
        'Request_MultipleObjectsWithSameKeyValue',
        'The service principal cannot be created, updated, or restored because the service principal name is already in use.',
      );
    const sp = {
      id: randomUUID(),
      appId: app.appId,
      displayName: app.displayName,
      appRoles: structuredClone(app.appRoles),
      oauth2PermissionScopes: [],
    };
    this.servicePrincipals.push(sp);
    return sp;
  }

  assign(resourceId: string, body: Partial<AppRoleAssignment>): AppRoleAssignment {
    const resource = this.servicePrincipals.find((s) => s.id === resourceId);
    if (!resource || body.resourceId !== resourceId)
      throw new DirectoryError(400, 'Request_BadRequest', 'The resourceId does not match the service principal in the request URL.');
    if (!resource.appRoles.some((r) => r.id === body.appRoleId && r.isEnabled))
      throw new DirectoryError(400, 'Request_BadRequest', 'Permission being assigned was not found on application.');
    const principalType: AppRoleAssignment['principalType'] | undefined = this.groups.some((g) => g.id === body.principalId)
      ? 'Group'
      : this.servicePrincipals.some((s) => s.id === body.principalId)
        ? 'ServicePrincipal'
        : undefined;
    if (!principalType) throw new DirectoryError(404, 'Request_ResourceNotFound', `Resource '${String(body.principalId)}' does not exist.`);
    if (this.assignments.some((a) => a.resourceId === resourceId && a.principalId === body.principalId && a.appRoleId === body.appRoleId))
      throw new DirectoryError(400, 'Request_BadRequest', 'Permission being assigned already exists on the object.');
    const assignment = { id: randomUUID(), principalId: body.principalId!, principalType, resourceId, appRoleId: body.appRoleId! };
    this.assignments.push(assignment);
    return assignment;
  }

  grant(body: Partial<PermissionGrant>): PermissionGrant {
    if (!this.servicePrincipals.some((s) => s.id === body.clientId) || !this.servicePrincipals.some((s) => s.id === body.resourceId))
      throw new DirectoryError(400, 'Request_BadRequest', 'clientId and resourceId must be service principals.');
    if (this.grants.some((g) => g.clientId === body.clientId && g.resourceId === body.resourceId && g.consentType === body.consentType))
      throw new DirectoryError(409, 'Request_MultipleObjectsWithSameKeyValue', 'Permission entry already exists.');
    const grant = {
      id: randomUUID(),
      clientId: body.clientId!,
      consentType: body.consentType ?? 'AllPrincipals',
      resourceId: body.resourceId!,
      principalId: null,
      scope: body.scope ?? '',
    };
    this.grants.push(grant);
    return grant;
  }

  updateGrant(id: string, scope: unknown): void {
    const grant = this.grants.find((g) => g.id === id);
    if (!grant) throw new DirectoryError(404, 'Request_ResourceNotFound', `Resource '${id}' does not exist.`);
    grant.scope = String(scope ?? '');
  }
}
