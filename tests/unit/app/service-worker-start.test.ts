// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh copy of the registration and of the loading statuses it waits for. */
async function freshModules() {
  const { LoadingStatus } = await import('../../../packages/engine/src/shared/ui/LoadingStatus');
  const { startServiceWorkerAfterFirstScreen, SCREEN_WAIT_LIMIT_MS } = await import('../../../packages/engine/src/app/service-worker');
  /** Draws "Loading the guide…" as a screen does while its guide's steps are not there yet. */
  const showLoading = () => render(createElement(LoadingStatus, null, 'Loading the guide…'));
  return { showLoading, startServiceWorkerAfterFirstScreen, SCREEN_WAIT_LIMIT_MS };
}

describe('service worker registration after the first screen', () => {
  let idle: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.resetModules();
    idle = vi.fn();
    window.requestIdleCallback = idle as unknown as typeof window.requestIdleCallback;
  });
  afterEach(cleanup);

  it('waits while part of the screen is still loading (the layout drawn, the step not yet), then for idle time', async () => {
    const { showLoading, startServiceWorkerAfterFirstScreen } = await freshModules();
    const loading = showLoading();

    startServiceWorkerAfterFirstScreen();
    await flush();
    expect(idle).not.toHaveBeenCalled();

    // The chunk has arrived, but the status is still drawn (React may hold a reveal back for a moment).
    await flush();
    expect(idle).not.toHaveBeenCalled();

    act(() => loading.unmount());
    await flush();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]![1]).toEqual({ timeout: 3000 });
  });

  it('waits for every loading status on the screen, not only the first to go', async () => {
    const { showLoading, startServiceWorkerAfterFirstScreen } = await freshModules();
    const guide = showLoading();
    const generator = showLoading();
    startServiceWorkerAfterFirstScreen();
    act(() => guide.unmount());
    await flush();
    expect(idle).not.toHaveBeenCalled();
    act(() => generator.unmount());
    await flush();
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a status that never goes (a download that never ends) after the limit, then waits for idle time', async () => {
    const { showLoading, startServiceWorkerAfterFirstScreen, SCREEN_WAIT_LIMIT_MS } = await freshModules();
    showLoading();
    // Only the timeouts: faking idle callbacks too would replace the spy.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      startServiceWorkerAfterFirstScreen();
      await vi.advanceTimersByTimeAsync(SCREEN_WAIT_LIMIT_MS - 1);
      expect(idle).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(idle).toHaveBeenCalledTimes(1);
      expect(SCREEN_WAIT_LIMIT_MS).toBe(10_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with nothing loading (home, or a screen drawn whole), waits only for idle time, and only once', async () => {
    const { startServiceWorkerAfterFirstScreen } = await freshModules();
    startServiceWorkerAfterFirstScreen();
    startServiceWorkerAfterFirstScreen();
    await flush();
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
