import { describe, expect, it } from 'vitest';
import { tablePassWindows } from '../../../api/src/pass-windows';
import { tableOnFirstUse } from '../../../api/src/table-storage';
import { azuriteForThisFile } from './azurite';

const azurite = azuriteForThisFile();
const WINDOW_SECONDS = 600;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, minutes));

function windows() {
  const table = azurite.table('Windows');
  return { table, windows: tablePassWindows(tableOnFirstUse(table), WINDOW_SECONDS) };
}

describe('pass windows in Table Storage', () => {
  it('grants the first claim and refuses the next until the window ends, saying how long is left', async () => {
    const { windows: w } = windows();
    expect(await w.claim('user-a', at(0))).toMatchObject({ granted: true });
    expect(await w.claim('user-a', at(3))).toEqual({ granted: false, retryAfterSeconds: 420 });
    expect(await w.claim('user-a', at(10))).toMatchObject({ granted: true });
  });

  it('keeps one row per person, with when the window started and ends', async () => {
    const { table, windows: w } = windows();
    await w.claim('user-a', at(0));
    await w.claim('user-a', at(12));
    const rows = [];
    for await (const row of table.listEntities()) rows.push(row);
    expect(rows).toEqual([expect.objectContaining({ partitionKey: 'user-a', rowKey: 'window', startedAt: at(12), endsAt: at(22) })]);
  });

  it('release gives the window back', async () => {
    const { windows: w } = windows();
    const claim = await w.claim('user-a', at(0));
    if (!claim.granted) throw new Error('expected a grant');
    await claim.release();
    expect(await w.claim('user-a', at(1))).toMatchObject({ granted: true });
  });

  it('release never takes away a later claim (it only deletes its own row, by ETag)', async () => {
    const { windows: w } = windows();
    const first = await w.claim('user-a', at(0));
    const second = await w.claim('user-a', at(10));
    if (!first.granted || !second.granted) throw new Error('expected two grants');
    await first.release();
    expect(await w.claim('user-a', at(11))).toMatchObject({ granted: false });
  });

  it('of 20 parallel claims for one person, exactly one is granted, also when the window is being renewed', async () => {
    const { windows: w } = windows();
    const grants = async (now: Date) =>
      (await Promise.all(Array.from({ length: 20 }, () => w.claim('user-a', now)))).filter((c) => c.granted).length;
    expect(await grants(at(0))).toBe(1);
    // The row exists and has expired: the renewals race on its ETag.
    expect(await grants(at(30))).toBe(1);
  });
});
