/**
 * What the values of the ID token's `roles` claim mean at a school (school.yaml's `roles`): which are
 * staff, which are a year level and its number, and which are other roles conditions may name. A person's
 * roles are read by meaning, never by their order in the claim (Entra does not keep one): staff before a
 * year level before another role; of several year levels, the highest. A value the school does not list
 * counts for nothing. Plain code (no Zod): the browser uses it.
 */

/** school.yaml's `roles`, as written. */
export interface RolesConfig {
  /** The role values of staff. */
  staff: string[];
  /** Each year level's role value and its number: Foundation (or Prep, Kindergarten) is 0. */
  years: Record<string, number>;
  /** Other role values conditions may name, e.g. BasicView. */
  others?: string[];
}

/** A year level: its role value, its number and its name in words ("Year 7", "Foundation"). */
export interface YearRole {
  role: string;
  year: number;
  label: string;
}

/** The school's roles as the portal uses them. */
export interface SchoolRoles {
  staff: readonly string[];
  /** Lowest year first. */
  years: readonly YearRole[];
  others: readonly string[];
}

/**
 * The roles a school gets when its school.yaml names none: Staff, Foundation to Year 12, and BasicView. A
 * superset of the roles engine 0.2.0 knew (Staff, BasicView, Year3 to Year12), so content written for it
 * still reads the same.
 */
export const DEFAULT_ROLES: RolesConfig = {
  staff: ['Staff'],
  years: { Foundation: 0, ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Year${i + 1}`, i + 1])) },
  others: ['BasicView'],
};

/** A role value in words: "Year7" is "Year 7", "Grade10" is "Grade 10", "Foundation" stays. */
export function roleInWords(role: string): string {
  return role.replace(/([A-Za-z])(\d)/g, '$1 $2');
}

export function schoolRoles(config: RolesConfig = DEFAULT_ROLES): SchoolRoles {
  const years = Object.entries(config.years)
    .map(([role, year]) => ({ role, year, label: roleInWords(role) }))
    .sort((a, b) => a.year - b.year || a.role.localeCompare(b.role));
  return { staff: [...config.staff], years, others: [...(config.others ?? [])] };
}

/** Every role value the school names: the years in order, then staff, then the others. */
export function knownRoles(roles: SchoolRoles): string[] {
  return [...roles.years.map((y) => y.role), ...roles.staff, ...roles.others];
}

/** The year level of a role value, or null for any other value. */
export function yearOfRole(roles: SchoolRoles, role: string): number | null {
  return roles.years.find((y) => y.role === role)?.year ?? null;
}

/** Whether a person with these roles is staff: they hold any of the school's staff roles. */
export function isStaffRoles(roles: SchoolRoles, held: readonly string[]): boolean {
  return held.some((r) => roles.staff.includes(r));
}

/** What kind of person a role list stands for, by the school's precedence (see the file's comment). */
export type PersonKind =
  | { kind: 'staff'; role: string }
  | { kind: 'year'; role: string; year: number; label: string }
  | { kind: 'other'; role: string }
  | { kind: 'none' };

export function personKind(roles: SchoolRoles, held: readonly string[]): PersonKind {
  const staff = roles.staff.find((r) => held.includes(r));
  if (staff) return { kind: 'staff', role: staff };
  const year = highestYear(roles, held);
  if (year) return { kind: 'year', ...year };
  const other = roles.others.find((r) => held.includes(r));
  return other ? { kind: 'other', role: other } : { kind: 'none' };
}

/**
 * The roles a person counts as holding at this school, from their ID token's: the staff and other roles the
 * school names, and one year level, the highest they hold (a student is in one year, whatever the claim
 * carries); a value the school does not name is dropped. Someone left with none holds `['']`, the one
 * role of a person without any, which conditions and previews name too. Every condition, tile and
 * guide reads these, so they all agree with personKind.
 */
export function effectiveRoles(roles: SchoolRoles, held: readonly string[]): string[] {
  const year = highestYear(roles, held);
  const kept = held.filter((r) => roles.staff.includes(r) || roles.others.includes(r) || r === year?.role);
  const unique = [...new Set(kept)];
  return unique.length > 0 ? unique : [''];
}

/** A person's year level by that precedence (the highest year role they hold), or null. */
export function yearOf(roles: SchoolRoles, held: readonly string[]): number | null {
  return highestYear(roles, held)?.year ?? null;
}

function highestYear(roles: SchoolRoles, held: readonly string[]): YearRole | undefined {
  return [...roles.years].reverse().find((y) => held.includes(y.role));
}

/**
 * One role list for each kind of person the content can tell apart: each staff role, each year level, each
 * other role, and someone with no role (`['']`, as the ID token's missing claim reads). Whatever a
 * condition says, everyone sees what one of these sees.
 */
export function everyAudience(roles: SchoolRoles): readonly (readonly string[])[] {
  return [...knownRoles(roles).map((role) => [role]), ['']];
}

/** The roles a condition may name, in words, for messages. */
export function describeKnownRoles(roles: SchoolRoles): string {
  const first = roles.years[0];
  const last = roles.years.at(-1);
  const named = [...roles.staff, ...roles.others];
  const years = first && last ? (first === last ? first.role : `${first.role} ... ${last.role}`) : '';
  // An example range from the middle year to the last, e.g. Year7-Year12.
  const middle = roles.years[Math.floor((roles.years.length - 1) / 2)];
  const range = first && last && middle && first !== last ? `, a range such as ${middle.role}-${last.role}` : '';
  return `everyone, ${[...named, ...(years ? [years] : [])].join(', ')}${range}, or "not" before any of them`;
}
