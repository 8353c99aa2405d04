/**
 * `npm run check -- --report`: what each kind of user sees, worked out as the portal does (audience,
 * licence, platform, each step's conditions): every guide's steps per platform, and the home tiles in order.
 * The columns are the audiences the content tells apart: year levels that see the same are one column.
 */
import { guideAccess, inAudience } from '../../../src/shared/content/derive/access.ts';
import { visibleSteps } from '../../../src/shared/content/derive/steps.ts';
import { homeTiles } from '../../../src/shared/content/derive/tiles.ts';
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import { contentIndex } from '../../../src/shared/content/content-index.ts';
import type { ContentManifest, GuideEntry } from '../../../src/shared/content/schema/manifest.ts';
import { everyAudience, yearOfRole } from '../../../src/shared/user/roles.ts';
import type { DeviceName } from '../../../src/shared/user/devices.ts';

/** What one user sees of one guide on one platform: a count of steps, or why there are none. */
function cell(guide: GuideEntry, platform: DeviceName, roles: readonly string[], variant: string | undefined): string {
  if (!inAudience(guide, roles)) return 'not for them';
  const access = guideAccess(guide, { platform, roles });
  if (access.kind === 'unlicensed') return 'not licensed';
  if (access.kind === 'unsupported-platform') return 'not supported';
  if (access.kind === 'other-owner') return 'not their device';
  const total = visibleSteps(guide, { platform, roles }, variant).length;
  return guide.layout === 'page' ? `page (${total} part${total === 1 ? '' : 's'})` : String(total);
}

interface Row {
  guide: string;
  platform: DeviceName;
  cells: (roles: readonly string[]) => string;
}

function rowsOf(manifest: ContentManifest): Row[] {
  return manifest.guides.filter(hasStepFiles).flatMap((guide) =>
    (guide.variants?.map((v) => v.id) ?? [undefined]).flatMap((variant) =>
      manifest.devices.map((platform) => ({
        guide: `${guide.id}${variant ? ` (${variant})` : ''}`,
        platform,
        cells: (roles: readonly string[]) => cell(guide, platform, roles, variant),
      })),
    ),
  );
}

const labelOf = (roles: readonly string[]) => (roles[0] === '' ? 'no role' : roles[0]!);

/**
 * The audiences the content tells apart, each with a label ("Year3-Year5", "Staff"): neighbouring year
 * levels that see the same steps and tiles share a column.
 */
export function reportAudiences(manifest: ContentManifest): { label: string; roles: readonly string[] }[] {
  const rows = rowsOf(manifest);
  const seen = (roles: readonly string[]) =>
    JSON.stringify([rows.map((r) => r.cells(roles)), homeTiles(contentIndex(manifest), roles).map((t) => t.label)]);
  const groups: { first: readonly string[]; last: readonly string[]; key: string }[] = [];
  const isYear = (roles: readonly string[]) => yearOfRole(manifest.roles, roles[0]!) !== null;
  for (const roles of everyAudience(manifest.roles)) {
    const key = seen(roles);
    const previous = groups.at(-1);
    const years = previous && isYear(previous.last) && isYear(roles);
    if (previous && years && previous.key === key) previous.last = roles;
    else groups.push({ first: roles, last: roles, key });
  }
  return groups.map((g) => ({ label: g.first === g.last ? labelOf(g.first) : `${labelOf(g.first)}-${labelOf(g.last)}`, roles: g.first }));
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function stepReport(manifest: ContentManifest): string {
  const audiences = reportAudiences(manifest);
  const steps = table(
    ['Guide', 'Platform', ...audiences.map((a) => a.label)],
    rowsOf(manifest).map((row) => [row.guide, row.platform, ...audiences.map((a) => row.cells(a.roles))]),
  );
  const tiles = audiences.map(
    (a) =>
      `${a.label}: ${
        homeTiles(contentIndex(manifest), a.roles)
          .map((t) => t.label)
          .join(', ') || '(none)'
      }`,
  );
  return `Steps each user sees:\n${steps}\n\nHome tiles, in order:\n${tiles.join('\n')}`;
}
