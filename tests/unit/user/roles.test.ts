import { describe, expect, it } from 'vitest';
import { effectiveRoles, isStaffRoles, knownRoles, personKind, schoolRoles, yearOf } from '../../../packages/engine/src/shared/user/roles';
import { GRADE_ROLES, PRIMARY_ROLES, SPEC_ROLES } from '../../support/school-roles';

describe("a person's roles, read by the school's meaning", () => {
  it('puts staff before a year level before another role, whatever order the claim lists them in', () => {
    for (const held of [
      ['Teacher', 'Year3', 'Visitor'],
      ['Visitor', 'Year3', 'Teacher'],
      ['Year3', 'Teacher'],
    ]) {
      expect(personKind(PRIMARY_ROLES, held)).toEqual({ kind: 'staff', role: 'Teacher' });
      expect(isStaffRoles(PRIMARY_ROLES, held)).toBe(true);
    }
    expect(personKind(PRIMARY_ROLES, ['Visitor', 'Year2'])).toMatchObject({ kind: 'year', role: 'Year2', year: 2 });
    expect(personKind(PRIMARY_ROLES, ['Visitor'])).toEqual({ kind: 'other', role: 'Visitor' });
  });

  it('takes the highest of several year levels, not the first', () => {
    expect(yearOf(PRIMARY_ROLES, ['Year6', 'Year2'])).toBe(6);
    expect(yearOf(PRIMARY_ROLES, ['Year2', 'Year6'])).toBe(6);
    expect(effectiveRoles(PRIMARY_ROLES, ['Year2', 'Year6'])).toEqual(['Year6']);
    expect(yearOf(GRADE_ROLES, ['Grade13', 'Grade7'])).toBe(13);
  });

  it('counts a role the school does not name for nothing', () => {
    // Staff is the demo school's staff role, not this primary school's: no staff rights here.
    expect(isStaffRoles(PRIMARY_ROLES, ['Staff'])).toBe(false);
    expect(personKind(PRIMARY_ROLES, ['Staff', 'Year12'])).toEqual({ kind: 'none' });
    expect(effectiveRoles(PRIMARY_ROLES, ['Staff', 'Year12'])).toEqual(['']);
    expect(effectiveRoles(PRIMARY_ROLES, ['Staff', 'Year4'])).toEqual(['Year4']);
    expect(effectiveRoles(SPEC_ROLES, [])).toEqual(['']);
  });

  it('keeps every staff and other role the school names, once', () => {
    expect(effectiveRoles(PRIMARY_ROLES, ['Office', 'Teacher', 'Office', 'Visitor'])).toEqual(['Office', 'Teacher', 'Visitor']);
  });

  it('reads Foundation (or Prep) as year 0 and orders years by number, not by name', () => {
    const roles = schoolRoles({ staff: ['Staff'], years: { Year10: 10, Prep: 0, Year2: 2 } });
    expect(knownRoles(roles)).toEqual(['Prep', 'Year2', 'Year10', 'Staff']);
    expect(personKind(roles, ['Prep'])).toMatchObject({ kind: 'year', year: 0, label: 'Prep' });
    expect(personKind(roles, ['Year10'])).toMatchObject({ label: 'Year 10' });
  });
});
