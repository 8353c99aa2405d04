/**
 * `GET /users` query options as Graph applies them to the directory ($search, $filter on a licence and on
 * the start of userPrincipalName, $top, $count, $select). Pure functions, so their behaviour is tested
 * without a server.
 */
import { GUID_SOURCE as GUID } from '@school-it-portal/function-app/src/guid.ts';
import type { DirectoryUser } from './directory.ts';

export class QueryError extends Error {
  override name = 'QueryError';
}

export interface SearchClause {
  property: string;
  value: string;
}

/** Parses `"displayName:text"` with `\"` and `\\` escapes, as Graph reads a `$search` clause. */
export function parseSearchClause(raw: string): SearchClause {
  const text = raw.trim();
  if (!text.startsWith('"')) throw new QueryError('Syntax error: $search clauses must be in double quotes.');
  let value = '';
  let i = 1;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[i + 1];
      if (next !== '"' && next !== '\\') throw new QueryError(`Syntax error: invalid escape sequence in $search at position ${i}.`);
      value += next;
      i++;
    } else if (c === '"') {
      break;
    } else {
      value += c;
    }
  }
  if (i !== text.length - 1) throw new QueryError('Syntax error: $search has text after the closing quote or no closing quote.');
  const colon = value.indexOf(':');
  if (colon <= 0) throw new QueryError('Syntax error: $search clauses look like "property:value".');
  return { property: value.slice(0, colon), value: value.slice(colon + 1) };
}

/**
 * Word tokens as the directory index makes them: split on spaces, symbols, digits and lower-to-upper case
 * changes ("McDonald" gives "mc" and "donald"), lower-cased.
 */
export function tokenise(text: string): string[] {
  return text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean)
    .map((t) => t.toLocaleLowerCase('en-AU'));
}

/** Every token of the query starts some token of the name (or of a whole word of it). */
export function matchesSearch(displayName: string, query: string): boolean {
  const queryTokens = tokenise(query);
  if (queryTokens.length === 0) return false;
  const nameTokens = [...tokenise(displayName), ...displayName.split(/\s+/).map((w) => w.toLocaleLowerCase('en-AU'))];
  return queryTokens.every((q) => nameTokens.some((n) => n.startsWith(q)));
}

const LICENCE_FILTER = new RegExp(`^assignedLicenses/any\\((\\w+):\\1/skuId eq (${GUID})\\)$`);

/** The licence clause of a `$filter`: users holding a licence. Anything else is unsupported here. */
export function parseLicenceFilter(raw: string): string {
  const match = LICENCE_FILTER.exec(raw.trim().replace(/\s+/g, ' '));
  if (!match) throw new QueryError(`Unsupported or invalid query filter clause specified for property 'assignedLicenses': ${raw}`);
  return match[2]!.toLowerCase();
}

/** `startswith(userPrincipalName,'text')`, the text an OData string literal (a quote is written twice). */
const UPN_PREFIX_FILTER = /^startswith\(\s*userPrincipalName\s*,\s*'((?:[^']|'')*)'\s*\)$/i;

export interface UserFilter {
  skuId?: string;
  upnPrefix?: string;
}

/**
 * The `$filter`s the portal uses: a licence, the start of a username, or both joined by `and`. A quote
 * left single inside the literal ends it early, which Graph refuses as a syntax error.
 */
export function parseUserFilter(raw: string): UserFilter {
  const filter: UserFilter = {};
  // Split on ` and ` outside string literals.
  const clauses: string[] = [];
  let current = '';
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === "'") inString = !inString;
    if (!inString && /^ and /i.test(raw.slice(i, i + 5))) {
      clauses.push(current);
      current = '';
      i += 4;
      continue;
    }
    current += c;
  }
  if (inString) throw new QueryError('Syntax error: the $filter has a string literal without its closing quote.');
  clauses.push(current);
  for (const clause of clauses.map((c) => c.trim())) {
    const upn = UPN_PREFIX_FILTER.exec(clause);
    if (upn) {
      if (filter.upnPrefix !== undefined) throw new QueryError('Unsupported query: more than one userPrincipalName clause.');
      filter.upnPrefix = upn[1]!.replace(/''/g, "'");
    } else {
      if (filter.skuId !== undefined) throw new QueryError('Unsupported query: more than one assignedLicenses clause.');
      filter.skuId = parseLicenceFilter(clause);
    }
  }
  return filter;
}

const SELECTABLE = ['id', 'displayName', 'userPrincipalName', 'mail', 'department', 'jobTitle'] as const;
/**
 * What `User.ReadBasic.All` may read of other users; anything else (department, jobTitle) needs
 * `User.Read.All`, and without it Graph leaves it out.
 */
export const BASIC_PROFILE: readonly string[] = ['id', 'displayName', 'userPrincipalName', 'mail'];

export interface UserQuery {
  search?: SearchClause;
  skuId?: string;
  upnPrefix?: string;
  top: number;
  count: boolean;
  select: readonly string[];
}

/** Reads the query string of `GET /users`; throws QueryError (a 400) for what Graph would refuse. */
export function parseUserQuery(params: URLSearchParams): UserQuery {
  const search = params.get('$search');
  const filter = params.get('$filter');
  const top = params.get('$top');
  const count = params.get('$count');
  const select = params.get('$select');
  const topValue = top === null ? 100 : Number(top);
  if (!Number.isInteger(topValue) || topValue < 1 || topValue > 999)
    throw new QueryError(`Invalid page size specified: '${top}'. Must be between 1 and 999 inclusive.`);
  if (count !== null && count !== 'true' && count !== 'false') throw new QueryError(`Invalid $count value '${count}'.`);
  const selected = select === null ? ['id', 'displayName', 'userPrincipalName', 'mail'] : select.split(',').map((s) => s.trim());
  for (const property of selected) {
    if (!(SELECTABLE as readonly string[]).includes(property))
      throw new QueryError(`Could not find a property named '${property}' on type 'microsoft.graph.user'.`);
  }
  const clause = search === null ? undefined : parseSearchClause(search);
  if (clause && clause.property !== 'displayName')
    throw new QueryError(`This emulator searches displayName only, not '${clause.property}'.`);
  const { skuId, upnPrefix } = filter === null ? {} : parseUserFilter(filter);
  return {
    search: clause,
    skuId,
    upnPrefix,
    top: topValue,
    count: count === 'true',
    select: selected,
  };
}

export interface UserQueryResult {
  count: number;
  value: Record<string, string | null>[];
}

/** Runs the query; with `basicProfileOnly` (the caller holds only User.ReadBasic.All) other properties are null. */
export function runUserQuery(users: readonly DirectoryUser[], query: UserQuery, { basicProfileOnly = false } = {}): UserQueryResult {
  const prefix = query.upnPrefix?.toLocaleLowerCase('en-AU');
  const matching = users
    .filter((u) => query.skuId === undefined || u.skuIds.includes(query.skuId))
    .filter((u) => prefix === undefined || u.userPrincipalName.toLocaleLowerCase('en-AU').startsWith(prefix))
    .filter((u) => query.search === undefined || matchesSearch(u.displayName, query.search.value))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en-AU'));
  const value = matching.slice(0, query.top).map((u) => {
    const all: Record<string, string | null> = {
      id: u.id,
      displayName: u.displayName,
      userPrincipalName: u.userPrincipalName,
      mail: u.userPrincipalName,
      department: u.department ?? null,
      jobTitle: u.jobTitle ?? null,
    };
    return Object.fromEntries(query.select.map((p) => [p, basicProfileOnly && !BASIC_PROFILE.includes(p) ? null : all[p]!]));
  });
  return { count: matching.length, value };
}
