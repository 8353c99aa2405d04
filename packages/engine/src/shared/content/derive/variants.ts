import type { GuideEntry } from '../schema/manifest.ts';
import type { Viewer } from '../../user/viewer.ts';

/** The variant a viewer starts on: the one marked for the device in their hands (`defaultFor`), else the first. */
export function initialVariant(guide: Pick<GuideEntry, 'variants'>, viewer: Pick<Viewer, 'inHand'>): string | undefined {
  const variants = guide.variants;
  if (!variants) return undefined;
  const forDevice = viewer.inHand ? variants.find((v) => v.defaultFor?.includes(viewer.inHand!)) : undefined;
  return (forDevice ?? variants[0])?.id;
}

/** The variant the toggle switches to from `current` (the next one, wrapping), with its button text. */
export function toggleTarget(guide: Pick<GuideEntry, 'variants'>, current: string | undefined): { id: string; label: string } | null {
  const variants = guide.variants;
  if (!variants || variants.length < 2) return null;
  const index = variants.findIndex((v) => v.id === current);
  const next = variants[(index + 1) % variants.length]!;
  return { id: next.id, label: next.showLabel };
}

/** A variant named in the URL or state, if the guide has it; otherwise the viewer's starting variant. */
export function resolveVariant(
  guide: Pick<GuideEntry, 'variants'>,
  requested: string | null | undefined,
  viewer: Pick<Viewer, 'inHand'>,
): string | undefined {
  if (requested && guide.variants?.some((v) => v.id === requested)) return requested;
  return initialVariant(guide, viewer);
}
