/**
 * The lifetimes the student pass tool offers when school.yaml does not say, in minutes: the Function App's
 * own defaults (the contract's STUDENT_PASS_LIFETIME_MINUTES; tests/unit/student-pass keeps them equal).
 * Written here because the content schema is loaded by plain Node at build time, which cannot read the
 * contract's TypeScript; plain constants, so the app reads them without the schema.
 */
export const STUDENT_PASS_LIFETIMES = { min: 10, max: 480, default: 60 } as const;
