/**
 * What a guide screen tells a person besides the guide itself: which device its steps are for (to an iPhone
 * visitor), and, when it shows them only its message (not licensed, another platform), what to do instead
 * and where to get help. Only the guide screens use it, so none of it is in home's first load.
 */
import type { ContentManifest, GuideEntry } from '../schema/manifest.ts';
import type { Viewer } from '../../user/viewer.ts';
import { inAudience, type GuideAccess } from './access.ts';

const PLATFORM_NAMES: Record<Viewer['platform'], string> = { windows: 'Windows', mac: 'Mac' };

/**
 * What a person shown only a guide's message can do instead: for a guide on another platform, that there is
 * nothing to do on theirs and how to see the steps for one it supports; when not licensed, that there is
 * nothing to set up and when to ask. Who to ask comes from the settings (see the guide screen).
 */
export function insteadOf(
  access: Exclude<GuideAccess, { kind: 'ok' }>,
  guide: Pick<GuideEntry, 'platforms'>,
  viewer: Pick<Viewer, 'platform'>,
): string {
  if (access.kind === 'unlicensed') return "There's nothing for you to set up here. If you think you should have it, ask the IT office.";
  const others = (guide.platforms?.supported ?? []).filter((p) => p !== viewer.platform).map((p) => PLATFORM_NAMES[p]);
  const yours = PLATFORM_NAMES[viewer.platform];
  const switchTo =
    others.length > 0 ? ` If you're setting up a ${others.join(' or ')} device, choose ${others.join(' or ')} at the top of the page.` : '';
  return `There's nothing to set up on a ${yours}.${switchTo}`;
}

/** The guide that says how to get IT help (school.yaml's `help.guide`), when the content names one the viewer can open. */
export function helpGuide(manifest: Pick<ContentManifest, 'guides' | 'school'>, roles: readonly string[]): GuideEntry | null {
  const id = manifest.school.help.guide;
  const guide = id === undefined ? undefined : manifest.guides.find((g) => g.id === id);
  return guide && inAudience(guide, roles) ? guide : null;
}

/** Whether a guide has steps for an iPhone: a variant iPhone users start on (WiFi's iOS steps). */
export function hasIphoneSteps(guide: Pick<GuideEntry, 'variants'>): boolean {
  return guide.variants?.some((v) => v.defaultFor === 'iphone') ?? false;
}

/**
 * What an iPhone visitor is told on a guide with no iPhone steps: which device the steps are for (the
 * platform the header's switch shows), and how to switch it. Null for everyone else, and on guides with iPhone steps.
 */
export function deviceNote(guide: Pick<GuideEntry, 'variants'>, viewer: Pick<Viewer, 'isiPhone' | 'platform'>): string | null {
  if (!viewer.isiPhone || hasIphoneSteps(guide)) return null;
  return viewer.platform === 'mac'
    ? 'These steps are for a Mac, not this iPhone. If your laptop runs Windows, choose Windows at the top of the page.'
    : 'These steps are for a Windows laptop, not this iPhone. If your laptop is a Mac, choose Mac at the top of the page.';
}
