import { describe, expect, it } from 'vitest';
import { startAzurite } from '../../../packages/demo-tenant/src/azurite';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('Azurite for the demo tenant and the tests', () => {
  it('starts the Table service on a free port, in memory, and stops it', async () => {
    const azurite = await startAzurite();
    const table = azurite.tableClient('StartStop');
    await table.createTable();
    await table.createEntity({ partitionKey: 'p', rowKey: 'r', value: 1 });
    await expect(table.getEntity('p', 'r')).resolves.toMatchObject({ value: 1 });
    await azurite.stop();
    await azurite.stop(); // Twice is harmless.
  }, 30_000);

  it('runs two at once, each on its own port', async () => {
    const [a, b] = await Promise.all([startAzurite(), startAzurite()]);
    try {
      expect(a.tableEndpoint).not.toBe(b.tableEndpoint);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 30_000);

  it('leaves no process behind once stopped', async () => {
    const azurite = await startAzurite();
    const pid = azurite.pid;
    expect(alive(pid)).toBe(true);
    await azurite.stop();
    expect(alive(pid)).toBe(false);
  }, 30_000);
});
