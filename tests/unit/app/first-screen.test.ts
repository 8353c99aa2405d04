import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenReady, type StartingRouter } from '../../../src/app/first-screen';

/** A router whose screen is loaded when the test says so, as react-router's `initialized` reports it. */
function startingRouter(initialized = false) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const state = { initialized };
  const router: StartingRouter & { finish(): void; listening(): number } = {
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish() {
      state.initialized = true;
      for (const listener of [...listeners]) listener(state);
    },
    listening: () => listeners.size,
  };
  return router;
}

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

/** Whether the wait has ended once pending promises and timers up to now have run. */
async function ended(wait: Promise<void>): Promise<boolean> {
  let done = false;
  void wait.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the first render waits for the real screen', () => {
  it('waits for both the screen and sign-in, then draws at once', async () => {
    const router = startingRouter();
    const signIn = deferred();
    const wait = firstScreenReady(router, signIn.promise, 200);
    expect(await ended(wait)).toBe(false);
    router.finish();
    expect(await ended(wait)).toBe(false);
    signIn.resolve({ kind: 'signed-in' });
    expect(await ended(wait)).toBe(true);
    // It stops listening to the router once the screen is there.
    expect(router.listening()).toBe(0);
  });

  it('does not wait for a screen that is already loaded (home, in the entry)', async () => {
    const wait = firstScreenReady(startingRouter(true), Promise.resolve(), 200);
    expect(await ended(wait)).toBe(true);
  });

  it('ends on a failed sign-in too: the gate shows that failure', async () => {
    const router = startingRouter(true);
    const wait = firstScreenReady(router, Promise.reject(new Error('no network')), 200);
    expect(await ended(wait)).toBe(true);
  });

  it('gives up after the limit, so a slow network or a sign-in redirect shows the status rather than nothing', async () => {
    const router = startingRouter();
    const wait = firstScreenReady(router, new Promise(() => undefined), 200);
    await vi.advanceTimersByTimeAsync(199);
    expect(await ended(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await ended(wait)).toBe(true);
  });

  it('leaves no timer behind when it ends early', async () => {
    const wait = firstScreenReady(startingRouter(true), Promise.resolve(), 200);
    await wait;
    expect(vi.getTimerCount()).toBe(0);
  });
});
