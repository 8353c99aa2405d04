/**
 * At most one pass per person per window (10 minutes by default), kept in a table row per person:
 * PartitionKey = the person's object id, RowKey = `window`, with `startedAt` and `endsAt`.
 *
 * Claiming is atomic without a lock: a first pass inserts the row (a second insert gets 409 Conflict), and
 * an expired row is renewed only with its ETag (a concurrent renewal gets 412 Precondition Failed). Of any
 * number of parallel requests for one person, exactly one wins. Never read-then-write without a condition.
 */
import type { TableClient } from '@azure/data-tables';
import { storageStatus } from './table-storage.ts';

export type WindowClaim =
  /** The caller may have a pass. `release` gives the window back (when no pass was made after all). */
  | { granted: true; release: () => Promise<void> }
  /** The caller had a pass within the window; the next may be had in this many seconds. */
  | { granted: false; retryAfterSeconds: number };

export interface PassWindows {
  claim(userId: string, now: Date): Promise<WindowClaim>;
}

interface WindowRow {
  partitionKey: string;
  rowKey: string;
  startedAt: Date;
  endsAt: Date;
}

const ROW_KEY = 'window';
/** Rounds of conflict before giving up; each round ends unless the row vanished or changed under us. */
const MAX_ROUNDS = 5;

export function tablePassWindows(table: () => Promise<TableClient>, windowSeconds: number): PassWindows {
  return {
    async claim(userId, now) {
      const client = await table();
      const row: WindowRow = {
        partitionKey: userId,
        rowKey: ROW_KEY,
        startedAt: now,
        endsAt: new Date(now.getTime() + windowSeconds * 1000),
      };
      const granted = (etag: string): WindowClaim => ({
        granted: true,
        // Only our own claim, by its ETag: a later claim by someone else is never deleted.
        release: async () => {
          try {
            await client.deleteEntity(userId, ROW_KEY, { etag });
          } catch (error) {
            if (storageStatus(error) !== 404 && storageStatus(error) !== 412) throw error;
          }
        },
      });

      for (let round = 0; round < MAX_ROUNDS; round++) {
        try {
          return granted((await client.createEntity(row)).etag!);
        } catch (error) {
          if (storageStatus(error) !== 409) throw error;
        }
        let existing;
        try {
          existing = await client.getEntity<WindowRow>(userId, ROW_KEY);
        } catch (error) {
          if (storageStatus(error) === 404) continue; // Released meanwhile: insert again.
          throw error;
        }
        const remainingMs = existing.endsAt.getTime() - now.getTime();
        if (remainingMs > 0) return { granted: false, retryAfterSeconds: Math.ceil(remainingMs / 1000) };
        try {
          return granted((await client.updateEntity(row, 'Replace', { etag: existing.etag })).etag!);
        } catch (error) {
          // Someone renewed or released it first: look again.
          if (storageStatus(error) !== 412 && storageStatus(error) !== 404) throw error;
        }
      }
      // Only reachable under constant churn on one person's row: refuse rather than risk a second pass.
      return { granted: false, retryAfterSeconds: windowSeconds };
    },
  };
}
