// @vitest-environment jsdom
/**
 * A guide's screen: the day IT checked it under its title, the support code and "Continue on your phone"
 * below each step, the QR code of the printed guide, and a link from a phone naming the platform.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { encode } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import { continueAddress } from '../../../packages/engine/src/features/guides/continue-address';
import { GuidePage } from '../../../packages/engine/src/features/guides/GuidePage';
import { PhoneQr } from '../../../packages/engine/src/features/guides/ContinueOnPhone';
import { QR_OPTIONS } from '../../../packages/engine/src/features/guides/qr-drawing';
import { ContentContext, loadGuideOnce, type GuideModule } from '../../../packages/engine/src/shared/content/content-context';
import { encodeSupportCode } from '../../../packages/engine/src/shared/content/derive/support-code';
import type { ContentManifest, GuideEntry } from '../../../packages/engine/src/shared/content/schema/manifest';
import { PlatformProvider } from '../../../packages/engine/src/shared/platform/PlatformProvider';
import { PreviewProvider } from '../../../packages/engine/src/shared/user/preview';
import { schoolRoles } from '../../../packages/engine/src/shared/user/roles';
import { SignedInContext } from '../../../packages/engine/src/shared/user/signed-in-context';
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

/** The dark modules an SVG path of QrCode draws, as a matrix of the given size. */
function drawnModules(svg: Element, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, width] of svg
    .querySelector('path')!
    .getAttribute('d')!
    .matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) modules[Number(y)]![Number(x) + i] = true;
  }
  return modules;
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
    const expected = encodeSupportCode(
      { roles: schoolRoles(), devices: ['windows', 'mac'], guides: [wifi] },
      { guideId: 'wifi', step: 2, device: 'windows', variant: 'laptop', roles: ['Year8'] },
    );
    expect(expected).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(screen.getByText(/^Calling IT about this step\?/).textContent).toBe(
      `Calling IT about this step? Read them the support code ${expected}.`,
    );
  });

  it("offers the step on a phone: a QR code of the step's address, and the address written out", async () => {
    await openGuide('/wifi?step=2');
    const address = `${window.location.origin}/wifi?step=2&platform=windows&variant=laptop`;
    const disclosure = screen.getByText('Continue on your phone').closest('details')!;
    expect(within(disclosure).getByText(address)).toBeTruthy();
    // Encoded only once opened: a closed disclosure costs the first step nothing.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(disclosure.querySelector('svg')).toBeNull();
    act(() => {
      disclosure.open = true;
      disclosure.dispatchEvent(new Event('toggle'));
    });
    const qr = await within(disclosure).findByRole('img', { name: 'QR code for step 2 of WiFi Connect' }, { timeout: 3000 });
    const expected = encode(address, QR_OPTIONS);
    expect(drawnModules(qr, expected.size)).toEqual(expected.data);
  });

  it("prints a QR code of the guide's steps for this platform and variant, with no step, so a phone opens them where its reader is", async () => {
    await openGuide('/wifi');
    // On screen the printed copy's code is hidden, and not encoded until the page is printed.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(document.querySelector('.print-continue svg')).toBeNull();
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    const printed = screen.getByRole('img', { name: 'QR code for WiFi Connect on your phone' });
    expect(printed.closest('.print-only')).not.toBeNull();
    const expected = encode(`${window.location.origin}/wifi?platform=windows&variant=laptop`, QR_OPTIONS);
    expect(drawnModules(printed, expected.size)).toEqual(expected.data);
    act(() => void window.dispatchEvent(new Event('afterprint')));
  });

  it('offers no "Continue on your phone" on a phone, but still the support code', async () => {
    window.sessionStorage.setItem('portal.preview', JSON.stringify({ device: 'iphone' }));
    await openGuide('/wifi');
    expect(screen.getByText('Open Settings body')).toBeTruthy();
    expect(screen.getByText(/^Calling IT about this step\?/)).toBeTruthy();
    expect(screen.queryByText('Continue on your phone')).toBeNull();
  });

  it("opens a link naming another platform at its step (not cut to this platform's last), keeps that platform, and leaves it out of the address", async () => {
    // Windows has three of these steps; the Mac's third is its own.
    const router = await openGuide('/wifi?step=3&platform=mac&variant=laptop');
    expect(await screen.findByText('Install the profile body')).toBeTruthy();
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=3&variant=laptop');
    expect(window.localStorage.getItem('portal.os')).toBe('mac');
  });

  it("opens a step past this platform's last, rather than cutting it to this platform's steps first", async () => {
    const router = await openGuide('/wifi?step=4&platform=mac&variant=laptop');
    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=4&variant=laptop');
    // Nothing was shown, or recorded as progress, for Windows on the way.
    const recorded = Object.entries(window.localStorage)
      .filter(([key]) => key.startsWith('portal.progress.'))
      .flatMap(([, text]) => Object.keys(JSON.parse(String(text)).guides ?? {}));
    expect(recorded).toEqual(['wifi/mac/laptop']);
  });

  it('drops a platform it does not know from the address and shows the steps as before', async () => {
    const router = await openGuide('/wifi?step=2&platform=linux');
    expect(await screen.findByText('Run Quick Connect body')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=2');
    expect(window.localStorage.getItem('portal.os')).toBeNull();
  });
});

describe('the address a phone continues at', () => {
  it('names the step, the platform and the variant as the portal reads them', () => {
    expect(continueAddress('https://portal.example', '/wifi', { step: 3, platform: 'mac', variant: 'laptop' })).toBe(
      'https://portal.example/wifi?step=3&platform=mac&variant=laptop',
    );
    expect(continueAddress('https://portal.example', '/printing', { platform: 'windows' })).toBe(
      'https://portal.example/printing?platform=windows',
    );
  });
});

describe('the QR code', () => {
  it('draws exactly the modules uqr encodes for the address, with a quiet zone, and is named for screen readers', async () => {
    const text = 'https://portal.example/wifi?step=3&platform=mac&variant=laptop';
    render(<PhoneQr address={text} label="QR code for step 3 of WiFi Connect" />);
    const svg = await screen.findByRole('img', { name: 'QR code for step 3 of WiFi Connect' }, { timeout: 3000 });
    const expected = encode(text, QR_OPTIONS);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${expected.size} ${expected.size}`);
    expect(drawnModules(svg, expected.size)).toEqual(expected.data);
    // Four light modules all round: the quiet zone phones need.
    expect(expected.data.slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(expected.data.every((row) => !row.slice(0, 4).some(Boolean))).toBe(true);
    // Another address draws another code.
    expect(drawnModules(svg, expected.size)).not.toEqual(encode(text.replace('step=3', 'step=4'), QR_OPTIONS).data);
  });

  it('is not encoded while nobody can see it, and is drawn once shown', async () => {
    const text = 'https://portal.example/wifi?step=1';
    const { rerender, container } = render(<PhoneQr address={text} label="QR code for step 1" shown={false} />);
    // Long enough for the encoder's chunk to have loaded (it loads when the browser is idle).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(container.querySelector('svg')).toBeNull();
    rerender(<PhoneQr address={text} label="QR code for step 1" shown />);
    expect(await screen.findByRole('img', { name: 'QR code for step 1' })).toBeTruthy();
  });
});
