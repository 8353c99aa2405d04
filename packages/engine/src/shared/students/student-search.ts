/**
 * Finding students in the directory, by name (Graph's `$search` on displayName) or by username (a `$filter`
 * on the start of userPrincipalName), limited to holders of the student licence, with
 * `ConsistencyLevel: eventual` (Graph refuses `$search`, and a licence filter with others, without it).
 * Each result carries what tells two students of one name apart: the username, and the year and home group
 * where the school's directory keeps them (`department`, `jobTitle`; read with User.Read.All).
 *
 * Graph's `$search` matches the start of each word of a name exactly, accents included: "siobhan" does
 * not find "Siobhán". So a name typed without accents is also looked up by the start of the username
 * (schools make usernames from names without their accents: siobhan.obrien), and those results are kept
 * only when the name matches with the accents folded away on both sides (`matchesFolded`). Used by both
 * staff tools (Reset Student Password, Give a student a Temporary Access Pass).
 */
import { protectedResources } from '../config/auth-config';
import type { GraphClient } from '../graph/graph-client';
import { GUID } from '../patterns';

/** Search runs only once at least this many characters are typed: shorter text matches too many names. */
export const MIN_SEARCH_LENGTH = 3;
/** The longest name searched for (the box takes no more): a student's names are far shorter. */
export const MAX_SEARCH_LENGTH = 64;
export const MAX_RESULTS = 5;

export interface Student {
  id: string;
  displayName: string;
  /** The username (userPrincipalName), e.g. jack.thompson2@students.school.example. */
  userPrincipalName?: string;
  /** The directory's department: in most schools the year level. */
  department?: string;
  /** The directory's job title: in many schools the home group or class. */
  jobTitle?: string;
}

export function isSearchable(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_LENGTH;
}

