/**
 * Deletes a day-partitioned table's rows (PartitionKey = the UTC day, `2026-11-23`) of the days before one:
 * the oldest rows first, a page at a time, each page's rows deleted in transactions of one day. Shared by
 * the reports' and the audit's clean-ups, each within its own bounded storage calls.
 */
import type { TableClient } from '@azure/data-tables';
import type { StorageCall } from './deadline.ts';
import { storageStatus } from './table-storage.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Deletes every row of the days before `before` (YYYY-MM-DD); returns how many. */
export async function deleteDaysBefore(client: TableClient, before: string, call: StorageCall): Promise<number> {
  if (!DAY.test(before)) throw new RangeError('Days are YYYY-MM-DD.');
  let deleted = 0;
  for (;;) {
    const page = await call(async (abortSignal) => {
      const pages = client
        .listEntities({ queryOptions: { filter: `PartitionKey lt '${before}'`, select: ['PartitionKey', 'RowKey'] }, abortSignal })
        .byPage({ maxPageSize: 100 });
      const next = await pages.next();
      return next.done ? [] : next.value;
    });
    if (page.length === 0) return deleted;
    const byDay = new Map<string, { partitionKey: string; rowKey: string }[]>();
    for (const row of page) {
      const key = { partitionKey: String(row.partitionKey), rowKey: String(row.rowKey) };
      byDay.set(key.partitionKey, [...(byDay.get(key.partitionKey) ?? []), key]);
    }
    for (const rows of byDay.values()) {
      try {
        await call((abortSignal) =>
          client.submitTransaction(
            rows.map((row) => ['delete', row] as const),
            { abortSignal },
          ),
        );
        deleted += rows.length;
      } catch (error) {
        // A row already gone (an attempt whose answer was lost): the next page lists what is left.
        if (storageStatus(error) !== 404) throw error;
      }
    }
  }
}
