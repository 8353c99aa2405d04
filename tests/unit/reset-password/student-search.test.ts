import { describe, expect, it, vi } from 'vitest';
import { createGraphClient } from '../../../src/shared/graph/graph-client';
import {
  escapeSearchValue,
  isSearchable,
  MAX_SEARCH_LENGTH,
  searchStudents,
  studentSearchPath,
} from '../../../src/features/reset-password/student-search';

const SKU = '5a1e0000-0000-4000-8000-00000000c0de';
const FILTER = '$filter=assignedLicenses%2Fany(x%3Ax%2FskuId%20eq%205a1e0000-0000-4000-8000-00000000c0de)';

/** What Graph reads back out of the query string. */
const searchParam = (path: string) => new URL(`https://graph.example/v1.0${path}`).searchParams.get('$search');

describe('student search URL', () => {
  it('asks for the first 5 licensed students by display name, with a count and only id and name', () => {
    expect(studentSearchPath('ava', SKU)).toBe(
      `/users?$search=%22displayName%3Aava%22&$count=true&$top=5&${FILTER}&$select=id%2CdisplayName`,
    );
  });

  it.each([
    ["O'Brien", "%22displayName%3AO'Brien%22", '"displayName:O\'Brien"'],
    ['a"b', '%22displayName%3Aa%5C%22b%22', '"displayName:a\\"b"'],
    ['a\\b', '%22displayName%3Aa%5C%5Cb%22', '"displayName:a\\\\b"'],
    ['a&b', '%22displayName%3Aa%26b%22', '"displayName:a&b"'],
    ['100%', '%22displayName%3A100%25%22', '"displayName:100%"'],
    ['a+b', '%22displayName%3Aa%2Bb%22', '"displayName:a+b"'],
    ['a#b', '%22displayName%3Aa%23b%22', '"displayName:a#b"'],
    ['Mei Ling', '%22displayName%3AMei%20Ling%22', '"displayName:Mei Ling"'],
    ['🦘 roo', '%22displayName%3A%F0%9F%A6%98%20roo%22', '"displayName:🦘 roo"'],
  ])('escapes and encodes %j', (text, encoded, decoded) => {
    const path = studentSearchPath(text, SKU);
    expect(path).toContain(`$search=${encoded}&`);
    expect(path).not.toMatch(/\+/);
    expect(searchParam(path)).toBe(decoded);
  });

  it('escapes backslashes before quotes, so neither can end the clause early', () => {
    expect(escapeSearchValue('\\"')).toBe('\\\\\\"');
  });

  it(`searches for at most ${MAX_SEARCH_LENGTH} characters, however much text it is given`, () => {
    expect(MAX_SEARCH_LENGTH).toBe(64);
    expect(searchParam(studentSearchPath(`Ava ${'x'.repeat(500)}`, SKU))).toBe(`"displayName:Ava ${'x'.repeat(60)}"`);
  });

  it('trims the typed text', () => {
    expect(searchParam(studentSearchPath('  Zoë  ', SKU))).toBe('"displayName:Zoë"');
  });

  it('refuses a licence id that is not a GUID, naming the setting', () => {
    expect(() => studentSearchPath('ava', 'x) or (1 eq 1')).toThrow(/graph\.studentLicenceSkuId/);
  });

  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    ['Zoë', true],
  ])('%j is searchable: %s', (text, expected) => {
    expect(isSearchable(text)).toBe(expected);
  });
});

describe('searchStudents', () => {
  it('sends ConsistencyLevel: eventual and reads id and displayName from the value list', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        new Response(JSON.stringify({ '@odata.count': 1, value: [{ id: '1', displayName: 'Mei-Ling Tan' }, { id: 2 }] }), { status: 200 }),
      );
    const graph = createGraphClient({ baseUrl: 'https://graph.example/v1.0', getAccessToken: async () => 't', fetch: fetchImpl });
    await expect(searchStudents(graph, 'mei', SKU)).resolves.toEqual([{ id: '1', displayName: 'Mei-Ling Tan' }]);
    const init = fetchImpl.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).ConsistencyLevel).toBe('eventual');
  });
});
