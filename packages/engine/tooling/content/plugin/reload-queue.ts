/**
 * Batches bursts of edits into one piece of work. Renumbering a guide renames every later step file, and
 * each rename is two watcher events: the work (the content check) waits until the events pause for
 * `delayMs`, runs once, and runs again if more events arrived while it ran, so its result always
 * describes the files as they finally are. Every caller of `push` gets the result of the run that
 * covered its event. Nothing here throws: a failed run is handed to `settle` as `{ error }`.
 */
export interface ReloadQueueOptions<E, T, R> {
  /** How long the events must pause before the work runs. */
  delayMs: number;
  /** The work, e.g. checking all the content. */
  run: () => Promise<T>;
  /**
   * What to do with a result nothing newer has overtaken; what it returns goes to each waiting caller.
   * When it throws, it is called again with that error, so it must not throw for `{ error }`.
   */
  settle: (outcome: { result: T } | { error: unknown }, events: E[]) => R;
}

export interface ReloadQueue<E, R> {
  /** Adds an event to the current batch; resolves once a run that saw it has settled. Never rejects. */
  push(event: E): Promise<R>;
  /** Resolves when no batch is waiting or running (for tests and shutdown). */
  idle(): Promise<void>;
  /** Drops the pending timer; waiting callers are not resolved. */
  close(): void;
}

export function reloadQueue<E, T, R>({ delayMs, run, settle }: ReloadQueueOptions<E, T, R>): ReloadQueue<E, R> {
  let events: E[] = [];
  let waiters: ((value: R) => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  // Counts pushes, so a run can tell whether an event arrived while it ran.
  let pushed = 0;
  let idleWaiters: (() => void)[] = [];

  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Only a `settle` that throws for an error gets here: report it, never throw out of a timer.
      flush().catch((error: unknown) => console.error('content: reloading failed:', error));
    }, delayMs);
    // A waiting check must not keep a finished process (a test run, a closed server) alive.
    timer.unref?.();
  };

  const notifyIdle = () => {
    if (running || timer !== undefined || waiters.length > 0) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  async function flush() {
    timer = undefined;
    // The run in progress sees that events came in, and arms the timer again when it ends.
    if (running) return;
    running = true;
    const seen = pushed;
    let outcome: { result: T } | { error: unknown };
    try {
      outcome = { result: await run() };
    } catch (error) {
      outcome = { error };
    }
    running = false;
    if (pushed !== seen) {
      if (timer === undefined) arm();
      return;
    }
    const batch = events;
    const resolvers = waiters;
    events = [];
    waiters = [];
    let value: R;
    try {
      value = settle(outcome, batch);
    } catch (error) {
      value = settle({ error }, batch);
    }
    for (const resolve of resolvers) resolve(value);
    notifyIdle();
  }

  return {
    push(event) {
      pushed += 1;
      events.push(event);
      const result = new Promise<R>((resolve) => waiters.push(resolve));
      arm();
      return result;
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        notifyIdle();
      });
    },
    close() {
      clearTimeout(timer);
      timer = undefined;
      idleWaiters = [];
    },
  };
}
