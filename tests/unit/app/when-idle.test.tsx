// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentContext, type ContentSource } from '../../../packages/engine/src/shared/content/content-context';
import { NoticesProvider } from '../../../packages/engine/src/shared/content/notices-context';
import { whenIdle } from '../../../packages/engine/src/shared/ui/when-idle';

/** Holds the page's idle callbacks until the test says the browser is idle. */
function holdIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.spyOn(window, 'cancelIdleCallback').mockImplementation((id) => void waiting.delete(id));
  return {
    get count() {
      return waiting.size;
    },
    idle() {
      const now = [...waiting.values()];
      waiting.clear();
      for (const callback of now) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

afterEach(cleanup);

describe('work left for when the browser is idle', () => {
  it('runs once the browser is idle, within a bound, and not at all once cancelled', () => {
    const browser = holdIdleCallbacks();
    const task = vi.fn();
    whenIdle(task, 2000);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    browser.idle();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits a second where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    const saved = window.requestIdleCallback;
    // @ts-expect-error: a browser without idle callbacks
    delete window.requestIdleCallback;
    try {
      const task = vi.fn();
      whenIdle(task);
      vi.advanceTimersByTime(999);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      window.requestIdleCallback = saved;
      vi.useRealTimers();
    }
  });

  it("asks for the notices' chunk only once the first screen is drawn and the browser is idle", async () => {
    const browser = holdIdleCallbacks();
    const loadNotices = vi.fn(() => Promise.resolve([]));
    const source: ContentSource = {
      manifest: { guides: [], setupGuide: undefined, externalTiles: [] } as unknown as ContentSource['manifest'],
      iconUrls: {},
      loadDetails: () => Promise.reject(new Error('No details in this test')),
      loadGuide: () => Promise.reject(new Error('No guides in this test')),
      loadNotices,
    };
    render(
      <ContentContext value={source}>
        <NoticesProvider>
          <p>The screen</p>
        </NoticesProvider>
      </ContentContext>,
    );
    // Drawn, its effects run: the download still waits.
    expect(loadNotices).not.toHaveBeenCalled();
    expect(browser.count).toBe(1);
    await act(async () => browser.idle());
    expect(loadNotices).toHaveBeenCalledTimes(1);
  });
});
