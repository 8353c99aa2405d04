/**
 * What a guide screen tells a person besides the guide itself: which device its steps are for (to someone
 * reading them on a phone), and, when it shows them only its message (not licensed, another platform), what to do instead
 * and where to get help. Only the guide screens use it, so none of it is in home's first load.
 */
import type { ContentManifest, GuideEntry } from '../schema/manifest.ts';
import type { Viewer } from '../../user/viewer.ts';
import { inAudience, type GuideAccess } from './access.ts';
import { DEVICE_LABELS, DEVICE_NOUNS, isPhone, type DeviceName } from '../../user/devices.ts';

/**
 * What a person shown only a guide's message can do instead: for a guide on another platform, that there is
 * nothing to do on theirs and how to see the steps for one it supports; when not licensed, that there is
 * nothing to set up and when to ask. Who to ask comes from the settings (see the guide screen).
 */
export function insteadOf(
  access: Exclude<GuideAccess, { kind: 'ok' }>,
  guide: Pick<GuideEntry, 'platforms'>,
  viewer: Pick<Viewer, 'platform' | 'owner'>,
): string {
  if (access.kind === 'unlicensed') return "There's nothing for you to set up here. If you think you should have it, ask the IT office.";
  if (access.kind === 'other-owner')
    return viewer.owner === 'own'
      ? "You said this is your own device, so there's nothing to set up here. If it's a school device, say so below."
      : "You said this is a school device, so there's nothing to set up here. If it's your own device, say so below.";
  const others = (guide.platforms?.supported ?? []).filter((p) => p !== viewer.platform).map((p) => DEVICE_LABELS[p]);
  const yours = DEVICE_NOUNS[viewer.platform];
  const switchTo =
    others.length > 0 ? ` If you're setting up a ${others.join(' or ')} device, choose ${others.join(' or ')} at the top of the page.` : '';
  return `There's nothing to set up on ${yours}.${switchTo}`;
}

/** The guide that says how to get IT help (school.yaml's `help.guide`), when the content names one the viewer can open. */
export function helpGuide(manifest: Pick<ContentManifest, 'guides' | 'school'>, roles: readonly string[]): GuideEntry | null {
  const id = manifest.school.help.guide;
  const guide = id === undefined ? undefined : manifest.guides.find((g) => g.id === id);
  return guide && inAudience(guide, roles) ? guide : null;
}

/** Whether a guide has steps for a device as a variant its users start on (WiFi's iOS steps on an iPhone). */
export function hasStepsFor(guide: Pick<GuideEntry, 'variants'>, device: DeviceName): boolean {
  return guide.variants?.some((v) => v.defaultFor?.includes(device)) ?? false;
}

/** A device's steps, as a note names them: "a Windows laptop", "a Mac", "an iPad". */
const STEPS_FOR: Record<DeviceName, string> = { ...DEVICE_NOUNS, windows: 'a Windows laptop' };

/**
 * What someone reading a laptop's steps on a phone is told, on a guide with no steps for that phone: which
 * device the steps are for, and how to choose another. Null on any other device, and on a guide with steps for it.
 */
export function deviceNote(
  guide: Pick<GuideEntry, 'variants'>,
  viewer: Pick<Viewer, 'inHand' | 'platform'>,
  devices: readonly DeviceName[],
): string | null {
  const phone = viewer.inHand;
  if (!phone || !isPhone(phone) || phone === viewer.platform || hasStepsFor(guide, phone)) return null;
  const others = devices.filter((d) => d !== viewer.platform);
  const label = DEVICE_LABELS[phone];
  if (others.length === 0) return `These steps are for ${STEPS_FOR[viewer.platform]}, not this ${label}.`;
  if (others.length === 1 && others[0] === 'windows')
    return `These steps are for ${STEPS_FOR[viewer.platform]}, not this ${label}. If your laptop runs Windows, choose Windows at the top of the page.`;
  if (others.length === 1 && others[0] === 'mac')
    return `These steps are for ${STEPS_FOR[viewer.platform]}, not this ${label}. If your laptop is a Mac, choose Mac at the top of the page.`;
  return `These steps are for ${STEPS_FOR[viewer.platform]}, not this ${label}. If you're setting up another device, choose it at the top of the page.`;
}
