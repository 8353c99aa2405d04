/**
 * The function's two tables, in the Function App's own storage account (or Azurite in development):
 * `TemporaryAccessPassWindows` (one row per person: when they may have their next pass) and
 * `TemporaryAccessPassAudit` (one row per request). Each is created on first use.
 */
import { TableClient, type TableServiceClientOptions } from '@azure/data-tables';
import type { TokenCredential } from '@azure/identity';
import type { StorageConnection } from './config.ts';

export const PASS_WINDOWS_TABLE = 'TemporaryAccessPassWindows';
export const PASS_AUDIT_TABLE = 'TemporaryAccessPassAudit';

/** A client for one table, through a connection string or with a managed identity's token. */
export function openTable(
  connection: StorageConnection,
  tableName: string,
  credential: (managedIdentityClientId: string | undefined) => TokenCredential,
  options: TableServiceClientOptions = {},
): TableClient {
  if ('connectionString' in connection) return TableClient.fromConnectionString(connection.connectionString, tableName, options);
  return new TableClient(connection.tableServiceUri, tableName, credential(connection.managedIdentityClientId), options);
}

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
