import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from '../../../packages/engine/src/shared/resilience/settled-within';

describe('settledWithin', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** Whether the wait has ended once `ms` have passed (and the promises due by then have run). */
  async function endedAfter(wait: Promise<void>, ms: number): Promise<boolean> {
    let ended = false;
    void wait.then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(ms);
    return ended;
  }

  it('ends when the promise resolves, and leaves no timer behind', async () => {
    const wait = settledWithin(Promise.resolve('done'), 1000);
    expect(await endedAfter(wait, 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends, without rejecting, when the promise rejects', async () => {
    const wait = settledWithin(Promise.reject(new Error('offline')), 1000);
    await expect(wait).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends at the limit when the promise never settles, not before', async () => {
    const wait = settledWithin(new Promise(() => undefined), 1000);
    expect(await endedAfter(wait, 999)).toBe(false);
    expect(await endedAfter(wait, 1)).toBe(true);
  });
});
