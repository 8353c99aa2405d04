/**
 * The guide to suggest beside a guide's Finish. Only the guide screens use it, so it is not in home's first load.
 */
import type { ContentManifest, GuideEntry } from '../content/schema/manifest.ts';
import type { Viewer } from '../user/viewer.ts';
import { followable, progressIn, variantsOf } from './derive.ts';
import { asksOwner } from '../content/derive/access.ts';
import type { ProgressRecord } from './progress.ts';

/** The order of home's tiles: by tile order, then label. */
const byTile = (a: GuideEntry, b: GuideEntry) => a.tile!.order - b.tile!.order || a.tile!.label.localeCompare(b.tile!.label);

/**
 * The guide to suggest once `current` is finished: of the step-by-step guides on home the viewer may follow
 * and has not finished (in any variant) on this platform, the first after `current` in the tiles' order,
 * going round to the first. A guide only for one owner's devices is suggested once the person has said
 * their device is one (Windows Hello is never "up next" for someone who may be on their own laptop).
 * Null when every other one is done.
 */
export function nextUnfinished(
  manifest: Pick<ContentManifest, 'guides'>,
  viewer: Viewer,
  record: ProgressRecord,
  current: string,
): GuideEntry | null {
  const guides = followable(manifest, viewer)
    .filter((g) => g.tile && !asksOwner(g, viewer))
    .sort(byTile);
  const at = guides.findIndex((g) => g.id === current);
  const rest = at < 0 ? guides : [...guides.slice(at + 1), ...guides.slice(0, at)];
  return rest.find((g) => g.id !== current && !variantsOf(g).some((v) => progressIn(record, g, viewer, v).done)) ?? null;
}
