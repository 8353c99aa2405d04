import { describe, expect, it } from 'vitest';
import { OPENID_SCOPES, protectedResources } from '../../../packages/engine/src/shared/config/auth-config';
import { DEMO_CLIENT_ID, DEMO_TENANT_ID } from '../../../packages/engine/src/shared/config/demo-tenant';
import {
  GRAPH_APP_ID,
  GRAPH_APPLICATION_PERMISSION_IDS,
  GRAPH_DELEGATED_PERMISSION_IDS,
} from '../../../packages/engine/tooling/deploy/graph-permissions';
import { RegistrationError, type RegistrationProblemCode } from '../../../packages/engine/tooling/deploy/registration-errors';
import { appRegistration, requestedScopes, type RegistrationInput } from '../../../packages/engine/tooling/deploy/registration';
import { appRoleId, uuidV5 } from '../../../packages/engine/tooling/deploy/role-ids';
import { banksiaSite, BANKSIA_HOST, demoSite, DEMO_HOST, withDeploy } from './schools';

const demo = (): RegistrationInput => {
  const { school, tools } = demoSite();
  return { school: withDeploy(school, { host: DEMO_HOST }), tools };
};
const banksia = (): RegistrationInput => {
  const { school, tools } = banksiaSite();
  return { school: withDeploy(school, { host: BANKSIA_HOST }), tools };
};

/** The codes of the problems a registration stops with. */
function problemsOf(input: RegistrationInput): RegistrationProblemCode[] {
  try {
    appRegistration(input);
  } catch (error) {
    if (error instanceof RegistrationError) return error.problems.map((p) => p.code);
    throw error;
  }
  return [];
}

