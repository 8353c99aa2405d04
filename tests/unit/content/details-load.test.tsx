// @vitest-environment jsdom
/** The content's details load after the first screen: what waits for them, and what never does. */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ContentContext,
  loadManifestOnce,
  useManifest,
  useManifestWhenLoaded,
  type ContentSource,
} from '../../../packages/engine/src/shared/content/content-context';
import type { ContentDetails, ContentIndex } from '../../../packages/engine/src/shared/content/schema/manifest';

afterEach(cleanup);

const index = {
  settings: {},
  setupGuide: {},
  externalTiles: [],
  guides: [{ id: 'wifi', title: 'WiFi', route: '/wifi', layout: 'steps' }],
} as unknown as ContentIndex;
const details = {
  settings: {},
  guides: [{ ...index.guides[0], steps: [{ number: 1, file: '01-join.mdx', title: 'Join the network' }] }],
} as unknown as ContentDetails;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const sourceWith = (loadDetails: ContentSource['loadDetails']): ContentSource => ({
  manifest: index,
  iconUrls: {},
  loadGuide: vi.fn(),
  loadDetails,
});

function FirstStep() {
  const manifest = useManifestWhenLoaded();
  return <p>{manifest ? `First step: ${manifest.guides[0]!.steps[0]!.title}` : 'Tiles only'}</p>;
}

function Waiting() {
  return <p>{useManifest().guides[0]!.steps.length} step</p>;
}

describe("the content's details (each guide whole, the settings)", () => {
  it('are added to the first load’s guides once loaded, for screens that can show a moment later', async () => {
    const load = deferred<ContentDetails>();
    render(
      <ContentContext value={sourceWith(() => load.promise)}>
        <FirstStep />
      </ContentContext>,
    );
    expect(screen.getByText('Tiles only')).toBeTruthy();
    await act(async () => load.resolve(details));
    expect(screen.getByText('First step: Join the network')).toBeTruthy();
  });

  it('show on a screen that can wait for them when they arrive between its first render and its subscription', async () => {
    // Outside act(), as in a browser: React renders and commits in one task and runs effects in a later one,
    // so a chunk already in the cache arrives in between. Home once missed its Continue card that way.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <ContentContext value={sourceWith(() => Promise.resolve(details))}>
          <FirstStep />
        </ContentContext>,
      );
      await waitFor(() => expect(container.textContent).toBe('First step: Join the network'));
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('never take down a screen that can do without them when they fail to download', async () => {
    const load = deferred<ContentDetails>();
    render(
      <ContentContext value={sourceWith(() => load.promise)}>
        <FirstStep />
      </ContentContext>,
    );
    await act(async () => load.reject(new Error('offline')));
    expect(screen.getByText('Tiles only')).toBeTruthy();
  });

  it('hold back the screens that need them until they arrive, and show them at once after, loading once per source', async () => {
    const load = deferred<ContentDetails>();
    const loadDetails = vi.fn(() => load.promise);
    const source = sourceWith(loadDetails);
    const show = () =>
      render(
        <ContentContext value={source}>
          <Suspense fallback={<p>Loading</p>}>
            <Waiting />
          </Suspense>
        </ContentContext>,
      );
    show();
    expect(screen.getByText('Loading')).toBeTruthy();
    cleanup();
    load.resolve(details);
    await loadManifestOnce(source);
    // As the router does: it waits for the details, then renders the screen, which has them at once.
    show();
    expect(screen.getByText('1 step')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loadDetails).toHaveBeenCalledTimes(1);
  });

  it('are asked for again after a failed download', async () => {
    const loadDetails = vi.fn<ContentSource['loadDetails']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(details);
    const source = sourceWith(loadDetails);
    await expect(loadManifestOnce(source)).rejects.toThrow('offline');
    expect((await loadManifestOnce(source)).guides[0]!.steps).toEqual(details.guides[0]!.steps);
    expect(loadDetails).toHaveBeenCalledTimes(2);
  });
});
