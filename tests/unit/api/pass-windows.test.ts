import type { TableClient } from '@azure/data-tables';
import { describe, expect, it } from 'vitest';
import { unboundedStorageCalls as call } from '../../../packages/function-app/src/deadline';
import { tablePassWindows, type ClaimRequest } from '../../../packages/function-app/src/pass-windows';
import { tableOnFirstUse } from '../../../packages/function-app/src/table-storage';
import { azuriteForThisFile } from './azurite';

const azurite = azuriteForThisFile();
const WINDOW_SECONDS = 600;
const MEMORY_SECONDS = 720;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, minutes));

function windows() {
  const table = azurite.table('Windows');
  return { table, windows: tablePassWindows(tableOnFirstUse(table), { windowSeconds: WINDOW_SECONDS, memorySeconds: MEMORY_SECONDS }) };
}

let tokens = 0;
/** A claim for user-a with a new token of session s1, signed in at `now` unless told otherwise. */
const claimAt = (now: Date, changes: Partial<ClaimRequest> = {}): ClaimRequest => ({
  userId: 'user-a',
  tokenId: `token-${++tokens}`,
  sessionId: 's1',
  authTime: now,
  now,
  ...changes,
});

async function rows(table: TableClient) {
  const found = [];
  for await (const row of table.listEntities()) found.push(row);
  return found;
}

describe('pass windows in Table Storage', () => {
  it('grants the first claim and refuses the next until the window ends, saying how long is left', async () => {
    const { windows: w } = windows();
    expect(await w.claim(claimAt(at(0)), call)).toMatchObject({ granted: true });
    expect(await w.claim(claimAt(at(3)), call)).toEqual({ granted: false, reason: 'too_many_passes', retryAfterSeconds: 420 });
    expect(await w.claim(claimAt(at(10)), call)).toMatchObject({ granted: true });
  });

  it('keeps one row per person, with when the window started and ends', async () => {
    const { table, windows: w } = windows();
    await w.claim(claimAt(at(0)), call);
    await w.claim(claimAt(at(12)), call);
    expect(await rows(table)).toEqual([
      expect.objectContaining({ partitionKey: 'user-a', rowKey: 'window', startedAt: at(12), endsAt: at(22) }),
    ]);
  });

  it('spends the token of a granted claim: the same token is refused after the window, a new one is not', async () => {
    const { windows: w } = windows();
    const first = claimAt(at(0));
    expect(await w.claim(first, call)).toMatchObject({ granted: true });
    expect(await w.claim({ ...first, now: at(10) }, call)).toEqual({ granted: false, reason: 'token_spent' });
    expect(await w.claim(claimAt(at(10), { authTime: at(0) }), call)).toMatchObject({ granted: true });
  });

  it('forgets a spent token once no token of its age could pass the freshness check, so the row stays small', async () => {
    const { table, windows: w } = windows();
    await w.claim(claimAt(at(0), { tokenId: 'old' }), call);
    await w.claim(claimAt(at(30), { tokenId: 'new' }), call);
    const [row] = await rows(table);
    expect(Object.keys(JSON.parse(String(row!.spentTokens)))).toEqual(['new']);
  });

  it('refuses a token of a session the person signed out of after signing in; a sign-in after it is fine', async () => {
    const { windows: w } = windows();
    await w.recordSignOut({ userId: 'user-a', sessionId: 's1', now: at(2) }, call);
    // Signed in at 9:01, copied, signed out at 9:02: refused.
    expect(await w.claim(claimAt(at(3), { authTime: at(1) }), call)).toEqual({ granted: false, reason: 'signed_out' });
    // Another session of the same person is not affected.
    expect(await w.claim(claimAt(at(3), { authTime: at(1), sessionId: 's2' }), call)).toMatchObject({ granted: true });
  });

  it('remembers a sign-out through a later claim, and accepts a new authentication in that session', async () => {
    const { windows: w } = windows();
    expect(await w.claim(claimAt(at(0)), call)).toMatchObject({ granted: true });
    await w.recordSignOut({ userId: 'user-a', sessionId: 's1', now: at(5) }, call);
    expect(await w.claim(claimAt(at(11), { authTime: at(4) }), call)).toEqual({ granted: false, reason: 'signed_out' });
    expect(await w.claim(claimAt(at(11), { authTime: at(6) }), call)).toMatchObject({ granted: true });
  });

  it('release frees the window, and the spent token stays spent', async () => {
    const { windows: w } = windows();
    const request = claimAt(at(0));
    const claim = await w.claim(request, call);
    if (!claim.granted) throw new Error('expected a grant');
    await claim.release(call);
    expect(await w.claim({ ...request, now: at(1) }, call)).toEqual({ granted: false, reason: 'token_spent' });
    expect(await w.claim(claimAt(at(1)), call)).toMatchObject({ granted: true });
  });

  it('release never takes away a later claim (only its own, by claim id and ETag)', async () => {
    const { windows: w } = windows();
    const first = await w.claim(claimAt(at(0)), call);
    const second = await w.claim(claimAt(at(10)), call);
    if (!first.granted || !second.granted) throw new Error('expected two grants');
    await first.release(call);
    expect(await w.claim(claimAt(at(11)), call)).toMatchObject({ granted: false, reason: 'too_many_passes' });
  });

  it('release keeps a sign-out recorded while the window was held', async () => {
    const { windows: w } = windows();
    const claim = await w.claim(claimAt(at(0)), call);
    if (!claim.granted) throw new Error('expected a grant');
    await w.recordSignOut({ userId: 'user-a', sessionId: 's1', now: at(1) }, call);
    await claim.release(call);
    expect(await w.claim(claimAt(at(2), { authTime: at(0) }), call)).toEqual({ granted: false, reason: 'signed_out' });
  });

  it('a claim whose write is repeated after a lost answer recognises its own row rather than refusing itself', async () => {
    const { table, windows: w } = windows();
    // The storage call applies the write, loses the answer, and tries again: the second attempt meets the row.
    let attempts = 0;
    const losesFirstAnswer = async <T>(attempt: (signal: AbortSignal) => Promise<T>): Promise<T> => {
      const result = await attempt(new AbortController().signal);
      if (++attempts === 2) return attempt(new AbortController().signal);
      return result;
    };
    expect(await w.claim(claimAt(at(0)), losesFirstAnswer)).toMatchObject({ granted: true });
    expect(await rows(table)).toHaveLength(1);
  });

  it('of 20 parallel claims for one person, exactly one is granted, also when the window is being renewed', async () => {
    const { windows: w } = windows();
    const grants = async (now: Date) =>
      (await Promise.all(Array.from({ length: 20 }, () => w.claim(claimAt(now), call)))).filter((c) => c.granted).length;
    expect(await grants(at(0))).toBe(1);
    // The row exists and has expired: the renewals race on its ETag.
    expect(await grants(at(30))).toBe(1);
  });

  it('of 20 parallel claims with one token, exactly one is granted even across windows', async () => {
    const { windows: w } = windows();
    const request = claimAt(at(0));
    const results = await Promise.all(Array.from({ length: 20 }, () => w.claim(request, call)));
    expect(results.filter((c) => c.granted)).toHaveLength(1);
    expect(await w.claim({ ...request, now: at(10) }, call)).toEqual({ granted: false, reason: 'token_spent' });
  });
});
