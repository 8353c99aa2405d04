import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listedDevices, prerenderedDevice, type PrerenderedPlace } from '../../../packages/engine/src/app/prerendered';
import { DEVICES, type DeviceName } from '../../../packages/engine/src/shared/user/devices';

const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
};

function storage(items: Record<string, string> = {}) {
  const keys = Object.keys(items);
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => items[k] ?? null };
}

function place(overrides: Partial<PrerenderedPlace> = {}): PrerenderedPlace {
  return {
    devices: ['windows', 'mac'],
    search: '',
    userAgent: UA.windows,
    maxTouchPoints: 0,
    session: () => storage(),
    local: () => storage(),
    ...overrides,
  };
}

describe("which device's prerendered screen a public guide's page shows", () => {
  it('shows the device the browser runs on, or the one the person chose on this browser', () => {
    expect(prerenderedDevice(place())).toBe('windows');
    expect(prerenderedDevice(place({ userAgent: UA.mac }))).toBe('mac');
    expect(prerenderedDevice(place({ local: () => storage({ 'portal.os': 'mac' }) }))).toBe('mac');
    // A Mac that is really an iPad (touch points), at a school of iPads and Chromebooks.
    const tablets: DeviceName[] = ['ipad', 'chromebook'];
    expect(prerenderedDevice(place({ devices: tablets, userAgent: UA.mac, maxTouchPoints: 5 }))).toBe('ipad');
    expect(prerenderedDevice(place({ devices: tablets, userAgent: UA.chromebook }))).toBe('chromebook');
  });

  it("shows the school's first device on a phone it does not cover, as the app does", () => {
    expect(prerenderedDevice(place({ userAgent: UA.iphone }))).toBe('windows');
    expect(prerenderedDevice(place({ devices: ['chromebook', 'ipad'], userAgent: UA.android }))).toBe('chromebook');
  });

  it('shows none where the screen could be wrong, so the app draws the page itself', () => {
    // A tab with an account: the person's own portal, not a visitor's.
    const signedIn = storage({ 'msal.account.keys': JSON.stringify(['id-1']) });
    expect(prerenderedDevice(place({ session: () => signedIn }))).toBeNull();
    // An address naming a step, a variant or a device: not the first screen.
    for (const search of ['?step=3', '?variant=byod', '?platform=mac']) expect(prerenderedDevice(place({ search }))).toBeNull();
    // A device the school's guides do not cover (a Chromebook at a Windows and Mac school) is told so by the app.
    expect(prerenderedDevice(place({ userAgent: UA.chromebook }))).toBeNull();
  });

  it('shows the device detected when storage cannot be read', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(prerenderedDevice(place({ userAgent: UA.mac, local: blocked }))).toBe('mac');
  });

  it("reads the school's devices from the page, ignoring anything that is not one", () => {
    expect(listedDevices('["ipad","chromebook"]')).toEqual(['ipad', 'chromebook']);
    expect(listedDevices('["ipad","toaster",3]')).toEqual(['ipad']);
    expect(listedDevices('not json')).toEqual([]);
    expect(listedDevices(null)).toEqual([]);
  });

  it('has a stylesheet rule that shows each device the portal knows', () => {
    const css = readFileSync(new URL('../../../packages/engine/src/app/styles.css', import.meta.url), 'utf8');
    for (const device of DEVICES) expect(css).toContain(`html[data-prerendered='${device}'] [data-prerendered-for='${device}']`);
  });
});
