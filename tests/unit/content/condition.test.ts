import { describe, expect, it } from 'vitest';
import { conditionMatches } from '../../../packages/engine/src/shared/content/schema/condition';
import { parseCondition } from '../../../packages/engine/src/shared/content/schema/condition-parse';

describe('parseCondition', () => {
  it.each([
    ['everyone', { include: [{ kind: 'everyone' }], exclude: [] }],
    ['Staff', { include: [{ kind: 'role', role: 'Staff' }], exclude: [] }],
    ['not BasicView', { include: [], exclude: [{ kind: 'role', role: 'BasicView' }] }],
    [
      'Year7-Year12, Staff',
      {
        include: [
          { kind: 'years', from: 7, to: 12 },
          { kind: 'role', role: 'Staff' },
        ],
        exclude: [],
      },
    ],
    ['Year8', { include: [{ kind: 'years', from: 8, to: 8 }], exclude: [] }],
    ['Year3 - Year5', { include: [{ kind: 'years', from: 3, to: 5 }], exclude: [] }],
    ['Staff, not BasicView', { include: [{ kind: 'role', role: 'Staff' }], exclude: [{ kind: 'role', role: 'BasicView' }] }],
  ])('reads "%s"', (source, expected) => {
    expect(parseCondition(source)).toEqual({ ok: true, condition: { source, ...expected } });
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
    ['Year2-Year6', 'Unknown year in "Year2-Year6": years go from Year3 to Year12.'],
    ['Staff,, BasicView', 'The condition "Staff,, BasicView" has an empty part: separate roles with single commas.'],
    ['', 'The condition "" has an empty part: separate roles with single commas.'],
    ['not everyone', '"not everyone" would hide this from every user.'],
    ['everyone, Staff', '"everyone" already includes every user: remove the other roles from "everyone, Staff".'],
  ])('rejects "%s"', (source, message) => {
    expect(parseCondition(source)).toEqual({ ok: false, message });
  });
});

const parsed = (source: string) => {
  const result = parseCondition(source);
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
    // Year terms test the first role only, as the spec's eligibility rules do.
    ['Year7-Year12, Staff', ['BasicView', 'Year9'], false],
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
    const parsed = parseCondition(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return conditionMatches(parsed.condition, roles);
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
