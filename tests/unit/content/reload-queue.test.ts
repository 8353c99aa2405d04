import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadQueue } from '../../../packages/engine/tooling/content/plugin/reload-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A queue whose work counts its runs and settles with what each run saw. */
function counting(run: () => Promise<string> = async () => 'ok') {
  const runs = vi.fn(run);
  const settled: { outcome: unknown; events: string[] }[] = [];
  const queue = reloadQueue<string, string, string>({
    delayMs: 150,
    run: runs,
    settle: (outcome, events) => {
      settled.push({ outcome, events });
      return 'result' in outcome ? `${outcome.result} after ${events.join(', ')}` : 'failed';
    },
  });
  return { queue, runs, settled };
}

describe('reloadQueue', () => {
  it('runs once for a burst of events, after they pause', async () => {
    const { queue, runs, settled } = counting();
    const answers = ['a', 'b', 'c'].map((e) => {
      const answer = queue.push(e);
      vi.advanceTimersByTime(100);
      return answer;
    });
    expect(runs).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(runs).toHaveBeenCalledTimes(1);
    expect(settled).toEqual([{ outcome: { result: 'ok' }, events: ['a', 'b', 'c'] }]);
    expect(await Promise.all(answers)).toEqual(['ok after a, b, c', 'ok after a, b, c', 'ok after a, b, c']);
  });

  it('throws away a run overtaken by newer events, and answers everyone from the run after them', async () => {
    let release!: () => void;
    let calls = 0;
    const { queue, runs, settled } = counting(async () => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return `run ${calls}`;
    });
    const first = queue.push('rename 02');
    await vi.advanceTimersByTimeAsync(150);
    expect(runs).toHaveBeenCalledTimes(1);
    // An event arrives while the first run is reading the files.
    const second = queue.push('rename 03');
    release();
    await vi.advanceTimersByTimeAsync(150);
    expect(runs).toHaveBeenCalledTimes(2);
    expect(settled).toEqual([{ outcome: { result: 'run 2' }, events: ['rename 02', 'rename 03'] }]);
    expect(await first).toBe('run 2 after rename 02, rename 03');
    expect(await second).toBe('run 2 after rename 02, rename 03');
  });

  it('hands a failed run to settle instead of throwing', async () => {
    const { queue, settled } = counting(async () => {
      throw Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    });
    const answer = queue.push('a');
    await vi.advanceTimersByTimeAsync(150);
    expect(await answer).toBe('failed');
    expect(settled[0]?.outcome).toEqual({ error: expect.objectContaining({ code: 'ENOENT' }) });
  });

  it('asks settle again with the error when settle itself throws', async () => {
    const settle = vi.fn((outcome: { result: string } | { error: unknown }) => {
      if ('result' in outcome) throw new Error('bug');
      return 'recovered';
    });
    const queue = reloadQueue<string, string, string>({ delayMs: 150, run: async () => 'ok', settle });
    const answer = queue.push('a');
    await vi.advanceTimersByTimeAsync(150);
    expect(await answer).toBe('recovered');
    expect(settle).toHaveBeenLastCalledWith({ error: new Error('bug') }, ['a']);
  });

  it('is idle once nothing is waiting or running', async () => {
    const { queue } = counting();
    void queue.push('a');
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(idle).toBe(true);
  });
});
