/** Checks the home tiles' references: icons that exist, external tiles' https settings, and labels used once. */
import { isHttpsUrl } from '../../../src/shared/patterns.ts';
import type { ExternalTile } from '../../../src/shared/content/schema/external-tiles.ts';
import { settingAt } from '../../../src/shared/content/schema/settings.ts';
import type { SetupGuideMeta } from '../../../src/shared/content/schema/setup-guide.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { GuideFolder, YamlFile } from './read-content.ts';
import { lineOfPath } from './yaml-lines.ts';

/** A guide's tile names an icon in content/icons/ (`icons` holds their names). */
export function checkGuideIcon(guide: GuideFolder, icons: ReadonlySet<string>, show: ShowPath): Problem[] {
  const icon = guide.meta?.tile?.icon;
  if (icon === undefined || icons.has(icon)) return [];
  const hint = `Add content/icons/${icon}.svg or use one of: ${[...icons].sort().join(', ') || '(none yet)'}.`;
  return [{ file: show(guide.path), line: lineOfPath(guide.text, ['tile', 'icon']), message: `The icon "${icon}" does not exist.`, hint }];
}

/** Each external tile's urlSetting names an https address in settings.yaml (null when that file is broken), and its icon exists. */
export function checkExternalTiles(externalTiles: YamlFile<ExternalTile[]> | null, settings: unknown, icons: ReadonlySet<string>, show: ShowPath): Problem[] {
  if (!externalTiles) return [];
  const found = new ProblemList(show);
  const { path, text } = externalTiles;
  externalTiles.data.forEach((tile, index) => {
    const value = settings ? settingAt(settings, tile.urlSetting) : 'unknown';
    if (!isHttpsUrl(value)) {
      found.add(path, lineOfPath(text, [index, 'urlSetting']), `"${tile.urlSetting}" is not an https address in settings.yaml.`, 'Point urlSetting at a settings value such as externalTiles.videoAnalysisUrl.');
    }
    if (!icons.has(tile.icon)) found.add(path, lineOfPath(text, [index, 'icon']), `The icon "${tile.icon}" does not exist.`, `Add content/icons/${tile.icon}.svg.`);
  });
  return found.problems;
}

/** No two home tiles share a label: the Setup Guide's, then the guides' in folder order, then the external tiles. */
export function checkTileLabels(setupGuide: YamlFile<SetupGuideMeta> | null, guides: readonly GuideFolder[], externalTiles: YamlFile<ExternalTile[]> | null, show: ShowPath): Problem[] {
  const found = new ProblemList(show);
  const owners = new Map<string, string>();
  const check = (label: string | undefined, where: string, path: string, line: number) => {
    if (!label) return;
    const other = owners.get(label);
    if (other) found.add(path, line, `Two home tiles are labelled "${label}" (${other} and ${where}).`, 'Give each tile its own label.');
    else owners.set(label, where);
  };
  if (setupGuide) check(setupGuide.data.tile?.label, 'setup-guide.yaml', setupGuide.path, lineOfPath(setupGuide.text, ['tile']));
  for (const { id, path, meta, text } of guides) if (meta) check(meta.tile?.label, `guides/${id}`, path, lineOfPath(text, ['tile', 'label']));
  externalTiles?.data.forEach((t, i) => check(t.label, 'external-tiles.yaml', externalTiles.path, lineOfPath(externalTiles.text, [i, 'label'])));
  return found.problems;
}
