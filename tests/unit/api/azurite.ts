/**
 * Azurite for the storage tests: started once per test file with the dev server's own helper, stopped after
 * it. Each test takes tables of its own (a random name), so tests never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import type { TableClient } from '@azure/data-tables';
import { afterAll, beforeAll } from 'vitest';
import { startAzurite, type Azurite } from '../../../packages/demo-tenant/src/azurite';

export function azuriteForThisFile(): { table: (prefix: string) => TableClient } {
  let azurite: Azurite;
  beforeAll(async () => {
    azurite = await startAzurite();
  }, 30_000);
  afterAll(() => azurite?.stop());
  return { table: (prefix) => azurite.tableClient(`${prefix}${randomBytes(6).toString('hex')}`) };
}
