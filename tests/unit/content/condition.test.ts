import { describe, expect, it } from 'vitest';
import { conditionMatches } from '../../../packages/engine/src/shared/content/schema/condition';
import { parseCondition } from '../../../packages/engine/src/shared/content/schema/condition-parse';
import { GRADE_ROLES, PRIMARY_ROLES, SPEC_ROLES } from '../../support/school-roles';

/** The year roles from..to, as the demo school names them. */
const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Year${from + i}`);

describe("parseCondition, with the spec's roles (the demo school's school.yaml)", () => {
  it.each([
    ['everyone', { include: [{ kind: 'everyone' }], exclude: [] }],
    ['Staff', { include: [{ kind: 'role', role: 'Staff' }], exclude: [] }],
    ['not BasicView', { include: [], exclude: [{ kind: 'role', role: 'BasicView' }] }],
    [
      'Year7-Year12, Staff',
      {
        include: [
          { kind: 'years', from: 7, to: 12, roles: years(7, 12) },
          { kind: 'role', role: 'Staff' },
        ],
        exclude: [],
      },
    ],
    ['Year8', { include: [{ kind: 'years', from: 8, to: 8, roles: ['Year8'] }], exclude: [] }],
    ['Year3 - Year5', { include: [{ kind: 'years', from: 3, to: 5, roles: years(3, 5) }], exclude: [] }],
    ['Staff, not BasicView', { include: [{ kind: 'role', role: 'Staff' }], exclude: [{ kind: 'role', role: 'BasicView' }] }],
  ])('reads "%s"', (source, expected) => {
    expect(parseCondition(source, SPEC_ROLES)).toEqual({ ok: true, condition: { source, ...expected } });
  });

  it.each([
    ['Year13', 'There is no role "Year13": years go from Year3 to Year12.'],
    ['Staf', 'Unknown role "Staf": did you mean "Staff"?'],
    ['Basicview', 'Unknown role "Basicview". Roles are case-sensitive: did you mean "BasicView"?'],
    ['year8', 'Unknown role "year8". Roles are case-sensitive: did you mean "Year8"?'],
    ['Year 8', 'Unknown role "Year 8": did you mean "Year8"?'],
    ['Year7-12', 'Unknown role "Year7-12": did you mean "Year7-Year12"? Write Year before both years.'],
    ['not Satff', 'Unknown role "Satff": did you mean "Staff"?'],
    [
      'Teachers',
      'Unknown role "Teachers". Write one of: everyone, Staff, BasicView, Year3 ... Year12, a range such as Year7-Year12, or "not" before any of them.',
    ],
    ['staff', 'Unknown role "staff". Roles are case-sensitive: did you mean "Staff"?'],
    ['Year12-Year7', 'The range "Year12-Year7" runs backwards: write the lower year first, e.g. Year7-Year12.'],
    ['Year2-Year6', 'Unknown year "Year2" in "Year2-Year6": years go from Year3 to Year12 (did you mean "Year3"?).'],
    ['Staff,, BasicView', 'The condition "Staff,, BasicView" has an empty part: separate roles with single commas.'],
    ['', 'The condition "" has an empty part: separate roles with single commas.'],
    ['not everyone', '"not everyone" would hide this from every user.'],
    ['everyone, Staff', '"everyone" already includes every user: remove the other roles from "everyone, Staff".'],
  ])('rejects "%s"', (source, message) => {
    expect(parseCondition(source, SPEC_ROLES)).toEqual({ ok: false, message });
  });
});

const parsed = (source: string, roles = SPEC_ROLES) => {
  const result = parseCondition(source, roles);
  if (!result.ok) throw new Error(result.message);
  return result.condition;
};

describe('conditionMatches', () => {
  it.each([
    ['everyone', [''], true],
    ['Staff', ['Staff'], true],
    ['Staff', ['Year8'], false],
    ['not BasicView', ['Year8'], true],
    ['not BasicView', ['BasicView'], false],
    ['not BasicView', [''], true],
    ['not BasicView', ['Staff', 'BasicView'], false],
    ['Year7-Year12, Staff', ['Year7'], true],
    ['Year7-Year12, Staff', ['Year6'], false],
    // Any role held counts, wherever it is in the claim: Entra keeps no order.
    ['Year7-Year12, Staff', ['BasicView', 'Year9'], true],
    ['Year7-Year12', ['Year9', 'Year6'], true],
    ['Year7-Year12, Staff', ['BasicView', 'Staff'], true],
    ['Year6-Year12', ['Year12'], true],
    ['Year6-Year12', [''], false],
    ['Year3-Year5', ['Year4'], true],
    // A role that only starts like a year is no year.
    ['Year7-Year12, Staff', ['Year7Plus'], false],
    ['Staff, not BasicView', ['Staff', 'BasicView'], false],
  ] as const)('"%s" for roles %j is %s', (source, roles, expected) => {
    expect(conditionMatches(parsed(source), roles)).toBe(expected);
  });
});

describe("the README's audience examples", () => {
  const matches = (text: string, roles: string[]) => {
    return conditionMatches(parsed(text), roles);
  };

  it('"not Year3-Year5" hides a guide from years 3 to 5 only', () => {
    expect([['Year3'], ['Year4'], ['Year5']].map((r) => matches('not Year3-Year5', r))).toEqual([false, false, false]);
    expect([['Year6'], ['Year12'], ['Staff'], ['BasicView'], ['']].map((r) => matches('not Year3-Year5', r))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('"Year7-Year12, Staff" shows it to years 7 to 12 and staff', () => {
    expect([['Year7'], ['Year12'], ['Staff'], ['Year6'], ['BasicView']].map((r) => matches('Year7-Year12, Staff', r))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("conditions in a school's own roles", () => {
  it('reads years from Foundation, in the names the school gives them', () => {
    expect(parseCondition('Foundation-Year2', PRIMARY_ROLES)).toEqual({
      ok: true,
      condition: {
        source: 'Foundation-Year2',
        include: [{ kind: 'years', from: 0, to: 2, roles: ['Foundation', 'Year1', 'Year2'] }],
        exclude: [],
      },
    });
    expect(conditionMatches(parsed('Foundation-Year2', PRIMARY_ROLES), ['Year1'])).toBe(true);
    expect(conditionMatches(parsed('Foundation-Year2', PRIMARY_ROLES), ['Year3'])).toBe(false);
    expect(conditionMatches(parsed('Teacher, Office', PRIMARY_ROLES), ['Office'])).toBe(true);
    expect(conditionMatches(parsed('not Visitor', PRIMARY_ROLES), ['Foundation'])).toBe(true);
  });

  it('reads a school that says Grade and goes to Grade 13', () => {
    expect(conditionMatches(parsed('Grade11-Grade13', GRADE_ROLES), ['Grade13'])).toBe(true);
    expect(conditionMatches(parsed('Grade11-Grade13', GRADE_ROLES), ['Grade10'])).toBe(false);
  });

  it("names the school's own roles when one is unknown, and its years when one is out of range", () => {
    expect(parseCondition('Staff', PRIMARY_ROLES)).toEqual({
      ok: false,
      message:
        'Unknown role "Staff". Write one of: everyone, Teacher, Office, Visitor, Foundation ... Year6, a range such as Year3-Year6, or "not" before any of them.',
    });
    expect(parseCondition('Year7', PRIMARY_ROLES)).toEqual({
      ok: false,
      message: 'There is no role "Year7": years go from Foundation to Year6.',
    });
    expect(parseCondition('Grade6-Grade8', GRADE_ROLES)).toEqual({
      ok: false,
      message: 'Unknown year "Grade6" in "Grade6-Grade8": years go from Grade7 to Grade13 (did you mean "Grade7"?).',
    });
    expect(parseCondition('grade8', GRADE_ROLES)).toEqual({
      ok: false,
      message: 'Unknown role "grade8". Roles are case-sensitive: did you mean "Grade8"?',
    });
  });
});
