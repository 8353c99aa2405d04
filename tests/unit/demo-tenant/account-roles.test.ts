import { describe, expect, it } from 'vitest';
import { accountRoles, yearRoleValues } from '../../../packages/demo-tenant/src/account-roles';
import { demoAccounts } from '../../../packages/demo-tenant/src/directory';
import { GRADE_ROLES, PRIMARY_ROLES, SPEC_ROLES } from '../../support/school-roles';

const account = (roles: string[] | undefined) => ({ ...demoAccounts[0]!, roles });

describe("the demo accounts' roles at the school the demo serves", () => {
  it('are the directory values at a school that names them so', () => {
    for (const roles of [['Staff'], ['Year8'], ['BasicView']]) expect(accountRoles(account(roles), SPEC_ROLES)).toEqual(roles);
  });

  it("become the school's first staff role, nearest year and first other role elsewhere", () => {
    expect(accountRoles(account(['Staff']), PRIMARY_ROLES)).toEqual(['Teacher']);
    expect(accountRoles(account(['Year4']), PRIMARY_ROLES)).toEqual(['Year4']);
    expect(accountRoles(account(['Year12']), PRIMARY_ROLES)).toEqual(['Year6']);
    expect(accountRoles(account(['BasicView']), PRIMARY_ROLES)).toEqual(['Visitor']);
    expect(accountRoles(account(['Year4']), GRADE_ROLES)).toEqual(['Grade7']);
  });

  it('give no role where the school has no such kind, and keep an absent claim absent', () => {
    expect(accountRoles(account(['BasicView']), GRADE_ROLES)).toEqual([]);
    expect(accountRoles(account(undefined), PRIMARY_ROLES)).toBeUndefined();
  });

  it("let the school's year levels create a pass", () => {
    expect(yearRoleValues(PRIMARY_ROLES)).toEqual(['Foundation', 'Year1', 'Year2', 'Year3', 'Year4', 'Year5', 'Year6']);
  });
});
