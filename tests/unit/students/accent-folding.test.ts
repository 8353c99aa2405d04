import { describe, expect, it, vi } from 'vitest';
import { directoryUsers, DEMO_STUDENT_SKU_ID } from '../../../packages/demo-tenant/src/directory';
import { parseUserQuery, runUserQuery } from '../../../packages/demo-tenant/src/graph-user-query';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import {
  foldAccents,
  foldedUsernamePrefix,
  matchesFolded,
  mergeStudents,
  searchStudents,
  searchStudentsFolded,
} from '../../../packages/engine/src/shared/students/student-search';

/** A Graph client that answers `/users` as the demo tenant's directory does (accents matched exactly, as Graph). */
function directoryGraph() {
  const paths: string[] = [];
  const graph: GraphClient = {
    request: vi.fn(async (path: string) => {
      paths.push(decodeURIComponent(path));
      const query = parseUserQuery(new URL(`https://graph.example/v1.0${path}`).searchParams);
      return new Response(JSON.stringify({ value: runUserQuery(directoryUsers, query).value }), { status: 200 });
    }),
  };
  return { graph, paths };
}

/** What the staff tools show for a typed text: the search as typed, then the accent-free lookup added. */
async function found(text: string): Promise<string[]> {
  const { graph } = directoryGraph();
  const first = await searchStudents(graph, text, DEMO_STUDENT_SKU_ID);
  const more = await searchStudentsFolded(graph, text, DEMO_STUDENT_SKU_ID);
  return mergeStudents(first, more).map((s) => s.displayName);
}

describe('folding accents in the staff tools’ student search', () => {
  it.each([
    ['Zoë Müller', 'zoe muller'],
    ["Siobhán O'Brien", "siobhan o'brien"],
    ['Björn Larsson', 'bjorn larsson'],
    ['Anh Trần', 'anh tran'],
    ['Søren Łukasz', 'soren lukasz'],
    // Decomposed (NFD) input, as some keyboards and systems write it, folds the same.
    ['Zoe\u0308', 'zoe'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });

  it.each([
    ["Siobhán O'Brien", 'siobhan', true],
    ["Siobhán O'Brien", "siobhan o'b", true],
    ['Zoë Müller', 'zoe', true],
    ['Zoë Müller', 'muller', true],
    ['Zoë Müller', 'Zoë M', true],
    ['Zoë Müller', 'zoey', false],
    ['Lucas García Pérez', 'garcia perez', true],
    ['Lucas Grant', 'garcia', false],
  ])('%j matches %j with accents folded: %s', (name, typed, expected) => {
    expect(matchesFolded(name, typed)).toBe(expected);
  });

  it.each([
    ['zoe', 'zoe'],
    ['Zoe Mu', 'zoe.mu'],
    ['siobhan', 'siobhan'],
    ["siobhan o'b", 'siobhan.ob'],
    // Typed with accents: the directory's search matches them as typed.
    ['Zoë', null],
    // A username is looked up as a username already.
    ['jack.thompson', null],
  ])('looks %j up by the username prefix %j', (typed, prefix) => {
    expect(foldedUsernamePrefix(typed)).toBe(prefix);
  });

  it('finds Zoë by typing "zoe" and Siobhán by typing "siobhan", which the directory’s own search does not', async () => {
    const { graph } = directoryGraph();
    expect((await searchStudents(graph, 'siobhan', DEMO_STUDENT_SKU_ID)).map((s) => s.displayName)).toEqual([]);
    expect(await found('siobhan')).toEqual(["Siobhán O'Brien"]);
    expect(await found('zoe')).toEqual(['Zoe Patel', 'Zoë Müller']);
    expect(await found('zoe mul')).toEqual(['Zoë Müller']);
  });

  it('asks the directory by the start of the username, among licensed students only, and never for text with accents', async () => {
    const { graph, paths } = directoryGraph();
    await searchStudentsFolded(graph, 'Zoe Mu', DEMO_STUDENT_SKU_ID);
    expect(paths).toEqual([
      expect.stringContaining(
        `$filter=startswith(userPrincipalName,'zoe.mu') and assignedLicenses/any(x:x/skuId eq ${DEMO_STUDENT_SKU_ID})`,
      ),
    ]);
    expect(await searchStudentsFolded(graph, 'Zoë', DEMO_STUDENT_SKU_ID)).toEqual([]);
    expect(paths).toHaveLength(1);
  });

  it('keeps a username match only when the name matches too, and adds it after the first results, five at most', async () => {
    const a = { id: 'a', displayName: 'Zoe Patel' };
    const b = { id: 'b', displayName: 'Zoë Müller' };
    expect(mergeStudents([a], [a, b])).toEqual([a, b]);
    const many = Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, displayName: `Zoe ${i}` }));
    expect(mergeStudents(many, [b])).toHaveLength(5);
  });
});
