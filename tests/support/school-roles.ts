/** Two schools' roles for unit tests, as their school.yaml would write them. */
import { schoolRoles } from '../../packages/engine/src/shared/user/roles';

/** The spec's roles, as the demo school's school.yaml names them: Staff, BasicView and Year3 to Year12. */
export const SPEC_ROLES = schoolRoles({
  staff: ['Staff'],
  years: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`Year${i + 3}`, i + 3])),
  others: ['BasicView'],
});

/** A primary school's: teachers and office staff, Foundation to Year 6, and visitors. */
export const PRIMARY_ROLES = schoolRoles({
  staff: ['Teacher', 'Office'],
  years: { Foundation: 0, Year1: 1, Year2: 2, Year3: 3, Year4: 4, Year5: 5, Year6: 6 },
  others: ['Visitor'],
});

/** A secondary school that says "Grade" and goes to Year 13 (Grade13). */
export const GRADE_ROLES = schoolRoles({
  staff: ['Faculty'],
  years: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`Grade${i + 7}`, i + 7])),
});
