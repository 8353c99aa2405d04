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

/**
 * A table whose window writes (a claim's: a row with a claim id) are held: the caller never hears back,
 * as when storage hangs, yet each write is applied later, after `landAfterMs` or when `land()` is called,
 * as storage may do with a request it had already taken in. Everything else goes through at once.
 */
export function writesThatLandLate(table: TableClient, { landAfterMs }: { landAfterMs?: number } = {}) {
  const held: (() => Promise<void>)[] = [];
  /** What each late write met when it landed: 'applied', or the storage status it was refused with. */
  const landed: (number | 'applied')[] = [];
  const holds = (entity: unknown) =>
    typeof (entity as { claimId?: unknown }).claimId === 'string' && (entity as { claimId: string }).claimId !== '';
  const later = (write: () => Promise<unknown>) => {
    const apply = async () => {
      try {
        await write();
        landed.push('applied');
      } catch (error) {
        landed.push((error as { statusCode?: number }).statusCode ?? 0);
      }
    };
    if (landAfterMs === undefined) held.push(apply);
    else setTimeout(() => void apply(), landAfterMs);
    return new Promise<never>(() => {});
  };
  const client = new Proxy(table, {
    get(target, property) {
      if (property === 'createEntity')
        return (entity: Parameters<TableClient['createEntity']>[0]) =>
          holds(entity) ? later(() => target.createEntity(entity)) : target.createEntity(entity);
      if (property === 'updateEntity')
        return (entity: Parameters<TableClient['updateEntity']>[0], mode: 'Replace' | 'Merge', options?: { etag?: string }) =>
          holds(entity)
            ? later(() => target.updateEntity(entity, mode, options?.etag ? { etag: options.etag } : {}))
            : target.updateEntity(entity, mode, options);
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client,
    landed,
    /** Applies every write still held, in the order they were made. */
    async land() {
      for (const apply of held.splice(0)) await apply();
    },
  };
}
