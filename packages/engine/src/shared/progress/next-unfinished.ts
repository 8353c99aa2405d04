/**
 * The guide to suggest beside a guide's Finish. Only the guide screens use it, so it is not in home's first load.
 */
import type { ContentManifest, GuideEntry } from '../content/schema/manifest.ts';
import type { Viewer } from '../user/viewer.ts';
import { followable, progressIn, variantsOf } from './derive.ts';
import { asksOwner, inAudience } from '../content/derive/access.ts';
import { setupGuideItems } from '../content/derive/setup-guide.ts';
import type { ProgressRecord } from './progress.ts';

/** The order of home's tiles: by tile order, then label. */
const byTile = (a: GuideEntry, b: GuideEntry) => a.tile!.order - b.tile!.order || a.tile!.label.localeCompare(b.tile!.label);

/** `list` from just after `current`, going round to its start; all of it when `current` is not in it. */
function after(list: readonly GuideEntry[], current: string): GuideEntry[] {
  const at = list.findIndex((g) => g.id === current);
  return at < 0 ? [...list] : [...list.slice(at + 1), ...list.slice(0, at)];
}

/**
 * The guide to suggest once `current` is finished: of the step-by-step guides the viewer may follow and has
 * not finished (in any variant) on this platform, the next on the person's path. A guide that is a part
 * of the viewer's Setup Guide (when it is for them) goes on to the next part not done (WiFi, then Office, on the first day), going
 * round; after that, or from a guide outside it, the first after `current` in home's tile order, going
 * round. A guide only for one owner's devices is suggested once the person has said their device is one
 * (Windows Hello is never "up next" for someone who may be on their own laptop). Null when every other one
 * is done.
 */
export function nextUnfinished(
  manifest: Pick<ContentManifest, 'guides'> & Partial<Pick<ContentManifest, 'setupGuide'>>,
  viewer: Viewer,
  record: ProgressRecord,
  current: string,
): GuideEntry | null {
  const open = new Set(
    followable(manifest, viewer)
      .filter((g) => !asksOwner(g, viewer))
      .map((g) => g.id),
  );
  const unfinished = (g: GuideEntry) =>
    g.id !== current && open.has(g.id) && !variantsOf(g).some((v) => progressIn(record, g, viewer, v).done);
  const { setupGuide } = manifest;
  const path =
    setupGuide && inAudience(setupGuide, viewer.roles)
      ? setupGuideItems({ guides: manifest.guides, setupGuide }, viewer).map((i) => i.guide)
      : [];
  if (path.some((g) => g.id === current)) {
    const onPath = after(path, current).find(unfinished);
    if (onPath) return onPath;
  }
  const tiles = manifest.guides.filter((g) => g.tile).sort(byTile);
  return after(tiles, current).find(unfinished) ?? null;
}
