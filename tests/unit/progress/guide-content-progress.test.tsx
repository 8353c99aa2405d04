// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuideContent } from '../../../packages/engine/src/features/guides/GuideContent';
import { PlatformProvider } from '../../../packages/engine/src/shared/platform/PlatformProvider';
import { ContentContext, type ContentSource, type GuideModule } from '../../../packages/engine/src/shared/content/content-context';
import { loadedSource, TEST_SCHOOL } from '../../support/content-source';
import type { Viewer } from '../../../packages/engine/src/shared/user/viewer';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import type { GraphClient } from '../../../packages/engine/src/shared/graph/graph-client';
import { GuideLoadError } from '../../../packages/engine/src/shared/resilience/chunk-errors';
import { AsUser } from '../../support/signed-in';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  window.localStorage.clear();
});

const viewer: Viewer = { platform: 'windows', roles: ['Year8'], inHand: null };
const page = {
  id: 'links',
  title: 'Links',
  route: '/links',
  layout: 'page',
  steps: [{ number: 1, file: '01-a.mdx', title: 'Part A' }],
} as GuideEntry;
const macOnly = {
  id: 'mac',
  title: 'Mac things',
  route: '/mac',
  layout: 'steps',
  steps: [{ number: 1, file: '01-a.mdx', title: 'On a Mac', platforms: ['mac'] }],
} as GuideEntry;
const staffOnly = {
  ...page,
  id: 'adobe',
  licence: { audience: { source: 'Staff', include: [{ kind: 'role', role: 'Staff' }], exclude: [] }, message: 'Only staff are licensed.' },
} as GuideEntry;
const module = { steps: { '01-a.mdx': () => <p>Part A body</p> }, images: {} } as unknown as GuideModule;

/** What this guide screen recorded as progress: the number of guides with an entry in the stored record. */
const recordedGuides = () =>
  Object.entries(window.localStorage)
    .filter(([key]) => key.startsWith('portal.progress.'))
    .reduce((n, [, text]) => n + Object.keys(JSON.parse(String(text)).guides ?? {}).length, 0);

async function show(guide: GuideEntry, loadGuide: ContentSource['loadGuide']) {
  const school = { ...TEST_SCHOOL, help: { email: 'it@school.example', officeHours: '8am-4pm', location: 'the library', guide: 'help' } };
  const help = { ...page, id: 'help', title: 'IT Help', route: '/help' };
  const source = await loadedSource({ school, settings: {}, guides: [help] } as unknown as ContentManifest, loadGuide);
  await act(async () =>
    render(
      // AsUser brings its own router.
      <AsUser name="Ava Nguyen" roles={[...viewer.roles]} graph={{ request: vi.fn() } as GraphClient}>
        <ContentContext value={source}>
          <PlatformProvider>
            <GuideContent guide={guide} viewer={viewer} headingLevel={2} />
          </PlatformProvider>
        </ContentContext>
      </AsUser>,
    ),
  );
}

describe('what a guide screen records as progress', () => {
  it('records a single-page guide once its parts are on the screen, not while they load or when they fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrive: (m: GuideModule) => void = () => undefined;
    await show(page, () => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByRole('status').textContent).toContain('Loading the guide');
    expect(recordedGuides()).toBe(0);
    await act(async () => arrive(module));
    expect(screen.getByText('Part A body')).toBeTruthy();
    expect(recordedGuides()).toBe(1);

    cleanup();
    window.localStorage.clear();
    await show(page, () => Promise.reject(new GuideLoadError('links', { cause: new TypeError('offline') })));
    expect((await screen.findByRole('alert')).textContent).toContain('This guide could not be loaded.');
    expect(recordedGuides()).toBe(0);
  });

  it('records nothing for a guide with no steps for this device', async () => {
    await show(macOnly, () => Promise.resolve(module));
    expect(screen.getByText('There are no steps for your device in this guide.')).toBeTruthy();
    expect(recordedGuides()).toBe(0);
  });

  it("records the guide's message, which is all the viewer can follow of it", async () => {
    await show(staffOnly, () => Promise.resolve(module));
    const note = screen.getByRole('note');
    expect(note.textContent).toMatch(/^Only staff are licensed\.There's nothing for you to set up here\./);
    expect(recordedGuides()).toBe(1);
  });

  it('says, with the message, what to do instead and whom to ask, linking to the help guide the settings name', async () => {
    await show(staffOnly, () => Promise.resolve(module));
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('If you think you should have it, ask the IT office.');
    expect(note.textContent).toContain('Need a hand? Ask at the library (8am-4pm) or email it@school.example.');
    expect(screen.getByRole('link', { name: 'it@school.example' }).getAttribute('href')).toBe('mailto:it@school.example');
    expect(screen.getByRole('link', { name: 'IT Help' }).getAttribute('href')).toBe('/help');
  });
});
