import { describe, expect, it } from 'vitest';
import {
  detectDevice,
  devicesInWords,
  hasTwoWaySwitch,
  readingDevices,
  stepsDevice,
} from '../../../packages/engine/src/shared/user/devices';
import { platformFor } from '../../../packages/engine/src/shared/platform/platform';

const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  ipadMobile:
    'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  // iPadOS asks for desktop sites by default: the same words as a Mac's Safari.
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  androidPhone: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
};

describe('detectDevice', () => {
  it.each([
    ['Windows', UA.windows, 0, 'windows'],
    ['a Mac (no touch points)', UA.mac, 0, 'mac'],
    ['an iPhone (which says "like Mac OS X")', UA.iphone, 5, 'iphone'],
    ['an iPod touch, as an iPhone', UA.ipod, 5, 'iphone'],
    ['an iPad asking for mobile sites', UA.ipadMobile, 5, 'ipad'],
    ['an iPad in desktop mode (Macintosh, with touch points)', UA.ipadDesktop, 5, 'ipad'],
    ['a Chromebook (CrOS)', UA.chromebook, 0, 'chromebook'],
    ['a Chromebook with a touch screen, still a Chromebook', UA.chromebook, 10, 'chromebook'],
    ['an Android phone', UA.androidPhone, 5, 'android'],
    ['an Android tablet', UA.androidTablet, 5, 'android'],
    ['Linux, which the portal does not know', UA.linux, 0, null],
  ] as const)('recognises %s', (_label, ua, touchPoints, expected) => {
    expect(detectDevice(ua, touchPoints)).toBe(expected);
  });
});

describe("whose steps to show, by the school's devices", () => {
  const TWO_WAY = ['windows', 'mac'] as const;
  const PRIMARY = ['ipad', 'chromebook', 'android'] as const;

  it('shows the device in hand when the school covers it', () => {
    expect(stepsDevice(TWO_WAY, 'mac', null)).toEqual({ device: 'mac', uncovered: null });
    expect(stepsDevice(PRIMARY, 'chromebook', null)).toEqual({ device: 'chromebook', uncovered: null });
    expect(stepsDevice(PRIMARY, 'ipad', null)).toEqual({ device: 'ipad', uncovered: null });
  });

  it("prefers the visitor's choice, when it is one of the school's devices", () => {
    expect(stepsDevice(TWO_WAY, 'mac', 'windows').device).toBe('windows');
    expect(stepsDevice(PRIMARY, 'ipad', 'chromebook').device).toBe('chromebook');
    // A choice kept from before the school stopped covering Macs counts for nothing.
    expect(stepsDevice(PRIMARY, 'ipad', 'mac').device).toBe('ipad');
  });

  it("reads the school's first device on a phone it does not cover (a laptop's steps, read on a phone)", () => {
    expect(stepsDevice(TWO_WAY, 'iphone', null)).toEqual({ device: 'windows', uncovered: null });
    expect(stepsDevice(TWO_WAY, 'android', null)).toEqual({ device: 'windows', uncovered: null });
    expect(stepsDevice(PRIMARY, 'iphone', null)).toEqual({ device: 'ipad', uncovered: null });
  });

  it('says a tablet or laptop the school does not cover is not covered, rather than giving it another device', () => {
    expect(stepsDevice(TWO_WAY, 'ipad', null)).toEqual({ device: 'windows', uncovered: 'ipad' });
    expect(stepsDevice(TWO_WAY, 'chromebook', null)).toEqual({ device: 'windows', uncovered: 'chromebook' });
    expect(stepsDevice(PRIMARY, 'windows', null)).toEqual({ device: 'ipad', uncovered: 'windows' });
    // Until they choose one of the school's devices.
    expect(stepsDevice(TWO_WAY, 'ipad', 'mac')).toEqual({ device: 'mac', uncovered: null });
  });

  it("gives a device it does not know the school's first device, as before", () => {
    expect(stepsDevice(TWO_WAY, null, null)).toEqual({ device: 'windows', uncovered: null });
    expect(stepsDevice(PRIMARY, null, null)).toEqual({ device: 'ipad', uncovered: null });
  });

  it('keeps the spec flags: isMac for the Mac steps, isiPhone whatever the choice', () => {
    expect(platformFor(TWO_WAY, 'iphone', 'mac')).toMatchObject({ isMac: true, isiPhone: true });
    expect(platformFor(TWO_WAY, 'mac', null)).toMatchObject({ isMac: true, isiPhone: false });
    expect(platformFor(TWO_WAY, 'windows', null)).toMatchObject({ isMac: false, isiPhone: false });
  });

  it('gives the two-way switch only to a school with exactly Windows and Mac', () => {
    expect(hasTwoWaySwitch(TWO_WAY)).toBe(true);
    expect(hasTwoWaySwitch(['mac', 'windows'])).toBe(true);
    expect(hasTwoWaySwitch(['windows', 'mac', 'ipad'])).toBe(false);
    expect(hasTwoWaySwitch(PRIMARY)).toBe(false);
    expect(hasTwoWaySwitch(['windows'])).toBe(false);
  });

  it('offers the phones a school does not cover beside its own devices, for Preview as... and Guide Health', () => {
    expect(readingDevices(TWO_WAY)).toEqual(['windows', 'mac', 'iphone', 'android']);
    expect(readingDevices(PRIMARY)).toEqual(['ipad', 'chromebook', 'android', 'iphone']);
    expect(devicesInWords(PRIMARY)).toBe('iPad, Chromebook and Android');
  });
});
