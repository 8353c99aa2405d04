import { describe, expect, it } from 'vitest';
import { deriveUserFlags, rolesOrDefault, usernameOf, type UserFlags } from '../../../src/shared/user/current-user';

type Row = [label: string, email: string, roles: string[] | undefined, expected: UserFlags];

const flags = (username: string, f: Partial<UserFlags> = {}): UserFlags => ({
  username,
  isStaff: false,
  basicView: false,
  isAdobeEligible: false,
  isITCStudent: false,
  isGrammarlyEligible: false,
  ...f,
});

const rows: Row[] = [
  ['Ava Nguyen (Year8)', 'ava.nguyen@school.example', ['Year8'], flags('ava.nguyen', { isAdobeEligible: true, isGrammarlyEligible: true })],
  ['Leo Martin (Year4)', 'leo.martin@school.example', ['Year4'], flags('leo.martin', { isITCStudent: true })],
  ['Zoe Patel (Year6)', 'zoe.patel@school.example', ['Year6'], flags('zoe.patel', { isGrammarlyEligible: true })],
  ['Ethan Lee (Year12)', 'ethan.lee@school.example', ['Year12'], flags('ethan.lee', { isAdobeEligible: true, isGrammarlyEligible: true })],
  ['Mia Brown (BasicView)', 'mia.brown@school.example', ['BasicView'], flags('mia.brown', { basicView: true })],
  ['Olivia Chen (Staff)', 'olivia.chen@school.example', ['Staff'], flags('olivia.chen', { isStaff: true, isAdobeEligible: true })],
  ['James Wilson (Staff)', 'james.wilson@school.example', ['Staff'], flags('james.wilson', { isStaff: true, isAdobeEligible: true })],
  ['Noah Smith (no roles claim)', 'noah.smith@school.example', undefined, flags('noah.smith')],
  ['a Year3 student', 'y3@school.example', ['Year3'], flags('y3', { isITCStudent: true })],
  ['a Year5 student', 'y5@school.example', ['Year5'], flags('y5', { isITCStudent: true })],
  ['a Year7 student', 'y7@school.example', ['Year7'], flags('y7', { isAdobeEligible: true, isGrammarlyEligible: true })],
  ['a Year11 student', 'y11@school.example', ['Year11'], flags('y11', { isAdobeEligible: true, isGrammarlyEligible: true })],
  ['an empty roles claim', 'e@school.example', [], flags('e')],
  [
    'Staff who is also BasicView',
    's@school.example',
    ['Staff', 'BasicView'],
    flags('s', { isStaff: true, basicView: true, isAdobeEligible: true }),
  ],
  // Year eligibility follows the first role only, as the spec says.
  ['a year role that is not first', 'x@school.example', ['BasicView', 'Year9'], flags('x', { basicView: true })],
  ['a look-alike role', 'z@school.example', ['Year7Plus'], flags('z')],
];

describe('deriveUserFlags', () => {
  it.each(rows)('derives the flags of %s', (_label, email, roles, expected) => {
    expect(deriveUserFlags({ email, userRoles: rolesOrDefault(roles) })).toEqual(expected);
  });
});

describe('rolesOrDefault', () => {
  it("is [''] when the token carries no roles", () => {
    expect(rolesOrDefault(undefined)).toEqual(['']);
    expect(rolesOrDefault([])).toEqual(['']);
  });

  it('keeps the roles the token carries, in order', () => {
    expect(rolesOrDefault(['Year8', 'Staff'])).toEqual(['Year8', 'Staff']);
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
