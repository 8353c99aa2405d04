/**
 * One row per request in the `TemporaryAccessPassAudit` table (and, for passes staff give students, in
 * `StudentPassAudit`): when, which request, who (the verified object id; empty when the token was not
 * valid), for whom (a student's id, for a pass staff give), from where (client address and user agent, as sent),
 * which ID token (its `uti`/`jti`, an identifier, not the token), what happened and the HTTP status. Never
 * the pass, never the token. PartitionKey = the UTC day (`2026-11-23`), RowKey = the time and the request
 * id, so a day reads in order and a request's row can be found again.
 *
 * Only requests of a verified caller have a row (request-audit.ts); the rows are kept AUDIT_RETENTION_DAYS
 * (90 by default), then a daily timer deletes their day (functions/createTempAccessPass.ts).
 *
 * A pass is only created once its row is in the table (outcome `creating_pass`): the row is then settled
 * to `issued` or `graph_failed`. Should that last write fail, the row still says a pass may have been made.
 */
import type { TableClient } from '@azure/data-tables';
import type { StorageCall } from './deadline.ts';
import { deleteDaysBefore } from './prune-days.ts';
import { storageStatus, type TableSource } from './table-storage.ts';

export type AuditOutcome =
  | 'creating_pass'
  | 'issued'
  | 'invalid_token'
  | 'keys_unavailable'
  | 'claim_missing'
  | 'stale_sign_in'
  | 'auth_context_missing'
  | 'not_eligible'
  | 'privileged_role'
  | 'signed_out'
  | 'token_spent'
  | 'too_many_passes'
  | 'storage_unavailable'
  | 'graph_failed'
  | 'method_not_allowed'
  | 'session_signed_out'
  // A pass staff give a student (create-student-pass.ts).
  | 'invalid_request'
  | 'too_large'
  | 'not_staff'
  | 'no_pass_role'
  | 'student_not_found'
  | 'not_a_student'
  | 'privileged_target'
  | 'outside_scope'
  | 'staff_pass_limit'
  | 'student_has_pass'
  | 'graph_timeout'
  | 'not_configured';

export interface AuditEntry {
  time: Date;
  /** The request's id (the Functions invocation id): ties the row to the function's own log. */
  requestId: string;
  /** The caller's object id, only once their token is verified. */
  userId?: string;
  /** The ID token's own id (`uti`/`jti`), once verified. */
  tokenId?: string;
  /** For a pass staff give a student: the student's object id, as the request named it (empty otherwise). */
  targetId?: string;
  /** The client's address as the platform reports it. */
  clientAddress?: string;
  userAgent?: string;
  outcome: AuditOutcome;
  status: number;
}

export interface AuditLog {
  /** Writes the request's row. Safe to repeat: a second write of the same request meets its own row. */
  write(entry: AuditEntry, call: StorageCall): Promise<void>;
  /** Changes the outcome and status of the row this request wrote. */
  settle(entry: AuditEntry, call: StorageCall): Promise<void>;
  /** Deletes the rows of the days before `before` (YYYY-MM-DD), the retention's end; returns how many. */
  prune(before: string, call: StorageCall): Promise<number>;
}

/** Days an audit row is kept by default (AUDIT_RETENTION_DAYS), and the bounds a school may set. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 90;
export const AUDIT_RETENTION_RANGE = { min: 30, max: 730 } as const;

/** Longest text kept from a header a caller controls. */
const MAX_TEXT = 256;

const keysOf = ({ time, requestId }: AuditEntry) => {
  const iso = time.toISOString();
  return { partitionKey: iso.slice(0, 10), rowKey: `${iso}_${requestId}` };
};

/** The row's fields: every one present, so a day's rows read as one table. */
export function auditRow(entry: AuditEntry) {
  return {
    ...keysOf(entry),
    time: entry.time,
    requestId: entry.requestId,
    userId: entry.userId ?? '',
    tokenId: (entry.tokenId ?? '').slice(0, MAX_TEXT),
    targetId: (entry.targetId ?? '').slice(0, MAX_TEXT),
    clientAddress: (entry.clientAddress ?? '').slice(0, MAX_TEXT),
    userAgent: (entry.userAgent ?? '').slice(0, MAX_TEXT),
    outcome: entry.outcome,
    status: entry.status,
  };
}

export function tableAuditLog(table: TableSource): AuditLog {
  const insert = async (client: TableClient, entry: AuditEntry, call: StorageCall) => {
    try {
      await call((abortSignal) => client.createEntity(auditRow(entry), { abortSignal }));
    } catch (error) {
      // The row key holds the request's unique id: a conflict is this request's own row, written by an
      // attempt whose answer was lost.
      if (storageStatus(error) !== 409) throw error;
    }
  };
  return {
    async write(entry, call) {
      await insert(await table(call), entry, call);
    },
    async settle(entry, call) {
      const client = await table(call);
      const { partitionKey, rowKey } = keysOf(entry);
      await call((abortSignal) =>
        client.updateEntity({ partitionKey, rowKey, outcome: entry.outcome, status: entry.status }, 'Merge', { abortSignal }),
      );
    },
    async prune(before, call) {
      return deleteDaysBefore(await table(call), before, call);
    },
  };
}
