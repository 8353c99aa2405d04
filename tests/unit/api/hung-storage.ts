/**
 * A table whose storage never answers: a local server that accepts every connection and says nothing, as
 * a storage account does when its front end hangs. Started once per test file, closed after it.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { AzureNamedKeyCredential, TableClient } from '@azure/data-tables';
import { afterAll, beforeAll } from 'vitest';

export function hungStorageForThisFile(): { table: () => TableClient } {
  let server: Server;
  let port = 0;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    table: () =>
      new TableClient(`http://127.0.0.1:${port}/devstoreaccount1`, 'Hung', new AzureNamedKeyCredential('devstoreaccount1', 'a2V5'), {
        allowInsecureConnection: true,
        retryOptions: { maxRetries: 0 },
      }),
  };
}
