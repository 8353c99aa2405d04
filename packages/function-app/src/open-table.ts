/** Opens one of the function's tables (table-storage.ts names them) in the Function App's storage account. */
import { TableClient, type TableServiceClientOptions } from '@azure/data-tables';
import type { TokenCredential } from '@azure/identity';
import type { StorageConnection } from './config.ts';

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
