import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, GuideLoadError, isChunkLoadError } from '../../../packages/engine/src/shared/resilience/chunk-errors';
import { retryingLoader } from '../../../packages/engine/src/shared/resilience/retrying-loader';

const CHUNK = 'https://portal.example/assets/office-AbC12.js';

describe('isChunkLoadError and failedModuleUrl', () => {
  it.each([
    ['Chromium', new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`), true, CHUNK],
    ['Chromium, a retry address', new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}?retry=2`), true, CHUNK],
    ['Firefox', new TypeError(`error loading dynamically imported module: ${CHUNK}`), true, CHUNK],
    ['Safari', new TypeError('Importing a module script failed.'), true, null],
    ["Vite's CSS preload", new Error('Unable to preload CSS for /assets/x.css'), true, null],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'steps')"), false, null],
    ['not an error', 'Failed to fetch dynamically imported module', false, null],
  ])('%s', (_browser, error, isChunk, url) => {
    expect(isChunkLoadError(error)).toBe(isChunk);
    expect(failedModuleUrl(error)).toBe(url);
  });
});

describe('retryingLoader', () => {
  const offline = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

  it('loads through the build loader while nothing has failed', async () => {
    const load = vi.fn().mockResolvedValue('module');
    const importUrl = vi.fn();
    await expect(retryingLoader(load, importUrl)('office')).resolves.toBe('module');
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('turns a failed download into a GuideLoadError naming the guide', async () => {
    const error = await retryingLoader(vi.fn().mockRejectedValue(offline), vi.fn())('office').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GuideLoadError);
    expect(error).toMatchObject({ guideId: 'office', cause: offline, message: 'The guide "office" could not be downloaded.' });
  });

  it('asks for the failed chunk at a new address on each retry, then goes back to normal', async () => {
    const load = vi.fn().mockRejectedValueOnce(offline).mockResolvedValue('module');
    const importUrl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}?retry=1`))
      .mockResolvedValue('fresh');
    const loader = retryingLoader(load, importUrl);
    await expect(loader('office')).rejects.toBeInstanceOf(GuideLoadError);
    await expect(loader('office')).rejects.toBeInstanceOf(GuideLoadError);
    await expect(loader('office')).resolves.toBe('fresh');
    expect(importUrl.mock.calls).toEqual([[`${CHUNK}?retry=1`], [`${CHUNK}?retry=2`]]);
    await expect(loader('office')).resolves.toBe('module');
  });

  it('tries the build loader again when the browser does not name the failed chunk', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValue('module');
    const loader = retryingLoader(load, vi.fn());
    await expect(loader('office')).rejects.toBeInstanceOf(GuideLoadError);
    await expect(loader('office')).resolves.toBe('module');
  });

  it('lets other errors through unchanged', async () => {
    const bug = new Error('No guide called nope');
    await expect(retryingLoader(vi.fn().mockRejectedValue(bug), vi.fn())('nope')).rejects.toBe(bug);
  });
});
