/**
 * The function's two tables, in the Function App's own storage account (or Azurite in development):
 * `TemporaryAccessPassWindows` (one row per person: when they may have their next pass) and
 * `TemporaryAccessPassAudit` (one row per request). Each is created on first use. The client itself is
 * made in open-table.ts, so the demo tenant (bundled into the Vite config) loads no storage SDK for a build.
 */
import type { TableClient } from '@azure/data-tables';

export const PASS_WINDOWS_TABLE = 'TemporaryAccessPassWindows';
export const PASS_AUDIT_TABLE = 'TemporaryAccessPassAudit';

/**
 * The table, created if it does not exist yet (once; tried again on the next call if creating failed, so a
 * storage outage at start-up does not break the function for good).
 */
export function tableOnFirstUse(client: TableClient): () => Promise<TableClient> {
  let ready: Promise<TableClient> | undefined;
  return () => {
    ready ??= client.createTable().then(
      () => client,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    );
    return ready;
  };
}

/** The HTTP status of a storage error (409 conflict, 404, 412 precondition failed), if it has one. */
export function storageStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}
