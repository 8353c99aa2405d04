/** The `--report` table: what each kind of user sees in every guide, per platform. */
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import { guideAccess } from '../../../src/shared/content/derive/access.ts';
import { visibleSteps } from '../../../src/shared/content/derive/steps.ts';
import type { ContentManifest } from '../../../src/shared/content/schema/manifest.ts';
import { PLATFORMS } from '../../../src/shared/user/roles.ts';

/** Representative users: one per kind of audience the content distinguishes. */
export const REPORT_USERS: readonly { label: string; roles: string[] }[] = [
  { label: 'Year4', roles: ['Year4'] },
  { label: 'Year6', roles: ['Year6'] },
  { label: 'Year8', roles: ['Year8'] },
  { label: 'Year12', roles: ['Year12'] },
  { label: 'Staff', roles: ['Staff'] },
  { label: 'BasicView', roles: ['BasicView'] },
  { label: 'no role', roles: [''] },
];

export function stepReport(manifest: ContentManifest): string {
  const header = ['Guide', 'Platform', ...REPORT_USERS.map((u) => u.label)];
  const rows: string[][] = [];
  for (const guide of manifest.guides) {
    if (!hasStepFiles(guide)) continue;
    const variants = guide.variants?.map((v) => v.id) ?? [undefined];
    for (const variant of variants) {
      for (const platform of PLATFORMS) {
        const cells = REPORT_USERS.map(({ roles }) => {
          const access = guideAccess(guide, { platform, roles });
          if (access.kind === 'unlicensed') return 'not licensed';
          if (access.kind === 'unsupported-platform') return 'not supported';
          const total = visibleSteps(guide, { platform, roles }, variant).length;
          return guide.layout === 'page' ? `page (${total} part${total === 1 ? '' : 's'})` : String(total);
        });
        rows.push([`${guide.id}${variant ? ` (${variant})` : ''}`, platform, ...cells]);
      }
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
