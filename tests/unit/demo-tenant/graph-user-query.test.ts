import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT_SKU_ID, directoryUsers } from '../../../packages/demo-tenant/src/directory';
import {
  matchesSearch,
  parseLicenceFilter,
  parseSearchClause,
  parseUserFilter,
  parseUserQuery,
  QueryError,
  runUserQuery,
  tokenise,
} from '../../../packages/demo-tenant/src/graph-user-query';

describe('$search clause', () => {
  it.each([
    ['"displayName:ava"', 'ava'],
    ['"displayName:O\'Brien"', "O'Brien"],
    ['"displayName:a\\"b"', 'a"b'],
    ['"displayName:a\\\\b"', 'a\\b'],
    ['"displayName:a:b"', 'a:b'],
    ['"displayName:🦘 roo"', '🦘 roo'],
  ])('reads %s as %j', (raw, value) => {
    expect(parseSearchClause(raw)).toEqual({ property: 'displayName', value });
  });

  it.each(['displayName:ava', '"displayName:ava', '"displayName:a"b"', '"displayName:a\\b"', '"ava"'])('refuses %s', (raw) => {
    expect(() => parseSearchClause(raw)).toThrow(QueryError);
  });
});

describe('tokens', () => {
  it.each([
    ["Siobhán O'Brien", ['siobhán', 'o', 'brien']],
    ['Mei-Ling Tan', ['mei', 'ling', 'tan']],
    ['Hamish McDonald', ['hamish', 'mc', 'donald']],
    ['Room 12B', ['room', 'b']],
  ])('splits %s into %j', (name, tokens) => {
    expect(tokenise(name)).toEqual(tokens);
  });

  it.each([
    ["Siobhán O'Brien", "o'bri", true],
    ["Siobhán O'Brien", 'brie', true],
    ["Siobhán O'Brien", 'siob', true],
    ["Siobhán O'Brien", 'siobhan', false],
    ['Mei-Ling Tan', 'mei-l', true],
    ['Mei-Ling Tan', 'ling', true],
    ['Lucas García Pérez', 'PÉR', true],
    ['Lucas García Pérez', 'garcía pér', true],
    ['Hamish McDonald', 'mcdon', true],
    ['Ava Nguyen', 'guyen', false],
    ['Ava Nguyen', '   ', false],
  ])('%s matches %j: %s', (name, query, expected) => {
    expect(matchesSearch(name, query)).toBe(expected);
  });
});

describe('licence filter', () => {
  it('reads the licence id, whatever the lambda variable', () => {
    expect(parseLicenceFilter(`assignedLicenses/any(x:x/skuId eq ${DEMO_STUDENT_SKU_ID})`)).toBe(DEMO_STUDENT_SKU_ID);
    expect(parseLicenceFilter(`assignedLicenses/any(s:s/skuId  eq  ${DEMO_STUDENT_SKU_ID.toUpperCase()})`)).toBe(DEMO_STUDENT_SKU_ID);
  });
  it.each([
    "startswith(displayName,'a')",
    'assignedLicenses/any(x:y/skuId eq 5a1e0000-0000-4000-8000-00000000c0de)',
    'assignedLicenses/any(x:x/skuId eq nope)',
  ])('refuses %s', (filter) => expect(() => parseLicenceFilter(filter)).toThrow(QueryError));
});

