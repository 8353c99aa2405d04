import type { GuideEntry } from '../schema/manifest.ts';

/**
 * Whether anyone at the school reads what "This step didn't work?" and searches that find nothing would
 * send: only the Guide Health tool (a guide with `tool: guide-health`) shows them. A school whose content
 * has no such guide has no reader, so nothing is sent or kept: the step offers the IT office's contact,
 * and search says nothing of sharing.
 */
export function reportsAreRead(manifest: { guides: readonly Pick<GuideEntry, 'layout' | 'tool'>[] }): boolean {
  return manifest.guides.some((guide) => guide.layout === 'tool' && guide.tool === 'guide-health');
}
