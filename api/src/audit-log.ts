/**
 * One row per request in the `TemporaryAccessPassAudit` table: when, who (the verified object id; empty when
 * the token was not valid), what happened and the HTTP status. Never the pass, never the token.
 * PartitionKey = the UTC day (`2026-11-23`), RowKey = the time and a random id, so a day reads in order.
 */
import { randomUUID } from 'node:crypto';
import type { TableClient } from '@azure/data-tables';

export type AuditOutcome =
  | 'issued'
  | 'invalid_token'
  | 'keys_unavailable'
  | 'stale_sign_in'
  | 'privileged_role'
  | 'role_claim_missing'
  | 'too_many_passes'
  | 'storage_unavailable'
  | 'graph_failed'
  | 'method_not_allowed';

export interface AuditEntry {
  time: Date;
  /** The caller's object id, only once their token is verified. */
  userId: string | undefined;
  outcome: AuditOutcome;
  status: number;
}

export type AuditLog = (entry: AuditEntry) => Promise<void>;

export function tableAuditLog(table: () => Promise<TableClient>): AuditLog {
  return async ({ time, userId, outcome, status }) => {
    const iso = time.toISOString();
    await (
      await table()
    ).createEntity({ partitionKey: iso.slice(0, 10), rowKey: `${iso}_${randomUUID()}`, time, userId: userId ?? '', outcome, status });
  };
}
