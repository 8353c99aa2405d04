/**
 * The function's two tables, in the Function App's own storage account (or Azurite in development):
 * `TemporaryAccessPassWindows` (one row per person: their pass window, the ID tokens already spent on a
 * pass, and the sessions they signed out of) and `TemporaryAccessPassAudit` (one row per request). Each is
 * created on first use. The client itself is made in open-table.ts, so the demo tenant (bundled into the
 * Vite config) loads no storage SDK for a build.
 */
import type { TableClient } from '@azure/data-tables';
import type { StorageCall } from './deadline.ts';

export const PASS_WINDOWS_TABLE = 'TemporaryAccessPassWindows';
export const PASS_AUDIT_TABLE = 'TemporaryAccessPassAudit';
/** One row per request for a pass staff give a student (create-student-pass.ts); its limits are in student-pass-limits.ts. */
export const STUDENT_PASS_AUDIT_TABLE = 'StudentPassAudit';

/** A table made ready through the request's bounded storage calls. */
export type TableSource = (call: StorageCall) => Promise<TableClient>;

/**
 * The table, created if it does not exist yet. Each request that finds it not yet created tries, within
 * its own time limits (creating an existing table is no error), so a storage outage at start-up neither
 * breaks the function for good nor makes every later request wait on one hung attempt.
 */
export function tableOnFirstUse(client: TableClient): TableSource {
  let created = false;
  return async (call) => {
    if (!created) {
      await call((abortSignal) => client.createTable({ abortSignal }));
      created = true;
    }
    return client;
  };
}

/** The HTTP status of a storage error (409 conflict, 404, 412 precondition failed), if it has one. */
export function storageStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}