/** Inside the quoted `$search` clause, `\` and `"` are escaped with a backslash. */
export function escapeSearchValue(text: string): string {
  return text.replace(/[\\"]/g, (c) => `\\${c}`);
}

/** Inside an OData string literal (`'...'`), a quote is written twice. */
export function escapeODataString(text: string): string {
  return text.replace(/'/g, "''");
}

/** Letters that do not come apart into a base letter and a mark (NFD), as a username would spell them. */
const OWN_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

/** The text without accents, in lower case: "Zoë Müller" is "zoe muller", "Siobhán" is "siobhan". */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-AU')
    .replace(/[øæœßđðłþı]/g, (c) => OWN_LETTERS[c] ?? c);
}

/** Word tokens as the directory splits a name (spaces, symbols, digits), folded. */
function foldedTokens(text: string): string[] {
  return foldAccents(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/** Every word typed starts a word of the name, accents ignored on both sides ("siobhan o'b" matches "Siobhán O'Brien"). */
export function matchesFolded(displayName: string, typed: string): boolean {
  const wanted = foldedTokens(typed);
  const name = foldedTokens(displayName);
  return wanted.length > 0 && wanted.every((w) => name.some((n) => n.startsWith(w)));
}

/**
 * The username prefix a name typed without accents stands for ("zoe mu" -> "zoe.mu"), or null when the
 * text has accents of its own (the directory's search already matches those as typed) or is a username.
 */
export function foldedUsernamePrefix(text: string): string | null {
  const typed = text.trim().slice(0, MAX_SEARCH_LENGTH);
  if (isUsername(typed) || foldAccents(typed) !== typed.toLocaleLowerCase('en-AU')) return null;
  const words = typed
    .toLocaleLowerCase('en-AU')
    .replace(/[^a-z\s-]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 0 ? words.join('.') : null;
}

/** Text with no spaces and an `@` or a `.` is a username (usernames are first.last, names have spaces). */
export function isUsername(text: string): boolean {
  const trimmed = text.trim();
  return !/\s/.test(trimmed) && /[@.]/.test(trimmed);
}

/**
 * The `/users` path and query for a student search: by username when the text looks like one, else by
 * name. Every parameter value is percent-encoded (spaces as %20, never `+`), so `&`, `#`, `%`, `'` and `+`
 * reach Graph as typed.
 */
export function studentSearchPath(text: string, studentLicenceSkuId: string, { byUsername: asUsername = false } = {}): string {
  if (!GUID.test(studentLicenceSkuId))
    throw new Error(
      `The student licence id "${studentLicenceSkuId}" is not a GUID: check passwordReset.studentLicenceSkuId in school.yaml.`,
    );
  const typed = text.trim().slice(0, MAX_SEARCH_LENGTH);
  const licence = `assignedLicenses/any(x:x/skuId eq ${studentLicenceSkuId})`;
  const byUsername = asUsername || isUsername(typed);
  const params: [string, string][] = [
    ...(byUsername ? [] : [['$search', `"displayName:${escapeSearchValue(typed)}"`] as [string, string]]),
    ['$count', 'true'],
    ['$top', String(MAX_RESULTS)],
    ['$filter', byUsername ? `startswith(userPrincipalName,'${escapeODataString(typed)}') and ${licence}` : licence],
    ['$select', 'id,displayName,userPrincipalName,department,jobTitle'],
  ];
  return `/users?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

export async function searchStudents(
  graph: GraphClient,
  text: string,
  studentLicenceSkuId: string,
  signal?: AbortSignal,
): Promise<Student[]> {
  return studentsAt(graph, studentSearchPath(text, studentLicenceSkuId), signal);
}

/**
 * The students a name typed without accents may mean, found by the start of their username and kept only
 * when their name matches with accents folded (none when the text needs no folding).
 */
export async function searchStudentsFolded(
  graph: GraphClient,
  text: string,
  studentLicenceSkuId: string,
  signal?: AbortSignal,
): Promise<Student[]> {
  const prefix = foldedUsernamePrefix(text);
  if (prefix === null) return [];
  const found = await studentsAt(graph, studentSearchPath(prefix, studentLicenceSkuId, { byUsername: true }), signal);
  return found.filter((student) => matchesFolded(student.displayName, text));
}

/** The first results, then those of `more` that are not among them yet, at most MAX_RESULTS in all. */
export function mergeStudents(first: readonly Student[], more: readonly Student[]): Student[] {
  const ids = new Set(first.map((s) => s.id));
  return [...first, ...more.filter((s) => !ids.has(s.id))].slice(0, MAX_RESULTS);
}

async function studentsAt(graph: GraphClient, path: string, signal?: AbortSignal): Promise<Student[]> {
  const response = await graph.request(path, {
    scopes: protectedResources.graphStudentSearch.scopes,
    headers: { ConsistencyLevel: 'eventual' },
    signal,
  });
  const body = (await response.json()) as { value?: unknown };
  if (!Array.isArray(body.value)) return [];
  return body.value.flatMap((v: unknown) => {
    const student = studentOf(v);
    return student ? [student] : [];
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A result as the portal shows it: id and name required; the rest only when the directory has it. */
function studentOf(value: unknown): Student | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.displayName !== 'string') return null;
  const details = { userPrincipalName: text(v.userPrincipalName), department: text(v.department), jobTitle: text(v.jobTitle) };
  return {
    id: v.id,
    displayName: v.displayName,
    ...Object.fromEntries(Object.entries(details).filter(([, detail]) => detail !== undefined)),
  };
}

/** What tells this student apart from another of the same name: "Year 9, 9B" (empty when unknown). */
export function yearAndClass(student: Student): string {
  const parts = [student.department, student.jobTitle].filter((p): p is string => p !== undefined);
  // A school may put the same value in both.
  return [...new Set(parts)].join(', ');
}

/** "Jack Thompson (jack.thompson2@students.school.example)", or the name alone when the username is unknown. */
export function nameWithUsername(student: Student): string {
  return student.userPrincipalName ? `${student.displayName} (${student.userPrincipalName})` : student.displayName;
}
