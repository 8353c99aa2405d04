/**
 * Who-sees-what conditions, written the way a technician thinks: `Year7-Year12, Staff`, `not BasicView`,
 * `everyone`, in the school's own role values (school.yaml's `roles`). Parsed once, at build time
 * (condition-parse.ts), into this small JSON-friendly shape that the browser evaluates: the parser and its
 * messages stay out of the browser's first load, and so does the school's role list.
 */

export type ConditionTerm =
  | { kind: 'everyone' }
  /** A named role such as Staff: the user holds it (any of their roles). */
  | { kind: 'role'; role: string }
  /**
   * A year level or range: the user holds one of its year roles (`roles`, the school's roles for the years
   * from..to). The order of the roles claim never matters.
   */
  | { kind: 'years'; from: number; to: number; roles: string[] };

export interface Condition {
  /** The text as written, for messages and reports. */
  source: string;
  /** Positive terms, OR'd. Empty means everyone. */
  include: ConditionTerm[];
  /** `not` terms: a user matching any of them is excluded. */
  exclude: ConditionTerm[];
}

function termMatches(term: ConditionTerm, roles: readonly string[]): boolean {
  switch (term.kind) {
    case 'everyone':
      return true;
    case 'role':
      return roles.includes(term.role);
    case 'years':
      return term.roles.some((role) => roles.includes(role));
  }
}

/** Does a user with these roles meet the condition? Positive terms are OR'd; `not` terms exclude. */
export function conditionMatches(condition: Condition, roles: readonly string[]): boolean {
  if (condition.exclude.some((t) => termMatches(t, roles))) return false;
  return condition.include.length === 0 || condition.include.some((t) => termMatches(t, roles));
}
