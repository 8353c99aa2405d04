/**
 * What the school-content sweep walks, derived from the content itself (never a list of guides, steps or
 * tiles written here): for each guide, the viewers it looks different to, one viewer for each different
 * look. Two viewers see a guide the same when it is in (or out of) their audience and licence alike, they
 * see the same steps of each variant, start on the same variant, and the same `<Only>` conditions hold
 * for them. A platform is always a different look for steps and pages (they use `<Only platform>` freely).
 */
import { conditionMatches, type Condition } from '../src/shared/content/schema/condition';
import { guideAccess, inAudience } from '../src/shared/content/derive/access';
import { setupGuideItems } from '../src/shared/content/derive/setup-guide';
import { visibleSteps } from '../src/shared/content/derive/steps';
import { initialVariant } from '../src/shared/content/derive/variants';
import type { ContentManifest, GuideEntry } from '../src/shared/content/schema/manifest';
import { previewAudiences } from '../src/features/preview/preview-label';
import type { SchoolRoles } from '../src/shared/user/roles';
import { readingDevices, stepsDevice, type DeviceName } from '../src/shared/user/devices';

/**
 * Who a staff member can preview as (the school's roles, as the dialog offers them), in the order
 * representatives are chosen (so viewers repeat across guides).
 */
export function audiences(roles: SchoolRoles): { preview: string; roles: readonly string[] }[] {
  return previewAudiences(roles).map((a) => ({ preview: a.value, roles: a.roles }));
}

export interface SweepViewer {
  /** The "Who" choice of Preview as…: one of the school's roles, or none. */
  audience: string;
  roles: readonly string[];
  /** The "Device" choice of Preview as…: one of the school's devices, or a phone it does not cover. */
  device: DeviceName;
  /** The device whose steps that shows (a phone the school does not cover reads its first device's). */
  platform: DeviceName;
}

/** What a viewer should find at a guide's address. */
export type Expected =
  | { kind: 'not-for-you' }
  | { kind: 'message'; message: string }
  | { kind: 'page' }
  | { kind: 'tool' }
  | { kind: 'steps'; variants: { id: string | undefined; showLabel?: string; total: number }[] };

export interface GuideVisit {
  guide: Pick<GuideEntry, 'id' | 'route' | 'title'>;
  expected: Expected;
}

export interface ViewerWalk {
  viewer: SweepViewer;
  visits: GuideVisit[];
  /** The Setup Guide as this viewer sees it (its parts by name), when they are its representative. */
  setupGuide: { inAudience: boolean; parts: string[] } | null;
}

const nameOf = (v: SweepViewer) => `${v.audience} on ${v.device}`;

/** `<Only roles>` conditions in each guide's steps, by guide id (from the parsed steps). */
export type OnlyConditions = ReadonlyMap<string, readonly Condition[]>;

function expectedFor(guide: GuideEntry, viewer: SweepViewer): Expected {
  if (!inAudience(guide, viewer.roles)) return { kind: 'not-for-you' };
  if (guide.layout === 'tool') return { kind: 'tool' };
  const { platform } = viewer;
  const access = guideAccess(guide, { platform, roles: viewer.roles });
  if (access.kind !== 'ok') return { kind: 'message', message: access.message };
  if (guide.layout === 'page') return { kind: 'page' };
  const start = initialVariant(guide, { inHand: viewer.device });
  // The variant the guide opens on first, then the others through its toggle.
  const order = guide.variants ? [start, ...guide.variants.map((v) => v.id).filter((id) => id !== start)] : [undefined];
  return {
    kind: 'steps',
    variants: order.map((id) => ({
      id,
      showLabel: guide.variants?.find((v) => v.id === id)?.showLabel,
      total: visibleSteps(guide, { platform, roles: viewer.roles }, id).length,
    })),
  };
}

/** What makes one look at a guide different from another (see the file's comment). */
function lookOf(guide: GuideEntry, viewer: SweepViewer, only: readonly Condition[]): string {
  const expected = expectedFor(guide, viewer);
  // A tool is the same screen on every device; a message differs only by its text.
  if (expected.kind === 'not-for-you' || expected.kind === 'tool' || expected.kind === 'message') return JSON.stringify(expected);
  const { platform } = viewer;
  const steps =
    expected.kind === 'steps'
      ? expected.variants.map((v) => visibleSteps(guide, { platform, roles: viewer.roles }, v.id).map((s) => s.file))
      : [];
  const onlyHolds = only.map((c) => conditionMatches(c, viewer.roles));
  // A phone sees a laptop's steps, but may start on another variant (listed first).
  return JSON.stringify([platform, expected, steps, onlyHolds]);
}

const everyViewer = (roles: SchoolRoles, devices: readonly DeviceName[]): SweepViewer[] =>
  readingDevices(devices).flatMap((device) => {
    const platform = stepsDevice(devices, device, null).device;
    return audiences(roles).map((a) => ({ audience: a.preview, roles: a.roles, device, platform }));
  });

/** One walk per viewer that is some guide's (or the Setup Guide's) representative, in a stable order. */
export function sweepPlan(manifest: ContentManifest, only: OnlyConditions = new Map()): ViewerWalk[] {
  const walks = new Map<string, ViewerWalk>();
  const viewers = everyViewer(manifest.roles, manifest.devices);
  const walkOf = (viewer: SweepViewer) => {
    const key = nameOf(viewer);
    let walk = walks.get(key);
    if (!walk) walks.set(key, (walk = { viewer, visits: [], setupGuide: null }));
    return walk;
  };
  for (const guide of manifest.guides) {
    const seen = new Set<string>();
    for (const viewer of viewers) {
      const look = lookOf(guide, viewer, only.get(guide.id) ?? []);
      if (seen.has(look)) continue;
      seen.add(look);
      walkOf(viewer).visits.push({ guide: { id: guide.id, route: guide.route, title: guide.title }, expected: expectedFor(guide, viewer) });
    }
  }
  // The Setup Guide: once for each different list of parts (its parts' own steps are walked above).
  const parts = new Set<string>();
  for (const viewer of viewers.filter((v) => v.device === 'windows')) {
    const shown = inAudience(manifest.setupGuide, viewer.roles);
    const names = shown ? setupGuideItems(manifest, viewer).map((i) => i.name) : [];
    const key = JSON.stringify([shown, names]);
    if (parts.has(key)) continue;
    parts.add(key);
    walkOf(viewer).setupGuide = { inAudience: shown, parts: names };
  }
  return [...walks.values()];
}

/** "Year8 on mac: office, wifi; the Setup Guide" — what a walk covers, for test names. */
export function describeWalk(walk: ViewerWalk): string {
  const guides = walk.visits.map((v) => v.guide.id).join(', ');
  return `${nameOf(walk.viewer)}: ${guides || 'no guides'}${walk.setupGuide ? '; the Setup Guide' : ''}`;
}
