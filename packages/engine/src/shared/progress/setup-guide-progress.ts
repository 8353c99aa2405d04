/**
 * The Setup Guide's checklist: its items (for this viewer, as setupGuideItems gives them) with whether each
 * is done, and the item it opens at.
 */
import { setupGuideItems } from '../content/derive/setup-guide.ts';
import { initialVariant } from '../content/derive/variants.ts';
import type { Viewer } from '../user/viewer.ts';
import type { ContentManifest } from '../content/schema/manifest.ts';
import { progressIn } from './derive.ts';
import type { ProgressRecord } from './progress.ts';

/**
 * The Setup Guide's items with whether each is done, in its own order. An item counts in the variant the
 * viewer starts on, as the Setup Guide shows it. Like any guide, an item is done once passed with Next (a
 * single page, or a guide showing only its message, too), not when it was merely shown.
 */
export function setupGuideChecklist(manifest: Pick<ContentManifest, 'guides' | 'setupGuide'>, viewer: Viewer, record: ProgressRecord) {
  return setupGuideItems(manifest, viewer).map((item) => ({
    ...item,
    done: progressIn(record, item.guide, viewer, initialVariant(item.guide, viewer)).done,
  }));
}

/** The item the Setup Guide opens at (1-based): the first that is not done, or the first when all are. */
export function setupGuideResumeItem(items: readonly { done: boolean }[]): number {
  return items.findIndex((item) => !item.done) + 1 || 1;
}

/** Whether the viewer has done the whole Setup Guide: it has parts for them, and every one is done. */
export function setupGuideDone(manifest: Pick<ContentManifest, 'guides' | 'setupGuide'>, viewer: Viewer, record: ProgressRecord): boolean {
  const items = setupGuideChecklist(manifest, viewer, record);
  return items.length > 0 && items.every((item) => item.done);
}
