import { describe, expect, it } from 'vitest';
import { DirectoryApps, DirectoryError, GRAPH_APP_ID } from '../../../packages/demo-tenant/src/directory-apps';

const role = (value: string, isEnabled = true) => ({ id: crypto.randomUUID(), value, allowedMemberTypes: ['User'], isEnabled });

describe("the demo tenant's app registrations", () => {
  it("has Microsoft Graph's service principal from the start, publishing its permissions", () => {
    const graph = new DirectoryApps().servicePrincipals.find((s) => s.appId === GRAPH_APP_ID)!;
    expect(graph.oauth2PermissionScopes.map((s) => s.value)).toContain('UserAuthenticationMethod.ReadWrite.All');
    expect(graph.appRoles.map((r) => r.value)).toContain('AdministrativeUnit.Read.All');
  });

  it('refuses to remove an app role that is still enabled, as Graph does, and removes a disabled one', () => {
    const apps = new DirectoryApps();
    const staff = role('Staff');
    const app = apps.createApplication({ displayName: 'Portal', appRoles: [staff, role('Year7')] });
    expect(() => apps.updateApplication(app.id, { appRoles: [staff] })).toThrow(
      expect.objectContaining({ status: 400, code: 'CannotDeleteOrUpdateEnabledEntitlement' }) as DirectoryError,
    );
    apps.updateApplication(app.id, { appRoles: [staff, { ...app.appRoles[1]!, isEnabled: false }] });
    apps.updateApplication(app.id, { appRoles: [staff] });
    expect(apps.applications[0]!.appRoles.map((r) => r.value)).toEqual(['Staff']);
  });

  it('refuses a second application with the same uniqueName, and an assignment made twice', () => {
    const apps = new DirectoryApps(['All Staff']);
    const app = apps.createApplication({ displayName: 'Portal', uniqueName: 'school-it-portal', appRoles: [role('Staff')] });
    expect(() => apps.createApplication({ displayName: 'Again', uniqueName: 'school-it-portal' })).toThrow(DirectoryError);
    const sp = apps.createServicePrincipal(app.appId);
    const assignment = { principalId: apps.groups[0]!.id, resourceId: sp.id, appRoleId: app.appRoles[0]!.id };
    apps.assign(sp.id, assignment);
    expect(() => apps.assign(sp.id, assignment)).toThrow('Permission being assigned already exists on the object.');
  });
});
