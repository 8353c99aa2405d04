import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_ROLE_IDS } from '../../../packages/engine/src/features/reset-password/reset-permission';
import { createStudentPassGraph, GraphCallError } from '../../../packages/function-app/src/student-pass-graph';
import { coversStudent, PASS_GIVING_ROLE_IDS, passGivingScope } from '../../../packages/function-app/src/student-pass-roles';

const HELPDESK = '729827e3-9c14-49f7-bb1b-9608f156bbb8';
const USER = '5d000000-0000-4000-8000-000000000001';

function graphWith(answers: Record<string, Response>) {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const key = Object.keys(answers).find((k) => String(url).includes(k));
    return key ? answers[key]!.clone() : new Response('{}', { status: 404 });
  });
  const graph = createStudentPassGraph({ graphBaseUrl: 'https://graph.example/v1.0/', getAppToken: async () => 'app-token', fetch });
  return { graph, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const signal = new AbortController().signal;

describe('the Graph calls behind a pass staff give', () => {
  it("reads a person's role assignments by principalId, with the app's token", async () => {
    const { graph, fetch } = graphWith({
      roleAssignments: json({ value: [{ roleDefinitionId: HELPDESK, directoryScopeId: '/administrativeUnits/au-1' }, { junk: 1 }] }),
    });
    expect(await graph.roleAssignmentsOf(USER, signal)).toEqual([
      { roleDefinitionId: HELPDESK, directoryScopeId: '/administrativeUnits/au-1' },
    ]);
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(new URL(url).searchParams.get('$filter')).toBe(`principalId eq '${USER}'`);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer app-token' });
    expect(init.signal).toBe(signal);
  });

  it("reads a user's licences, and null for a user who does not exist", async () => {
    const { graph } = graphWith({ [`/users/${USER}?`]: json({ id: USER, assignedLicenses: [{ skuId: 'ABC' }, { disabledPlans: [] }] }) });
    expect(await graph.licencesOf(USER, signal)).toEqual(['abc']);
    expect(await graph.licencesOf('5d000000-0000-4000-8000-0000000000ff', signal)).toBeNull();
  });

  it("reads a user's administrative units", async () => {
    const { graph } = graphWith({ 'memberOf/microsoft.graph.administrativeUnit': json({ value: [{ id: 'AU-1' }, { id: 'au-2' }] }) });
    expect(await graph.administrativeUnitsOf(USER, signal)).toEqual(['au-1', 'au-2']);
  });

  it('creates a one-time pass with the chosen lifetime, and takes the lifetime Graph answers', async () => {
    const { graph, fetch } = graphWith({
      temporaryAccessPassMethods: json({ temporaryAccessPass: 'Xk4#pQ9z', lifetimeInMinutes: 45 }, 201),
    });
    expect(await graph.createPass(USER, 60, signal)).toEqual({ temporaryAccessPass: 'Xk4#pQ9z', lifetimeInMinutes: 45 });
    const [, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ isUsableOnce: true, lifetimeInMinutes: 60 });
  });

  it('turns any other answer into a GraphCallError with its status', async () => {
    const { graph } = graphWith({ roleAssignments: json({ error: {} }, 403), temporaryAccessPassMethods: json({}, 201) });
    await expect(graph.roleAssignmentsOf(USER, signal)).rejects.toMatchObject({ name: 'GraphCallError', status: 403 });
    await expect(graph.createPass(USER, 60, signal)).rejects.toBeInstanceOf(GraphCallError);
  });
});

describe('which roles may give a pass', () => {
  it("are the reset tool's roles: one rule for both staff tools", () => {
    expect([...PASS_GIVING_ROLE_IDS].sort()).toEqual([...PASSWORD_RESET_ROLE_IDS].sort());
  });

  it.each([
    [[HELPDESK], [], { kind: 'allStudents' }],
    [[], [{ roleDefinitionId: HELPDESK, directoryScopeId: '/' }], { kind: 'allStudents' }],
    [[], [{ roleDefinitionId: HELPDESK, directoryScopeId: '/administrativeUnits/AU-1' }], { kind: 'units', unitIds: ['au-1'] }],
    [[], [{ roleDefinitionId: '69091246-20e8-4a56-aa4d-066075b2a7a8', directoryScopeId: '/' }], { kind: 'none' }],
    [['b79fbf4d-3ef9-4689-8143-76b194e85509'], [], { kind: 'none' }],
  ])('wids %j and assignments %j give %j', (wids, assignments, scope) => {
    expect(passGivingScope(wids, assignments)).toEqual(scope);
  });

  it('covers a student in one of the units, and no one without a role', () => {
    expect(coversStudent({ kind: 'units', unitIds: ['au-1'] }, ['AU-1'])).toBe(true);
    expect(coversStudent({ kind: 'units', unitIds: ['au-1'] }, ['au-2'])).toBe(false);
    expect(coversStudent({ kind: 'none' }, ['au-1'])).toBe(false);
  });
});
