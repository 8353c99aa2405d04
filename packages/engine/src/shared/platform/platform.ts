/**
 * Whose device's instructions to show. Detected from the browser; the visitor's own choice wins, when it is
 * one of the school's devices (see ../user/devices.ts for the rules).
 */
import { isDeviceName, isDeviceOwner, stepsDevice, type DeviceName, type DeviceOwner } from '../user/devices.ts';

export interface Platform {
  /** The device whose steps are shown. */
  device: DeviceName;
  /** The device the browser runs on, or null for one the portal does not know. */
  detected: DeviceName | null;
  /** The device they are on when the school's guides do not cover it (and they have chosen none it does). */
  uncovered: DeviceName | null;
  /** Mac steps are shown (the two-way switch's Apple side). */
  isMac: boolean;
  /** The browser runs on an iPhone (WiFi starts on its iOS steps). */
  isiPhone: boolean;
}

/** Where the visitor's choice of device is kept on this browser. */
export const OS_CHOICE_KEY = 'portal.os';

/** A stored or addressed device, if it is one the portal knows. */
export function parseDeviceChoice(stored: string | null): DeviceName | null {
  return isDeviceName(stored) ? stored : null;
}

/** The platform for a school's devices, the device detected and the visitor's choice. */
export function platformFor(school: readonly DeviceName[], detected: DeviceName | null, chosen: DeviceName | null): Platform {
  const { device, uncovered } = stepsDevice(school, detected, chosen);
  return { device, detected, uncovered, isMac: device === 'mac', isiPhone: detected === 'iphone' };
}

/** Where whose device it is (asked once) is kept on this browser: a property of the device, not of who signs in. */
export const OWNER_KEY = 'portal.owner';

/** A stored owner, if it is one. */
export function parseOwner(stored: string | null): DeviceOwner | null {
  return isDeviceOwner(stored) ? stored : null;
}

/** The address parameter naming the device whose steps a link opens (`/wifi?step=3&platform=mac`). */
export const PLATFORM_PARAM = 'platform';

/** The device an address names, if it names one the portal knows. */
export function platformParam(value: string | null): DeviceName | null {
  return parseDeviceChoice(value);
}
