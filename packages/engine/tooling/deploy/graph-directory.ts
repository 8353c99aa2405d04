/**
 * The Graph calls provision makes, each one request: finding the application, its service principal,
 * groups, app role assignments and delegated permission grants, and creating or updating them.
 */
import type { GraphAdminClient } from './graph-admin-client.ts';
import { APPLICATION_FIELDS, type ApplicationPatch, type ExistingApplication } from './application-merge.ts';
import type { ApplicationManifest } from './registration.ts';
import { GUID } from '../../src/shared/patterns.ts';

export interface ServicePrincipal {
  id: string;
  appId: string;
  displayName?: string;
  appRoles?: { id: string; value: string | null; allowedMemberTypes?: string[] }[];
  oauth2PermissionScopes?: { id: string; value: string }[];
}

export interface AppRoleAssignment {
  id?: string;
  principalId: string;
  resourceId: string;
  appRoleId: string;
}

export interface PermissionGrant {
  id: string;
  clientId: string;
  consentType: string;
  resourceId: string;
  scope: string;
}

export interface Group {
  id: string;
  displayName: string;
}

/** A value inside single quotes in an OData $filter: a quote is written twice. */
const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
const enc = encodeURIComponent;

const APPS = { need: 'apps' } as const;
const CONSENT = { need: 'consent' } as const;

export class GraphDirectory {
  constructor(private readonly graph: GraphAdminClient) {}

  applicationByUniqueName(uniqueName: string): Promise<ExistingApplication | undefined> {
    return this.graph.find(`/applications(uniqueName=${enc(quoted(uniqueName))})?$select=${APPLICATION_FIELDS.join(',')}`, {
      ...APPS,
      what: 'find the application',
    });
  }

  applicationByAppId(appId: string): Promise<ExistingApplication | undefined> {
    return this.graph.find(`/applications(appId=${enc(quoted(appId))})?$select=${APPLICATION_FIELDS.join(',')}`, {
      ...APPS,
      what: 'find the application',
    });
  }

  createApplication(manifest: ApplicationManifest): Promise<ExistingApplication> {
    return this.graph.post('/applications', manifest, { ...APPS, what: 'create the application' });
  }

  updateApplication(id: string, patch: ApplicationPatch): Promise<void> {
    return this.graph.patch(`/applications/${enc(id)}`, patch, { ...APPS, what: 'update the application' });
  }

  async servicePrincipalOf(appId: string): Promise<ServicePrincipal | undefined> {
    const found = await this.graph.list<ServicePrincipal>(
      `/servicePrincipals?$filter=${enc(`appId eq ${quoted(appId)}`)}&$select=id,appId,displayName,appRoles,oauth2PermissionScopes`,
      { ...APPS, what: 'find the service principal' },
    );
    return found[0];
  }

  servicePrincipal(id: string): Promise<ServicePrincipal | undefined> {
    return this.graph.find(`/servicePrincipals/${enc(id)}?$select=id,appId,displayName`, { ...APPS, what: 'find the service principal' });
  }

  createServicePrincipal(appId: string): Promise<ServicePrincipal> {
    return this.graph.post('/servicePrincipals', { appId }, { ...APPS, what: 'create the service principal' });
  }

  /** The groups with this object id, or this display name (several groups may share a name). */
  async groups(nameOrId: string): Promise<Group[]> {
    const call = { ...APPS, what: `find the group ${nameOrId}` };
    if (GUID.test(nameOrId)) {
      const group = await this.graph.find<Group>(`/groups/${enc(nameOrId)}?$select=id,displayName`, call);
      return group ? [group] : [];
    }
    return this.graph.list<Group>(`/groups?$filter=${enc(`displayName eq ${quoted(nameOrId)}`)}&$select=id,displayName`, call);
  }

  assignedTo(resourceId: string): Promise<AppRoleAssignment[]> {
    return this.graph.list(`/servicePrincipals/${enc(resourceId)}/appRoleAssignedTo`, { ...APPS, what: 'list the app role assignments' });
  }

  assign(resourceId: string, assignment: AppRoleAssignment, what: string): Promise<AppRoleAssignment> {
    return this.graph.post(`/servicePrincipals/${enc(resourceId)}/appRoleAssignedTo`, assignment, { ...APPS, what });
  }

  /** The application permissions a service principal holds (`appRoleAssignments`). */
  assignmentsOf(principalId: string): Promise<AppRoleAssignment[]> {
    return this.graph.list(`/servicePrincipals/${enc(principalId)}/appRoleAssignments`, {
      ...CONSENT,
      what: "list the Function App's permissions",
    });
  }

  /** Grants an application permission of `resourceId` to a service principal: admin consent for it. */
  grantApplicationPermission(assignment: AppRoleAssignment, what: string): Promise<AppRoleAssignment> {
    return this.graph.post(`/servicePrincipals/${enc(assignment.principalId)}/appRoleAssignments`, assignment, { ...CONSENT, what });
  }

  async delegatedGrants(clientId: string): Promise<PermissionGrant[]> {
    return this.graph.list(`/oauth2PermissionGrants?$filter=${enc(`clientId eq ${quoted(clientId)}`)}`, {
      ...CONSENT,
      what: 'list the admin consent grants',
    });
  }

  createDelegatedGrant(grant: Omit<PermissionGrant, 'id'>): Promise<PermissionGrant> {
    return this.graph.post('/oauth2PermissionGrants', grant, { ...CONSENT, what: 'grant admin consent' });
  }

  updateDelegatedGrant(id: string, scope: string): Promise<void> {
    return this.graph.patch(`/oauth2PermissionGrants/${enc(id)}`, { scope }, { ...CONSENT, what: 'update the admin consent' });
  }
}
