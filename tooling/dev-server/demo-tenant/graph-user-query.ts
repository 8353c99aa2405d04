/**
 * `GET /users` query options as Graph applies them to the directory ($search, $filter on a licence, $top,
 * $count, $select). Pure functions, so their behaviour is tested without a server.
 */
import { GUID_SOURCE as GUID } from '../../../api/src/guid.ts';
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

/** The one `$filter` the portal uses: users holding a licence. Anything else is unsupported here. */
export function parseLicenceFilter(raw: string): string {
  const match = LICENCE_FILTER.exec(raw.trim().replace(/\s+/g, ' '));
  if (!match) throw new QueryError(`Unsupported or invalid query filter clause specified for property 'assignedLicenses': ${raw}`);
  return match[2]!.toLowerCase();
}

const SELECTABLE = ['id', 'displayName', 'userPrincipalName', 'mail'] as const;

export interface UserQuery {
  search?: SearchClause;
  skuId?: string;
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
  return {
    search: clause,
    skuId: filter === null ? undefined : parseLicenceFilter(filter),
    top: topValue,
    count: count === 'true',
    select: selected,
  };
}

export interface UserQueryResult {
  count: number;
  value: Record<string, string>[];
}

export function runUserQuery(users: readonly DirectoryUser[], query: UserQuery): UserQueryResult {
  const matching = users
    .filter((u) => query.skuId === undefined || u.skuIds.includes(query.skuId))
    .filter((u) => query.search === undefined || matchesSearch(u.displayName, query.search.value))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en-AU'));
  const value = matching.slice(0, query.top).map((u) => {
    const all: Record<string, string> = {
      id: u.id,
      displayName: u.displayName,
      userPrincipalName: u.userPrincipalName,
      mail: u.userPrincipalName,
    };
    return Object.fromEntries(query.select.map((p) => [p, all[p]!]));
  });
  return { count: matching.length, value };
}
