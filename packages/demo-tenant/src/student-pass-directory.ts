/**
 * The Graph calls of a pass staff give a student (the Function App's student-pass-graph.ts), answered from
 * the demo directory in the server's own process, as Graph would answer the function's app-only token:
 * role assignments (tenant-wide and scoped to administrative units), licences, administrative units, and
 * the pass from the tenant's store. A test's fault scope (emulator-faults.ts, the same cookie as for the
 * Graph emulator) may make every call fail with 503, or the create never answer.
 */
import { GraphCallError, type StudentPassGraph } from '@school-it-portal/function-app/src/student-pass-graph.ts';
import type { Faults } from './emulator-faults.ts';
import { findAccountById, findDirectoryUser } from './directory.ts';
import { roleAssignmentsOf } from './role-assignments.ts';
import type { TemporaryAccessPasses } from './temporary-access-passes.ts';

/** Rejects when the signal aborts: a call that never answers still ends with the function's deadline. */
const never = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));

export function demoStudentPassGraph(passes: TemporaryAccessPasses, faults: Faults): StudentPassGraph {
  const failing = () => {
    if (faults.studentPassGraph503) throw new GraphCallError(503, 'Graph answered 503');
  };
  return {
    async roleAssignmentsOf(principalId) {
      failing();
      return roleAssignmentsOf(findAccountById(principalId.toLowerCase()));
    },
    async licencesOf(userId) {
      failing();
      const user = findDirectoryUser(userId);
      return user ? user.skuIds.map((s) => s.toLowerCase()) : null;
    },
    async administrativeUnitsOf(userId) {
      failing();
      return [...(findDirectoryUser(userId)?.administrativeUnitIds ?? [])];
    },
    async createPass(userId, lifetimeInMinutes, signal) {
      failing();
      if (faults.studentPassCreateHangs) return never(signal);
      const { temporaryAccessPass, startDateTime } = passes.create(userId, { lifetimeInMinutes, isUsableOnce: true });
      return { temporaryAccessPass, lifetimeInMinutes, startDateTime };
    },
  };
}
