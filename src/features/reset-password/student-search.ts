/**
 * Finding students by name in the directory: Graph's `$search` on displayName, limited to holders of the
 * student licence, with `ConsistencyLevel: eventual` (Graph refuses `$search` on users without it).
 */
import { protectedResources } from '../../shared/config/auth-config';
import type { GraphClient } from '../../shared/graph/graph-client';
import { GUID } from '../../shared/patterns';

/** Search runs only once at least this many characters are typed: shorter text matches too many names. */
export const MIN_SEARCH_LENGTH = 3;
/** The longest name searched for (the box takes no more): a student's names are far shorter. */
export const MAX_SEARCH_LENGTH = 64;
export const MAX_RESULTS = 5;

export interface Student {
  id: string;
  displayName: string;
}

export function isSearchable(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_LENGTH;
}

/** Inside the quoted `$search` clause, `\` and `"` are escaped with a backslash. */
export function escapeSearchValue(text: string): string {
  return text.replace(/[\\"]/g, (c) => `\\${c}`);
}

/**
 * The `/users` path and query for a student search. Every parameter value is percent-encoded (spaces as
 * %20, never `+`), so `&`, `#`, `%` and `+` in a name reach Graph as typed.
 */
export function studentSearchPath(text: string, studentLicenceSkuId: string): string {
  if (!GUID.test(studentLicenceSkuId))
    throw new Error(`The student licence id "${studentLicenceSkuId}" is not a GUID: check graph.studentLicenceSkuId in the settings file.`);
  const params: [string, string][] = [
    ['$search', `"displayName:${escapeSearchValue(text.trim().slice(0, MAX_SEARCH_LENGTH))}"`],
    ['$count', 'true'],
    ['$top', String(MAX_RESULTS)],
    ['$filter', `assignedLicenses/any(x:x/skuId eq ${studentLicenceSkuId})`],
    ['$select', 'id,displayName'],
  ];
  return `/users?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

export async function searchStudents(
  graph: GraphClient,
  text: string,
  studentLicenceSkuId: string,
  signal?: AbortSignal,
): Promise<Student[]> {
  const response = await graph.request(studentSearchPath(text, studentLicenceSkuId), {
    scopes: protectedResources.graphStudentSearch.scopes,
    headers: { ConsistencyLevel: 'eventual' },
    signal,
  });
  const body = (await response.json()) as { value?: unknown };
  if (!Array.isArray(body.value)) return [];
  return body.value.filter(
    (v): v is Student => typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.displayName === 'string',
  );
}