describe('user query', () => {
  const query = (params: Record<string, string>) => runUserQuery(directoryUsers, parseUserQuery(new URLSearchParams(params)));
  const studentFilter = `assignedLicenses/any(x:x/skuId eq ${DEMO_STUDENT_SKU_ID})`;

  it('seeds about forty licensed students', () => {
    expect(query({ $filter: studentFilter, $top: '999', $count: 'true' }).count).toBeGreaterThanOrEqual(40);
  });

  it('never returns users without the student licence', () => {
    const result = query({ $search: '"displayName:O\'Brien"', $filter: studentFilter, $count: 'true', $select: 'id,displayName' });
    expect(result.value.map((u) => u.displayName)).toEqual(["Siobhán O'Brien"]);
    expect(query({ $search: '"displayName:O\'Brien"' }).value.map((u) => u.displayName)).toContain("Patrick O'Brien");
    expect(query({ $search: '"displayName:olivia"', $filter: studentFilter }).value).toEqual([]);
  });

  it('limits to $top but counts every match, and selects only the named properties', () => {
    const result = query({ $search: '"displayName:a"', $filter: studentFilter, $top: '5', $count: 'true', $select: 'id,displayName' });
    expect(result.value).toHaveLength(5);
    expect(result.count).toBeGreaterThan(5);
    expect(Object.keys(result.value[0]!)).toEqual(['id', 'displayName']);
  });

  it.each<Record<string, string>>([{ $top: '0' }, { $top: '1000' }, { $top: 'five' }, { $count: 'yes' }, { $select: 'id,password' }])(
    'refuses %j',
    (params) => {
      expect(() => parseUserQuery(new URLSearchParams(params))).toThrow(QueryError);
    },
  );
});

describe('username filter', () => {
  const licence = `assignedLicenses/any(x:x/skuId eq ${DEMO_STUDENT_SKU_ID})`;

  it('reads the start of a username and the licence, in either order, with quotes written twice', () => {
    expect(parseUserFilter(`startswith(userPrincipalName,'jack.t') and ${licence}`)).toEqual({
      upnPrefix: 'jack.t',
      skuId: DEMO_STUDENT_SKU_ID,
    });
    expect(parseUserFilter(`${licence} and startswith(userPrincipalName, 'o''brien')`)).toEqual({
      upnPrefix: "o'brien",
      skuId: DEMO_STUDENT_SKU_ID,
    });
    // ' and ' inside the literal is text, not a second clause.
    expect(parseUserFilter(`startswith(userPrincipalName,'a and b')`)).toEqual({ upnPrefix: 'a and b' });
  });

  it.each([
    "startswith(userPrincipalName,'x')or(true')",
    "startswith(userPrincipalName,'unclosed)",
    "startswith(displayName,'a')",
    "startswith(userPrincipalName,'a') and startswith(userPrincipalName,'b')",
  ])('refuses %s', (filter) => expect(() => parseUserFilter(filter)).toThrow(QueryError));
});

describe('telling students apart', () => {
  const query = (params: Record<string, string>, options?: { basicProfileOnly?: boolean }) =>
    runUserQuery(directoryUsers, parseUserQuery(new URLSearchParams(params)), options);
  const studentFilter = `assignedLicenses/any(x:x/skuId eq ${DEMO_STUDENT_SKU_ID})`;
  const select = 'id,displayName,userPrincipalName,department,jobTitle';

  it('has two students named Jack Thompson, with their own usernames and years', () => {
    const jacks = query({ $search: '"displayName:jack thompson"', $filter: studentFilter, $select: select }).value;
    expect(jacks.map((j) => [j.userPrincipalName, j.department])).toEqual([
      ['jack.thompson@students.school.example', 'Year 7'],
      ['jack.thompson2@students.school.example', 'Year 11'],
    ]);
  });

  it('finds students by the start of their username, whatever its case', () => {
    const found = query({
      $filter: `startswith(userPrincipalName,'JACK.THOMPSON2') and ${studentFilter}`,
      $select: 'displayName,userPrincipalName',
    });
    expect(found.value).toEqual([{ displayName: 'Jack Thompson', userPrincipalName: 'jack.thompson2@students.school.example' }]);
  });

  it('leaves department and jobTitle out (null) for a caller with only User.ReadBasic.All', () => {
    const [jack] = query({ $search: '"displayName:jack"', $filter: studentFilter, $select: select }, { basicProfileOnly: true }).value;
    expect(jack).toMatchObject({ userPrincipalName: 'jack.thompson@students.school.example', department: null, jobTitle: null });
  });
});
