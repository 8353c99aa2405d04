import { describe, expect, it } from 'vitest';
import { detectPlatform, initialPlatform } from '../../../packages/engine/src/shared/platform/platform';

const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it.each([
    ['Windows', UA.windows, { isMac: false, isiPhone: false }],
    ['a Mac', UA.mac, { isMac: true, isiPhone: false }],
    ['an iPhone (which says "like Mac OS X")', UA.iphone, { isMac: false, isiPhone: true }],
    ['a Chromebook', UA.chromebook, { isMac: false, isiPhone: false }],
  ])('recognises %s', (_label, ua, expected) => {
    expect(detectPlatform(ua)).toEqual(expected);
  });
});

describe('initialPlatform', () => {
  it('uses detection when the visitor has not chosen', () => {
    expect(initialPlatform(UA.mac, null).isMac).toBe(true);
  });

  it("prefers the visitor's remembered choice over detection", () => {
    expect(initialPlatform(UA.mac, 'windows').isMac).toBe(false);
    expect(initialPlatform(UA.windows, 'mac').isMac).toBe(true);
  });

  it('ignores a stored value it does not recognise', () => {
    expect(initialPlatform(UA.mac, 'linux').isMac).toBe(true);
  });

  it('keeps the iPhone flag whatever the choice', () => {
    expect(initialPlatform(UA.iphone, 'mac')).toEqual({ isMac: true, isiPhone: true });
  });
});
