import { describe, expect, it } from 'vitest';
import { privilegedRoleIds, USER_ROLE_TEMPLATE_ID } from '../../../api/src/directory-roles';
import { demoAccounts } from '../../../tooling/dev-server/demo-tenant/directory';
import { widsClaim } from '../../../tooling/dev-server/demo-tenant/directory-roles';

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
