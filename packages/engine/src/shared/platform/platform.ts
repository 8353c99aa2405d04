/** Which device's instructions to show. Detected from the browser; the visitor's own choice wins. */

export interface Platform {
  /** Show Mac instructions (the header toggle's Apple side). */
  isMac: boolean;
  /** The browser runs on an iPhone (WiFi starts on its iOS steps). */
  isiPhone: boolean;
}

export function detectPlatform(userAgent: string): Platform {
  const isiPhone = /\biPhone\b/.test(userAgent);
  // iPhones say "like Mac OS X", so they are not Macs; iPads on iPadOS say "Macintosh" and get Mac steps.
  const isMac = !isiPhone && /\b(Macintosh|Mac OS X)\b/.test(userAgent);
  return { isMac, isiPhone };
}

export const OS_CHOICE_KEY = 'portal.os';

export type OsChoice = 'mac' | 'windows';

export function parseOsChoice(stored: string | null): OsChoice | null {
  return stored === 'mac' || stored === 'windows' ? stored : null;
}

export function initialPlatform(userAgent: string, stored: string | null): Platform {
  const detected = detectPlatform(userAgent);
  const choice = parseOsChoice(stored);
  return choice === null ? detected : { ...detected, isMac: choice === 'mac' };
}

/** The address parameter naming the platform whose steps a link opens (`/wifi?step=3&platform=mac`). */
export const PLATFORM_PARAM = 'platform';

/** The platform an address names, if it names one the portal knows. */
export function platformParam(value: string | null): OsChoice | null {
  return parseOsChoice(value);
}
