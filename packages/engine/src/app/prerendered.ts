/**
 * A public guide's prerendered page (tooling/integrations/prerender.ts) holds its first screen once per
 * device the school has, each in a `[data-prerendered-for]` wrapper inside `#root`, all hidden by the
 * stylesheet until `<html data-prerendered="…">` names the one to show. `choosePrerendered` runs before the
 * page's body (a classic script in its head, built from this file on its own), so the right device's steps
 * are the first thing painted, long before the app's code arrives; without scripts the school's first
 * device shows. main.tsx then draws the same screen over it, as soon as that screen is ready.
 *
 * It shows none (`none`), and the app loads as on any other page, where the prerendered screen could be
 * wrong: a tab that holds an account (it shows the person's own portal, not a visitor's), an address that
 * names a step, a variant or a device, or a device the school's guides do not cover (which the app tells so).
 */
import { PLATFORM_PARAM, OS_CHOICE_KEY, parseDeviceChoice } from '../shared/platform/platform';
import { tabHoldsAccount } from '../shared/config/tab-sign-in';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_DEVICES_ATTRIBUTE, PRERENDERED_FOR_ATTRIBUTE } from '../shared/platform/prerendered-page';
import { detectDevice, isDeviceName, stepsDevice, type DeviceName } from '../shared/user/devices';

export interface PrerenderedPlace {
  /** The school's devices, in its order. */
  devices: readonly DeviceName[];
  /** The page's query string. */
  search: string;
  userAgent: string;
  maxTouchPoints: number;
  /** The tab's sessionStorage (MSAL's keys) and the browser's localStorage (the device chosen). */
  session: () => Pick<Storage, 'length' | 'key' | 'getItem'>;
  local: () => Pick<Storage, 'getItem'>;
}

/** Which device's prerendered screen to show, or null for none (the app draws the page as usual). */
export function prerenderedDevice(place: PrerenderedPlace): DeviceName | null {
  if (tabHoldsAccount(place.session)) return null;
  const params = new URLSearchParams(place.search);
  if (params.has('step') || params.has('variant') || params.has(PLATFORM_PARAM)) return null;
  let chosen: DeviceName | null = null;
  try {
    chosen = parseDeviceChoice(place.local().getItem(OS_CHOICE_KEY));
  } catch {
    // Storage blocked: the device detected, as the app does.
  }
  const { device, uncovered } = stepsDevice(place.devices, detectDevice(place.userAgent, place.maxTouchPoints), chosen);
  return uncovered ? null : device;
}

/** The school's devices as the page's script tag lists them; none when it is missing or wrong. */
export function listedDevices(text: string | null | undefined): DeviceName[] {
  try {
    const list = JSON.parse(text ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter(isDeviceName) : [];
  } catch {
    return [];
  }
}

/**
 * Takes every other device's screen out of `root` as the parser adds it: the screens repeat their ids (the
 * search box's label, the skip link's target), which must name the shown one's. Mutation records are
 * delivered before the browser next paints, so none is ever seen.
 */
export function keepOnly(document: Document, device: DeviceName | null): void {
  const others = () => {
    for (const screen of document.querySelectorAll(`[${PRERENDERED_FOR_ATTRIBUTE}]`)) {
      if (screen.getAttribute(PRERENDERED_FOR_ATTRIBUTE) !== device) screen.remove();
    }
  };
  const observer = new MutationObserver(others);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    others();
    observer.disconnect();
  });
}

/** In the page's head: marks `<html>` with the device to show, and leaves that device's screen alone in the page. */
export function choosePrerendered(): void {
  const devices = listedDevices(document.currentScript?.getAttribute(PRERENDERED_DEVICES_ATTRIBUTE));
  let device: DeviceName | null = null;
  try {
    device = prerenderedDevice({
      devices,
      search: location.search,
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      session: () => sessionStorage,
      local: () => localStorage,
    });
  } catch {
    // Anything unexpected: no prerendered screen, and the app loads as usual.
  }
  document.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, device ?? 'none');
  keepOnly(document, device);
}

/** In the app: whether this page shows a prerendered screen, which the first render must replace with the same screen. */
export function showsPrerendered(): boolean {
  const value = document.documentElement.getAttribute(PRERENDERED_ATTRIBUTE);
  return value !== null && value !== 'none';
}

/** Once the app has drawn its screen over it: the attribute goes, with the stylesheet rules that hang on it. */
export function prerenderedReplaced(): void {
  document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
}
