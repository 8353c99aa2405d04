import { describe, expect, it, vi } from 'vitest';
import { DeadlinePassedError, deadlineIn, raceAbort, StorageTimeoutError, storageCalls } from '../../../packages/function-app/src/deadline';

const policy = { attemptTimeoutMs: 50, maxAttempts: 3, retryDelayMs: 5 };
const storageError = (statusCode: number) => Object.assign(new Error(`status ${statusCode}`), { statusCode });
const hangs = () => new Promise<never>(() => {});

describe('storage calls within the request deadline', () => {
  it('answers at once when storage does', async () => {
    const call = storageCalls(deadlineIn(1_000), policy);
    await expect(call(async () => 'row')).resolves.toBe('row');
  });

  it('tries a busy or failed service again, a few times', async () => {
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(storageError(503))
      .mockRejectedValueOnce(new Error('socket hang up'))
      .mockResolvedValue('row');
    await expect(storageCalls(deadlineIn(1_000), policy)(attempt)).resolves.toBe('row');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt', async () => {
    const attempt = vi.fn().mockRejectedValue(storageError(500));
    await expect(storageCalls(deadlineIn(1_000), policy)(attempt)).rejects.toMatchObject({ statusCode: 500 });
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('does not try an answer again (a conflict, a failed condition, not found)', async () => {
    for (const status of [404, 409, 412]) {
      const attempt = vi.fn().mockRejectedValue(storageError(status));
      await expect(storageCalls(deadlineIn(1_000), policy)(attempt)).rejects.toMatchObject({ statusCode: status });
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });

  it('ends an attempt that hangs (aborting its signal) and tries again', async () => {
    const signals: AbortSignal[] = [];
    const attempt = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1 ? hangs() : Promise.resolve('row');
    });
    await expect(storageCalls(deadlineIn(1_000), policy)(attempt)).resolves.toBe('row');
    expect(signals[0]!.aborted).toBe(true);
  });

  it('says the storage timed out when every attempt hangs', async () => {
    await expect(storageCalls(deadlineIn(1_000), policy)(hangs)).rejects.toBeInstanceOf(StorageTimeoutError);
  });

  it('never runs past the deadline, however many attempts are left', async () => {
    const started = Date.now();
    const call = storageCalls(deadlineIn(120), { attemptTimeoutMs: 1_000, maxAttempts: 5, retryDelayMs: 5 });
    await expect(call(hangs)).rejects.toBeInstanceOf(DeadlinePassedError);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('starts nothing once the deadline has passed', async () => {
    const deadline = deadlineIn(10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const attempt = vi.fn(async () => 'row');
    await expect(storageCalls(deadline, policy)(attempt)).rejects.toBeInstanceOf(DeadlinePassedError);
    expect(attempt).not.toHaveBeenCalled();
  });
});

describe('raceAbort', () => {
  it('settles with the work, or with the reason when the signal aborts first', async () => {
    await expect(raceAbort(Promise.resolve(1), new AbortController().signal, () => new Error('late'))).resolves.toBe(1);
    const controller = new AbortController();
    const raced = raceAbort(hangs(), controller.signal, () => new Error('late'));
    controller.abort();
    await expect(raced).rejects.toThrow('late');
  });
});
