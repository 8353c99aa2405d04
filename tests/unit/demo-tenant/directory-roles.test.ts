import { describe, expect, it } from 'vitest';
import { privilegedRoleIds, USER_ROLE_TEMPLATE_ID } from '../../../packages/function-app/src/directory-roles';
import { canResetPasswords, demoAccounts } from '../../../packages/demo-tenant/src/directory';
import { widsClaim } from '../../../packages/demo-tenant/src/directory-roles';
import { parsePrincipalFilter, roleAssignmentsOf } from '../../../packages/demo-tenant/src/role-assignments';

const account = (name: string) => demoAccounts.find((a) => a.displayName === name)!;

describe("the demo ID tokens' wids claim", () => {
  it('gives every account the User role, as Entra does', () => {
    for (const a of demoAccounts) expect(widsClaim(a)[0]).toBe(USER_ROLE_TEMPLATE_ID);
  });

  it('makes Olivia Chen (Helpdesk Administrator) privileged, and James Wilson and the students not', () => {
    expect(widsClaim(account('Olivia Chen'))).toEqual([USER_ROLE_TEMPLATE_ID, '729827e3-9c14-49f7-bb1b-9608f156bbb8']);
    expect(privilegedRoleIds(widsClaim(account('Olivia Chen')))).toHaveLength(1);
    for (const name of ['James Wilson', 'Ava Nguyen', 'Noah Smith']) expect(privilegedRoleIds(widsClaim(account(name)))).toEqual([]);
  });

  it('names a directory role it has no template id for', () => {
    expect(() => widsClaim({ displayName: 'Test Person', directoryRoles: ['Tea Administrator'] })).toThrow(
      'Test Person holds "Tea Administrator", which directory-roles.ts has no template id for.',
    );
  });
});

describe('roles scoped to an administrative unit', () => {
  const scoped = {
    oid: '0d3a0000-0000-4000-8000-0000000000aa',
    scopedRoles: [{ role: 'Helpdesk Administrator', administrativeUnitId: 'au-junior' }],
  };

  it('are listed by Graph with the unit as their scope, and are not in wids', () => {
    expect(roleAssignmentsOf(scoped)).toMatchObject([
      {
        principalId: scoped.oid,
        roleDefinitionId: '729827e3-9c14-49f7-bb1b-9608f156bbb8',
        directoryScopeId: '/administrativeUnits/au-junior',
      },
    ]);
    expect(widsClaim({ displayName: 'Scoped', ...scoped })).toEqual([USER_ROLE_TEMPLATE_ID]);
  });

  it("let their holder reset the unit's members only", () => {
    expect(canResetPasswords(scoped, { administrativeUnitIds: ['au-junior'] })).toBe(true);
    expect(canResetPasswords(scoped, { administrativeUnitIds: ['au-senior'] })).toBe(false);
    expect(canResetPasswords(scoped, {})).toBe(false);
    expect(canResetPasswords({ directoryRoles: ['Helpdesk Administrator'] }, {})).toBe(true);
    expect(canResetPasswords({}, { administrativeUnitIds: ['au-junior'] })).toBe(false);
  });

  it('reads only a filter on one principal', () => {
    expect(parsePrincipalFilter(`principalId eq '${scoped.oid.toUpperCase()}'`)).toBe(scoped.oid);
    expect(parsePrincipalFilter("principalId eq 'x' or true")).toBeNull();
    expect(parsePrincipalFilter(null)).toBeNull();
  });
});
