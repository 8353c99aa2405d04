/**
 * The devices the portal knows: which one a browser runs on, and whose steps to show on it. A school
 * lists the devices its guides cover (school.yaml's `devices`); a step, a guide or a notice may be for
 * some of them. Plain code: the browser, the schemas and the content check all use it.
 */

/** Every device the portal can tell apart. The order is the support codes' (new ones go at the end). */
export const DEVICES = ['windows', 'mac', 'iphone', 'ipad', 'chromebook', 'android'] as const;
export type DeviceName = (typeof DEVICES)[number];

/** What a school covers when its school.yaml names no devices: the spec's two laptop platforms. */
export const DEFAULT_DEVICES: readonly DeviceName[] = ['windows', 'mac'];

/** Each device's name, as the header and messages show it. */
export const DEVICE_LABELS: Record<DeviceName, string> = {
  windows: 'Windows',
  mac: 'Mac',
  iphone: 'iPhone',
  ipad: 'iPad',
  chromebook: 'Chromebook',
  android: 'Android',
};

/** A device in a sentence: "a Windows computer", "an iPad". */
export const DEVICE_NOUNS: Record<DeviceName, string> = {
  windows: 'a Windows computer',
  mac: 'a Mac',
  iphone: 'an iPhone',
  ipad: 'an iPad',
  chromebook: 'a Chromebook',
  android: 'an Android device',
};

/** A device without its article: "Windows computer", "iPad". */
export function deviceNoun(device: DeviceName): string {
  return DEVICE_NOUNS[device].replace(/^an? /, '');
}

/** "Your iPad", "Your Windows computer". */
export function yourDevice(device: DeviceName): string {
  return `Your ${deviceNoun(device)}`;
}

/** Phones: people read a laptop's steps on them (a QR code sends them there), so they never block a guide. */
const PHONES: readonly DeviceName[] = ['iphone', 'android'];

export function isPhone(device: DeviceName): boolean {
  return PHONES.includes(device);
}

export function isDeviceName(value: unknown): value is DeviceName {
  return typeof value === 'string' && (DEVICES as readonly string[]).includes(value);
}

/**
 * The device a browser runs on, from its user agent, or null for one the portal does not know (Linux).
 * iPadOS asks for desktop sites by default and then says "Macintosh", exactly as a Mac's Safari does: only
 * its touch points tell them apart (a Mac has none). Android tablets say Android, and ChromeOS says CrOS.
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): DeviceName | null {
  if (/\b(iPhone|iPod)\b/.test(userAgent)) return 'iphone';
  if (/\biPad\b/.test(userAgent)) return 'ipad';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  if (/\bCrOS\b/.test(userAgent)) return 'chromebook';
  if (/\b(Macintosh|Mac OS X)\b/.test(userAgent)) return maxTouchPoints > 1 ? 'ipad' : 'mac';
  if (/\bWindows\b/.test(userAgent)) return 'windows';
  return null;
}

/** Whose steps a person sees, and the device in their hands when the school's guides do not cover it. */
export interface StepsDevice {
  device: DeviceName;
  /** The device they are on, when it is not a phone and the school covers it not: they get a message, not steps. */
  uncovered: DeviceName | null;
}

/**
 * Whose steps to show: the person's own choice, if the school covers it; else the device they are on, if
 * it does; else the school's first device. On a phone the school does not cover, that is the laptop they
 * are setting up, read on the phone; on another device (an iPad at a Windows and Mac school) the guides
 * say the device is not covered, rather than showing another device's steps as if they were its own.
 */
export function stepsDevice(school: readonly DeviceName[], detected: DeviceName | null, chosen: DeviceName | null): StepsDevice {
  if (chosen && school.includes(chosen)) return { device: chosen, uncovered: null };
  if (detected && school.includes(detected)) return { device: detected, uncovered: null };
  const first = school[0] ?? 'windows';
  if (detected === null || isPhone(detected)) return { device: first, uncovered: null };
  return { device: first, uncovered: detected };
}

/** A school with exactly Windows and Mac gets the spec's two-way switch; any other, a list of its devices. */
export function hasTwoWaySwitch(school: readonly DeviceName[]): boolean {
  return school.length === 2 && school.includes('windows') && school.includes('mac');
}

/** "Windows and Mac", "iPad, Chromebook and Android". */
export function devicesInWords(devices: readonly DeviceName[]): string {
  const names = devices.map((d) => DEVICE_LABELS[d]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The devices people follow a school's guides on: the school's own, then the phones it does not cover
 * (people read a laptop's steps on them, and a guide may start a phone on its own steps, as WiFi does on
 * an iPhone). Preview as... and Guide Health offer these.
 */
export function readingDevices(school: readonly DeviceName[]): DeviceName[] {
  return [...school, ...DEVICES.filter((d) => isPhone(d) && !school.includes(d))];
}

/** Whose a device is: the school's (leased or lent, set up by IT) or the person's own. */
export const OWNERS = ['school', 'own'] as const;
export type DeviceOwner = (typeof OWNERS)[number];

export function isDeviceOwner(value: unknown): value is DeviceOwner {
  return value === 'school' || value === 'own';
}

/** A device's owner in words: "school devices", "people's own devices". */
export const OWNER_WORDS: Record<DeviceOwner, string> = { school: 'school devices', own: 'your own device' };
