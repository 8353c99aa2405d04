/**
 * The password reset's long-running operations. Each poll moves one step: notStarted, running, then the
 * outcome (succeeded, or failed / running for ever when a test asked for that).
 */
import { randomUUID } from 'node:crypto';

export type OperationOutcome = 'succeeded' | 'failed' | 'never';

interface Operation {
  id: string;
  userId: string;
  callerId: string;
  createdDateTime: string;
  lastActionDateTime: string;
  polls: number;
  outcome: OperationOutcome;
}

const STEPS = ['notStarted', 'running'] as const;
/** Forget operations after an hour; the demo server may run for days. */
const KEEP_MS = 3600_000;

export class ResetOperations {
  private readonly operations = new Map<string, Operation>();

  start(userId: string, callerId: string, outcome: OperationOutcome): Operation {
    this.prune();
    const now = new Date().toISOString();
    const operation = { id: randomUUID(), userId, callerId, createdDateTime: now, lastActionDateTime: now, polls: 0, outcome };
    this.operations.set(operation.id, operation);
    return operation;
  }

  /** The next state of the caller's operation, or undefined when it is not theirs or not known. */
  poll(id: string, userId: string, callerId: string): Record<string, string> | undefined {
    const operation = this.operations.get(id);
    if (!operation || operation.userId !== userId || operation.callerId !== callerId) return undefined;
    operation.polls += 1;
    operation.lastActionDateTime = new Date().toISOString();
    const status =
      operation.polls <= STEPS.length ? STEPS[operation.polls - 1]! : operation.outcome === 'never' ? 'running' : operation.outcome;
    return {
      id: operation.id,
      createdDateTime: operation.createdDateTime,
      lastActionDateTime: operation.lastActionDateTime,
      resourceLocation: '',
      status,
      statusDetail: status === 'failed' ? 'The password could not be set. Contact your administrator.' : '',
    };
  }

  private prune(): void {
    const oldest = Date.now() - KEEP_MS;
    for (const [id, operation] of this.operations) {
      if (Date.parse(operation.createdDateTime) < oldest) this.operations.delete(id);
    }
  }
}
