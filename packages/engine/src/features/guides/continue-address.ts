import { PLATFORM_PARAM } from '../../shared/platform/platform';
import type { DeviceName } from '../../shared/user/devices';

/** Where a guide's screen is: its step (none: where the reader left off), the platform and the variant. */
export interface ScreenPlace {
  step?: number;
  platform: DeviceName;
  variant?: string;
}

/**
 * The full address of a guide's screen as the portal reads it back (`?step=`, `?platform=`, `?variant=`), for
 * a phone that has none of this browser's choices: "Continue on your phone" and printed guides.
 */
export function continueAddress(origin: string, route: string, place: ScreenPlace): string {
  const query = new URLSearchParams();
  if (place.step !== undefined) query.set('step', String(place.step));
  query.set(PLATFORM_PARAM, place.platform);
  if (place.variant) query.set('variant', place.variant);
  return `${origin}${route}?${query}`;
}

/** This page's origin; none while the build prerenders a public guide (app/prerender.tsx), whose screen the browser draws again. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
