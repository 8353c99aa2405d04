import { describe, expect, it, vi } from 'vitest';
import { createGraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import {
  escapeODataString,
  escapeSearchValue,
  isSearchable,
  isUsername,
  nameWithUsername,
  yearAndClass,
  MAX_SEARCH_LENGTH,
  searchStudents,
  studentSearchPath,
} from '../../../packages/engine/src/shared/students/student-search';

const SKU = '5a1e0000-0000-4000-8000-00000000c0de';
const FILTER = '$filter=assignedLicenses%2Fany(x%3Ax%2FskuId%20eq%205a1e0000-0000-4000-8000-00000000c0de)';

/** What Graph reads back out of the query string. */
const searchParam = (path: string) => new URL(`https://graph.example/v1.0${path}`).searchParams.get('$search');

describe('student search URL', () => {
  it('asks for the first 5 licensed students by display name, with a count, and what tells them apart', () => {
    expect(studentSearchPath('ava', SKU)).toBe(
      `/users?$search=%22displayName%3Aava%22&$count=true&$top=5&${FILTER}&$select=id%2CdisplayName%2CuserPrincipalName%2Cdepartment%2CjobTitle`,
    );
  });

  it('finds a student by the start of their username, among licensed students only', () => {
    const params = new URL(`https://graph.example/v1.0${studentSearchPath(' jack.thompson2 ', SKU)}`).searchParams;
    expect(params.get('$search')).toBeNull();
    expect(params.get('$filter')).toBe(`startswith(userPrincipalName,'jack.thompson2') and assignedLicenses/any(x:x/skuId eq ${SKU})`);
    expect(params.get('$count')).toBe('true');
  });

  it.each([
    ["o'brien.s", "startswith(userPrincipalName,'o''brien.s')", "startswith(userPrincipalName%2C'o''brien.s')"],
    ["x')or(true.x", "startswith(userPrincipalName,'x'')or(true.x')", null],
    ['a&b@school', "startswith(userPrincipalName,'a&b@school')", 'a%26b%40school'],
    ['100%.x', "startswith(userPrincipalName,'100%.x')", '100%25.x'],
    ['a+b.c', "startswith(userPrincipalName,'a+b.c')", 'a%2Bb.c'],
  ])('escapes and encodes the username %j', (text, clause, encoded) => {
    const path = studentSearchPath(text, SKU);
    expect(new URL(`https://graph.example/v1.0${path}`).searchParams.get('$filter')).toBe(
      `${clause} and assignedLicenses/any(x:x/skuId eq ${SKU})`,
    );
    if (encoded) expect(path).toContain(encoded);
    expect(path).not.toMatch(/\+/);
  });

  it.each([
    ['jack.thompson', true],
    ['jack.thompson@students.school.example', true],
    ['jack@', true],
    ['Jack Thompson', false],
    ["O'Brien", false],
    ['Dr. Who', false],
  ])('%j is a username: %s', (text, expected) => {
    expect(isUsername(text)).toBe(expected);
  });

  it('writes a quote twice inside an OData string', () => {
    expect(escapeODataString("o'n''eil")).toBe("o''n''''eil");
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
    expect(() => studentSearchPath('ava', 'x) or (1 eq 1')).toThrow(/passwordReset\.studentLicenceSkuId in school\.yaml/);
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

describe('what tells a student apart', () => {
  it('joins the year and class, once each, and says nothing when the directory has neither', () => {
    expect(yearAndClass({ id: '1', displayName: 'A', department: 'Year 9', jobTitle: '9B' })).toBe('Year 9, 9B');
    expect(yearAndClass({ id: '1', displayName: 'A', department: 'Year 9', jobTitle: 'Year 9' })).toBe('Year 9');
    expect(yearAndClass({ id: '1', displayName: 'A' })).toBe('');
  });

  it('names the student with their username where it is known', () => {
    expect(nameWithUsername({ id: '1', displayName: 'Jack Thompson', userPrincipalName: 'jack.thompson2@s.example' })).toBe(
      'Jack Thompson (jack.thompson2@s.example)',
    );
    expect(nameWithUsername({ id: '1', displayName: 'Jack Thompson' })).toBe('Jack Thompson');
  });
});

describe('searchStudents', () => {
  it('sends ConsistencyLevel: eventual and reads each student, with only the details the directory has', async () => {
    const value = [
      { id: '1', displayName: 'Mei-Ling Tan', userPrincipalName: 'mei-ling.tan@s.example', department: 'Year 8', jobTitle: null },
      { id: '3', displayName: 'Ivy Chen', userPrincipalName: 'ivy.chen@s.example', department: ' ', jobTitle: '9C' },
      { id: 2 },
    ];
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ '@odata.count': 2, value }), { status: 200 }));
    const graph = createGraphClient({ baseUrl: 'https://graph.example/v1.0', getAccessToken: async () => 't', fetch: fetchImpl });
    await expect(searchStudents(graph, 'mei', SKU)).resolves.toEqual([
      { id: '1', displayName: 'Mei-Ling Tan', userPrincipalName: 'mei-ling.tan@s.example', department: 'Year 8' },
      { id: '3', displayName: 'Ivy Chen', userPrincipalName: 'ivy.chen@s.example', jobTitle: '9C' },
    ]);
    const init = fetchImpl.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).ConsistencyLevel).toBe('eventual');
  });
});