describe('the app registration', () => {
  it('makes one app role per role value of the demo school, staff first, then the years, then the others', () => {
    const roles = appRegistration(demo()).application.appRoles;
    expect(roles.map((r) => r.value)).toEqual([
      'Staff',
      'Year3',
      'Year4',
      'Year5',
      'Year6',
      'Year7',
      'Year8',
      'Year9',
      'Year10',
      'Year11',
      'Year12',
      'BasicView',
    ]);
    expect(roles.find((r) => r.value === 'Year7')).toMatchObject({ displayName: 'Year 7', allowedMemberTypes: ['User'], isEnabled: true });
  });

  it("makes Banksia's roles from Banksia's school.yaml", () => {
    const registration = appRegistration(banksia());
    expect(registration.application.appRoles.map((r) => r.value)).toEqual([
      'Teacher',
      'Office',
      'Foundation',
      'Year1',
      'Year2',
      'Year3',
      'Year4',
      'Year5',
      'Year6',
      'Visitor',
    ]);
    expect(registration.application.displayName).toBe('Banksia IT Help');
    expect(registration.roleGroups).toMatchObject({ Teacher: 'Banksia Teachers', Foundation: 'Foundation Students' });
    expect(registration.roleGroups).not.toHaveProperty('Visitor');
  });

  it('gives each role the same id on every run, derived from its value alone', () => {
    const first = appRegistration(demo()).application.appRoles;
    const again = appRegistration(demo()).application.appRoles;
    expect(again.map((r) => r.id)).toEqual(first.map((r) => r.id));
    // Year3 is the same role at both schools, so it has the same id.
    expect(appRegistration(banksia()).application.appRoles.find((r) => r.value === 'Year3')!.id).toBe(
      first.find((r) => r.value === 'Year3')!.id,
    );
    expect(new Set(first.map((r) => r.id)).size).toBe(first.length);
    expect(appRoleId('Staff')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('makes name-based UUIDs as RFC 9562 version 5 does', () => {
    // The RFC's own example: www.example.com in the DNS namespace.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('registers the redirect bridge and the home page on the portal host as SPA redirect URIs, and nothing on localhost', () => {
    const { application } = appRegistration(banksia());
    expect(application.spa.redirectUris).toEqual([`https://${BANKSIA_HOST}/redirect.html`, `https://${BANKSIA_HOST}/`]);
    expect(JSON.stringify(application)).not.toContain('localhost');
    expect(application.web.implicitGrantSettings).toEqual({ enableAccessTokenIssuance: false, enableIdTokenIssuance: false });
    expect(application).toMatchObject({ signInAudience: 'AzureADMyOrg', isFallbackPublicClient: false });
  });

  it('registers the dev server instead with --dev, as a separate app', () => {
    const { application } = appRegistration({ ...demo(), dev: true });
    expect(application.spa.redirectUris).toEqual(['https://localhost:5173/redirect.html', 'https://localhost:5173/']);
    expect(application.uniqueName).not.toBe(appRegistration(demo()).application.uniqueName);
  });

  it('asks for the scopes the portal requests, by Graph id, and consents to exactly those', () => {
    const registration = appRegistration(demo());
    const asked = [...OPENID_SCOPES, ...Object.values(protectedResources).flatMap((r) => r.scopes)].map((s) => s.toLowerCase());
    const scopes = requestedScopes();
    for (const scope of asked) expect(scopes.map((s) => s.toLowerCase())).toContain(scope);
    expect(scopes).toEqual([
      'openid',
      'profile',
      'offline_access',
      'User.Read',
      'User.Read.All',
      'RoleManagement.Read.Directory',
      'UserAuthenticationMethod.ReadWrite.All',
    ]);
    expect(registration.application.requiredResourceAccess).toEqual([
      { resourceAppId: GRAPH_APP_ID, resourceAccess: scopes.map((s) => ({ id: GRAPH_DELEGATED_PERMISSION_IDS[s], type: 'Scope' })) },
    ]);
    expect(registration.adminConsent.scopes).toEqual(scopes);
  });

  it('gives the Function App the permission a pass needs, and the staff pass tool its reads when a guide is that tool', () => {
    const demoRegistration = appRegistration(demo());
    expect(demoSite().tools).toContain('student-pass');
    expect(demoRegistration.functionApp.permissions.map((p) => p.name)).toEqual([
      'UserAuthenticationMethod.ReadWrite.All',
      'User.Read.All',
      'RoleManagement.Read.Directory',
      'AdministrativeUnit.Read.All',
    ]);
    const banksiaRegistration = appRegistration(banksia());
    expect(banksiaRegistration.functionApp).toEqual({
      principalId: '7f0c0000-0000-4000-8000-0000000fa001',
      resourceAppId: GRAPH_APP_ID,
      permissions: [
        { name: 'UserAuthenticationMethod.ReadWrite.All', id: GRAPH_APPLICATION_PERMISSION_IDS['UserAuthenticationMethod.ReadWrite.All'] },
      ],
    });
  });

  it('asks for auth_time and sid in the ID token, acrs only with an authentication context, and directory roles', () => {
    const plain = appRegistration(demo()).application;
    expect(plain.optionalClaims.idToken.map((c) => c.name)).toEqual(['auth_time', 'sid']);
    expect(plain.groupMembershipClaims).toBe('DirectoryRole');
    const input = demo();
    const strict = appRegistration({ ...input, school: withDeploy(input.school, { authContext: 'c1', groupsClaim: true }) }).application;
    expect(strict.optionalClaims.idToken.map((c) => c.name)).toEqual(['auth_time', 'sid', 'acrs']);
    expect(strict.groupMembershipClaims).toBe('DirectoryRole, ApplicationGroup');
  });

  describe('stops with a problem that says what to write', () => {
    it('without a host', () => {
      const input = demoSite();
      expect(input.school.deploy).toBeUndefined();
      expect(problemsOf(input)).toEqual(['no-host']);
      expect(() => appRegistration(input)).toThrow(/school\.yaml has no deploy\.host/);
    });

    it.each(['localhost', 'it.banksia.example', '127.0.0.1', 'portal.school.test', 'example.com'])('with the demo host %s', (host) => {
      const input = banksia();
      expect(problemsOf({ ...input, school: withDeploy(input.school, { host }) })).toEqual(['demo-host']);
    });

    it("with Banksia's own example host", () => {
      expect(problemsOf(banksiaSite())).toEqual(['demo-host']);
    });

    it("with the demo tenant's ids", () => {
      const input = demo();
      const school = { ...input.school, tenant: { id: DEMO_TENANT_ID, clientId: DEMO_CLIENT_ID } };
      expect(problemsOf({ ...input, school })).toEqual(['demo-tenant']);
    });

    it('with a role value twice (in any case)', () => {
      const input = banksia();
      const school = { ...input.school, roles: { staff: ['Teacher'], years: { Year1: 1 }, others: ['teacher'] } };
      expect(problemsOf({ ...input, school: withDeploy(school, { roleGroups: {} }) })).toEqual(['duplicate-role']);
    });

    it.each([
      ['a space', 'Year 7'],
      ['a leading dot', '.Staff'],
      ['121 characters', `Y${'a'.repeat(120)}`],
    ])('with a role value Entra refuses: %s', (_, value) => {
      const input = banksia();
      const school = { ...input.school, roles: { staff: [value], years: {} } };
      expect(problemsOf({ ...input, school: withDeploy(school, { roleGroups: {} }) })).toEqual(['role-value-refused']);
    });

    it('with a group for a role the school does not have', () => {
      const input = banksia();
      expect(problemsOf({ ...input, school: withDeploy(input.school, { roleGroups: { Year9: 'Year 9 Students' } }) })).toEqual([
        'unknown-role-group',
      ]);
    });

    it('naming every problem at once', () => {
      const input = banksia();
      const school = { ...input.school, tenant: { id: DEMO_TENANT_ID, clientId: DEMO_CLIENT_ID }, roles: { staff: ['A b'], years: {} } };
      expect(problemsOf({ ...input, school: withDeploy(school, { host: 'localhost', roleGroups: {} }) })).toEqual([
        'demo-host',
        'demo-tenant',
        'role-value-refused',
      ]);
    });
  });
});
