import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenReady, untilStartupStays, type StartingRouter } from '../../../packages/engine/src/app/first-screen';

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

describe('a new tab, which start-up sends to the sign-in page', () => {
  it('draws only the signing-in status, after the limit, while the browser leaves', async () => {
    const showStatus = vi.fn();
    const wait = untilStartupStays(new Promise(() => undefined), showStatus, 200);
    await vi.advanceTimersByTimeAsync(199);
    expect(showStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(showStatus).toHaveBeenCalledTimes(1);
    expect(await ended(wait)).toBe(false);
  });

  it('goes on to the app, with no status first, when start-up stays at once (offline, the guides without signing in)', async () => {
    const showStatus = vi.fn();
    const signIn = deferred();
    const wait = untilStartupStays(signIn.promise, showStatus, 200);
    signIn.reject(new Error('offline'));
    expect(await ended(wait)).toBe(true);
    expect(showStatus).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on to the app when start-up stays after the status is up (the sign-in page could not be opened)', async () => {
    const showStatus = vi.fn();
    const signIn = deferred();
    const wait = untilStartupStays(signIn.promise, showStatus, 200);
    await vi.advanceTimersByTimeAsync(5000);
    signIn.resolve({ kind: 'redirecting' });
    expect(await ended(wait)).toBe(true);
    expect(showStatus).toHaveBeenCalledTimes(1);
  });
});
