// @vitest-environment jsdom
/** A guide's screen: the day IT checked it under its title, and the support code below each step. */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GuidePage } from '../../../src/features/guides/GuidePage';
import { ContentContext, loadGuideOnce, type GuideModule } from '../../../src/shared/content/content-context';
import { encodeSupportCode } from '../../../src/shared/content/derive/support-code';
import type { ContentManifest, GuideEntry } from '../../../src/shared/content/schema/manifest';
import { PlatformProvider } from '../../../src/shared/platform/PlatformProvider';
import { PreviewProvider } from '../../../src/shared/user/preview';
import { SignedInContext } from '../../../src/shared/user/signed-in-context';
import { loadedSource } from '../../support/content-source';
import { signedInAs } from '../../support/signed-in';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const step = (number: number, title: string, variant: string, platforms?: ('windows' | 'mac')[]) => ({
  number,
  file: `0${number}-step.mdx`,
  title,
  variant,
  ...(platforms ? { platforms } : {}),
});

/** A WiFi guide like the demo school's: three laptop steps on Windows, four on a Mac, two for iOS. */
const wifi = {
  id: 'wifi',
  title: 'WiFi Connect',
  route: '/wifi',
  layout: 'steps',
  reviewed: '2026-11-12',
  variants: [
    { id: 'laptop', showLabel: 'Show Laptop Steps' },
    { id: 'ios', showLabel: 'Show iOS Steps', defaultFor: 'iphone' },
  ],
  steps: [
    step(1, 'Be at school', 'laptop'),
    step(2, 'Run Quick Connect', 'laptop', ['windows']),
    step(3, 'Download the profile', 'laptop', ['mac']),
    step(4, 'Install the profile', 'laptop', ['mac']),
    step(5, "You're connected", 'laptop'),
    step(6, 'Open Settings', 'ios'),
    step(7, 'Install on iPhone', 'ios'),
  ],
} as GuideEntry;
const module = {
  steps: Object.fromEntries(wifi.steps.map((s) => [s.file, () => <p>{s.title} body</p>])),
  images: {},
} as unknown as GuideModule;

async function openGuide(path: string, guide: GuideEntry = wifi) {
  const source = await loadedSource({ settings: {}, guides: [guide] } as unknown as ContentManifest, () => Promise.resolve(module));
  // As the router does: the guide's chunk is there before its screen first renders.
  await loadGuideOnce(source, guide.id);
  const router = createMemoryRouter([{ path: '/wifi', element: <GuidePage guide={guide} /> }], { initialEntries: [path] });
  await act(async () =>
    render(
      <SignedInContext.Provider value={signedInAs('Ava Nguyen', ['Year8'])}>
        <PreviewProvider enabled>
          <PlatformProvider>
            <ContentContext value={source}>
              <RouterProvider router={router} />
            </ContentContext>
          </PlatformProvider>
        </PreviewProvider>
      </SignedInContext.Provider>,
    ),
  );
  return router;
}

describe('a guide screen', () => {
  it('says under its title when IT last checked it, in Australian order', async () => {
    await openGuide('/wifi');
    const checked = screen.getByText(/^Checked by IT on/);
    expect(checked.textContent).toBe('Checked by IT on 12 Nov 2026');
    expect(within(checked).getByText('12 Nov 2026').getAttribute('datetime')).toBe('2026-11-12');
  });

  it('shows no checked line for a guide without a reviewed day', async () => {
    await openGuide('/wifi', { ...wifi, reviewed: undefined });
    expect(screen.getByText('Be at school body')).toBeTruthy();
    expect(screen.queryByText(/^Checked by IT on/)).toBeNull();
  });

  it("gives each step its support code, for this viewer's device, variant and kind of user", async () => {
    await openGuide('/wifi?step=2');
    const expected = encodeSupportCode([wifi], { guideId: 'wifi', step: 2, device: 'windows', variant: 'laptop', roles: ['Year8'] });
    expect(expected).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(screen.getByText(/^Calling IT about this step\?/).textContent).toBe(
      `Calling IT about this step? Read them the support code ${expected}.`,
    );
  });
});
