// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentSource, GuideModule } from '../../../src/shared/content/content-context';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('service worker registration after the first screen', () => {
  let idle: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.resetModules();
    idle = vi.fn();
    window.requestIdleCallback = idle as unknown as typeof window.requestIdleCallback;
  });

  it("waits for a guide's chunk still on its way (the layout drawn, the step not yet), then for idle time", async () => {
    const { loadGuideOnce } = await import('../../../src/shared/content/content-context');
    const { startServiceWorkerAfterFirstScreen } = await import('../../../src/app/service-worker');
    let arrive!: (module: GuideModule) => void;
    const source = { loadGuide: () => new Promise<GuideModule>((resolve) => (arrive = resolve)) } as unknown as ContentSource;
    void loadGuideOnce(source, 'wifi');

    startServiceWorkerAfterFirstScreen();
    await flush();
    expect(idle).not.toHaveBeenCalled();

    arrive({ steps: {}, images: {} });
    await flush();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]![1]).toEqual({ timeout: 3000 });
  });

  it("stops waiting for a guide's chunk that never arrives after the limit, then waits for idle time", async () => {
    // Only the timeouts: faking idle callbacks too would replace the spy.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { loadGuideOnce } = await import('../../../src/shared/content/content-context');
      const { startServiceWorkerAfterFirstScreen, GUIDE_WAIT_LIMIT_MS } = await import('../../../src/app/service-worker');
      const source = { loadGuide: () => new Promise<GuideModule>(() => undefined) } as unknown as ContentSource;
      void loadGuideOnce(source, 'wifi');

      startServiceWorkerAfterFirstScreen();
      await vi.advanceTimersByTimeAsync(GUIDE_WAIT_LIMIT_MS - 1);
      expect(idle).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(idle).toHaveBeenCalledTimes(1);
      expect(GUIDE_WAIT_LIMIT_MS).toBe(10_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with no guide loading (home, or a failed load), waits only for idle time, and only once', async () => {
    const { loadGuideOnce } = await import('../../../src/shared/content/content-context');
    const { startServiceWorkerAfterFirstScreen } = await import('../../../src/app/service-worker');
    const source = { loadGuide: () => Promise.reject(new Error('offline')) } as unknown as ContentSource;
    await loadGuideOnce(source, 'wifi').catch(() => undefined);
    startServiceWorkerAfterFirstScreen();
    startServiceWorkerAfterFirstScreen();
    await flush();
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
