import { describe, expect, it } from 'vitest';
import { deriveUserFlags, rolesOf, usernameOf, type UserFlags } from '../../../packages/engine/src/shared/user/current-user';
import { PRIMARY_ROLES, SPEC_ROLES } from '../../support/school-roles';

type Row = [label: string, email: string, roles: string[] | undefined, expected: UserFlags];

const flags = (username: string, f: Partial<UserFlags> = {}): UserFlags => ({ username, isStaff: false, ...f });

const rows: Row[] = [
  ['Ava Nguyen (Year8)', 'ava.nguyen@school.example', ['Year8'], flags('ava.nguyen')],
  ['Mia Brown (BasicView)', 'mia.brown@school.example', ['BasicView'], flags('mia.brown')],
  ['Olivia Chen (Staff)', 'olivia.chen@school.example', ['Staff'], flags('olivia.chen', { isStaff: true })],
  ['James Wilson (Staff)', 'james.wilson@school.example', ['Staff'], flags('james.wilson', { isStaff: true })],
  ['Noah Smith (no roles claim)', 'noah.smith@school.example', undefined, flags('noah.smith')],
  ['an empty roles claim', 'e@school.example', [], flags('e')],
  ['Staff who is also BasicView', 's@school.example', ['Staff', 'BasicView'], flags('s', { isStaff: true })],
];

describe('deriveUserFlags', () => {
  it.each(rows)('derives the flags of %s', (_label, email, roles, expected) => {
    expect(deriveUserFlags({ email, roles: rolesOf({ roles }) }, SPEC_ROLES)).toEqual(expected);
  });
});

describe("a school's own staff roles", () => {
  it('counts anyone holding any of them as staff, in any order, and no one else', () => {
    const staff = (roles: string[]) => deriveUserFlags({ email: 'x@school.example', roles }, PRIMARY_ROLES).isStaff;
    expect(staff(['Teacher'])).toBe(true);
    expect(staff(['Year2', 'Office'])).toBe(true);
    // The demo school's staff role means nothing at this school.
    expect(staff(['Staff'])).toBe(false);
    expect(staff(['Year6'])).toBe(false);
  });
});

describe('rolesOf', () => {
  it("is [''] when the token carries no roles", () => {
    expect(rolesOf(undefined)).toEqual(['']);
    expect(rolesOf({ roles: [] })).toEqual(['']);
  });

  it('keeps the roles the token carries, in order', () => {
    expect(rolesOf({ roles: ['Year8', 'Staff'] })).toEqual(['Year8', 'Staff']);
  });
});

describe('usernameOf', () => {
  it.each([
    ['ava.nguyen@school.example', 'ava.nguyen'],
    ['no-at-sign', 'no-at-sign'],
    ['a@b@c', 'a'],
  ])('takes the part of %s before @', (email, expected) => {
    expect(usernameOf(email)).toBe(expected);
  });
});
