import { describe, expect, it } from 'vitest';
import { passGivingScope } from '../../../packages/function-app/src/student-pass-roles';
import { demoAccounts, DEMO_STAFF_SKU_ID, DEMO_STUDENT_SKU_ID, directoryUsers } from '../../../packages/demo-tenant/src/directory';
import { widsClaim } from '../../../packages/demo-tenant/src/directory-roles';
import { demoStudentPassGraph } from '../../../packages/demo-tenant/src/student-pass-directory';
import { TemporaryAccessPasses } from '../../../packages/demo-tenant/src/temporary-access-passes';

const account = (name: string) => demoAccounts.find((a) => a.displayName === name)!;
const user = (name: string) => directoryUsers.find((u) => u.displayName === name)!;
const signal = new AbortController().signal;

describe("the demo tenant's answers to the staff pass's Graph calls", () => {
  const graph = demoStudentPassGraph(new TemporaryAccessPasses(), {});

  it('let Olivia Chen (Helpdesk Administrator) give passes, and not James Wilson (no role)', async () => {
    for (const [name, kind] of [
      ['Olivia Chen', 'allStudents'],
      ['James Wilson', 'none'],
    ] as const) {
      const staff = account(name);
      expect(passGivingScope(widsClaim(staff), await graph.roleAssignmentsOf(staff.oid, signal)).kind).toBe(kind);
    }
  });

  it("answer a student's licence, a staff member's, and null for nobody", async () => {
    expect(await graph.licencesOf(user("Siobhán O'Brien").id, signal)).toEqual([DEMO_STUDENT_SKU_ID]);
    expect(await graph.licencesOf(account('James Wilson').oid, signal)).toEqual([DEMO_STAFF_SKU_ID]);
    expect(await graph.licencesOf('5d000000-0000-4000-8000-0000000fffff', signal)).toBeNull();
  });

  it('create a one-time pass with the lifetime asked for', async () => {
    const passes = new TemporaryAccessPasses();
    const created = await demoStudentPassGraph(passes, {}).createPass(user('Zoë Müller').id, 30, signal);
    expect(created).toMatchObject({ temporaryAccessPass: expect.stringMatching(/^\S{8}$/), lifetimeInMinutes: 30 });
    expect(passes.current(user('Zoë Müller').id)).toMatchObject({ isUsableOnce: true, lifetimeInMinutes: 30 });
  });

  it("fail as a test's faults say: 503 for every call, or a create that never answers until the deadline aborts it", async () => {
    await expect(
      demoStudentPassGraph(new TemporaryAccessPasses(), { studentPassGraph503: true }).roleAssignmentsOf('x', signal),
    ).rejects.toMatchObject({
      status: 503,
    });
    const deadline = new AbortController();
    const hung = demoStudentPassGraph(new TemporaryAccessPasses(), { studentPassCreateHangs: true }).createPass(
      user('Zoë Müller').id,
      60,
      deadline.signal,
    );
    deadline.abort(new Error('deadline'));
    await expect(hung).rejects.toThrow('deadline');
  });
});
