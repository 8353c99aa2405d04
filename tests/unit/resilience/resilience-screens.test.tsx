// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentContext, type ContentSource, type GuideModule } from '../../../packages/engine/src/shared/content/content-context';
import { loadedSource } from '../../support/content-source';
import type { ContentManifest } from '../../../packages/engine/src/shared/content/schema/manifest';
import { GuideContent } from '../../../packages/engine/src/features/guides/GuideContent';
import { PlatformProvider } from '../../../packages/engine/src/shared/platform/PlatformProvider';
import { GuideLoadError } from '../../../packages/engine/src/shared/resilience/chunk-errors';
import { ErrorScreen } from '../../../packages/engine/src/app/pages/ErrorScreen';
import { OfflineNotice } from '../../../packages/engine/src/app/layout/OfflineNotice';
import type { GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { AsUser, signedInAs } from '../../support/signed-in';
import { offlineReader } from '../../../packages/engine/src/app/auth/offline-reader';
import { SignedInContext } from '../../../packages/engine/src/shared/user/signed-in-context';

afterEach(() => cleanup());

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('OfflineNotice', () => {
  it('says so while the browser is offline, in a status region that is always there', () => {
    render(
      <SignedInContext value={signedInAs('Ava Nguyen')}>
        <OfflineNotice />
      </SignedInContext>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveProperty('textContent', '');
    setOnline(false);
    expect(region.textContent).toBe("You're offline. Pages you have already opened still work; new guides load when you're back online.");
    setOnline(true);
    expect(region).toHaveProperty('textContent', '');
  });

  it('tells a reader who is not signed in that the portal signs them in when the network returns', () => {
    render(
      <SignedInContext value={offlineReader()}>
        <OfflineNotice />
      </SignedInContext>,
    );
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline and not signed in. Pages you have already opened still work, and the portal signs you in when you're back online.",
    );
  });
});

function Layout() {
  return (
    <>
      <header>Portal header</header>
      <Outlet />
    </>
  );
}

function renderRoute(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        errorElement: <ErrorScreen />,
        children: [
          {
            errorElement: <ErrorScreen />,
            children: [
              { path: '/', element: <h1>Home</h1> },
              { path: '/broken', element },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/broken'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('ErrorScreen', () => {
  it('apologises for a render error, keeps the header, and links home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.ReactNode {
      throw new Error('boom');
    }
    renderRoute(<Broken />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Portal header')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });

  it('offers to try again when the screen could not be downloaded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Missing(): React.ReactNode {
      throw new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/GuidePage-x.js');
    }
    renderRoute(<Missing />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('GuideLoadBoundary (through GuideContent)', () => {
  const guide = { id: 'office', title: 'Office', layout: 'page', steps: [{ file: '01-a.mdx', title: 'Part A' }] } as unknown as GuideEntry;
  const viewer = { platform: 'windows', roles: [], isStaff: false } as never;
  const part = { steps: { '01-a.mdx': () => <p>Part A body</p> }, images: {} } as unknown as GuideModule;

  async function renderGuide(loadGuide: ContentSource['loadGuide']) {
    const source = await loadedSource({ settings: {} } as ContentManifest, loadGuide);
    // act() lets React see the chunk's promise settle.
    await act(async () =>
      render(
        <AsUser name="Ava Nguyen" roles={['Year8']} graph={{ request: vi.fn() } as GraphClient}>
          <ContentContext value={source}>
            <PlatformProvider>
              <GuideContent guide={guide} viewer={viewer} headingLevel={2} />
            </PlatformProvider>
          </ContentContext>
        </AsUser>,
      ),
    );
  }

  it('shows Try again after a failed download, and Try again asks for the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadGuide = vi
      .fn<ContentSource['loadGuide']>()
      .mockRejectedValueOnce(new GuideLoadError('office', { cause: new TypeError('offline') }))
      .mockResolvedValue(part);
    await renderGuide(loadGuide);
    expect((await screen.findByRole('alert')).textContent).toContain('This guide could not be loaded.');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Part A body')).toBeTruthy();
    expect(loadGuide).toHaveBeenCalledTimes(2);
  });

  it('after a failed retry, also offers to reload the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadGuide = vi.fn<ContentSource['loadGuide']>().mockRejectedValue(new GuideLoadError('office', { cause: new TypeError('404') }));
    await renderGuide(loadGuide);
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('sends other errors on to the route error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new Error('a bug in a step');
    const onError = vi.fn();
    class Outer extends (await import('react')).Component<{ children: React.ReactNode }, { error: unknown }> {
      override state = { error: null as unknown };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      override componentDidCatch(error: unknown) {
        onError(error);
      }
      override render() {
        return this.state.error ? <p>Outer caught it</p> : this.props.children;
      }
    }
    const source = await loadedSource({ settings: {} } as ContentManifest, () => Promise.reject(bug));
    await act(async () =>
      render(
        <AsUser name="Ava Nguyen" roles={['Year8']} graph={{ request: vi.fn() } as GraphClient}>
          <Outer>
            <ContentContext value={source}>
              <PlatformProvider>
                <GuideContent guide={guide} viewer={viewer} headingLevel={2} />
              </PlatformProvider>
            </ContentContext>
          </Outer>
        </AsUser>,
      ),
    );
    expect(await screen.findByText('Outer caught it')).toBeTruthy();
    expect(onError.mock.calls[0]?.[0]).toBe(bug);
  });
});
