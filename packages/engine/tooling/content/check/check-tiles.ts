/** Checks the home tiles' references: icons that exist, external tiles' https settings, and labels used once. */
import { isHttpsUrl } from '../../../src/shared/patterns.ts';
import { settingAt } from '../../../src/shared/content/schema/settings.ts';
import type { SetupGuideMeta } from '../../../src/shared/content/schema/setup-guide.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { ExternalTilesFile, GuideFolder, YamlFile } from './read-content.ts';
import { settingsFor, type SettingsSource } from './settings-source.ts';
import { lineOfPath } from './yaml-lines.ts';

/**
 * A tile's icon that content/icons/ lacks (`icons` holds their names): what to do about it, naming the
 * file that differs only in case (Teams.svg for "teams"), which a Mac or Windows computer would have
 * accepted but the build does not.
 */
export function missingIcon(icon: string, icons: ReadonlySet<string>): { message: string; hint: string } {
  const cased = [...icons].find((name) => name.toLowerCase() === icon.toLowerCase());
  if (cased) {
    return {
      message: `The icon "${icon}" does not exist, but content/icons/${cased}.svg does.`,
      hint: `Names are case-sensitive, and icon files are named in lowercase: rename ${cased}.svg to ${icon}.svg.`,
    };
  }
  return {
    message: `The icon "${icon}" does not exist.`,
    hint: `Add content/icons/${icon}.svg or use one of: ${[...icons].sort().join(', ') || '(none yet)'}.`,
  };
}

/** A guide's tile names an icon in content/icons/ (`icons` holds their names). */
export function checkGuideIcon(guide: GuideFolder, icons: ReadonlySet<string>, show: ShowPath): Problem[] {
  const icon = guide.fields.tile?.icon;
  if (icon === undefined || icons.has(icon)) return [];
  return [{ file: show(guide.path), line: lineOfPath(guide.text, ['tile', 'icon']), ...missingIcon(icon, icons) }];
}

/**
 * Each external tile's urlSetting names an https address in settings.yaml, and its icon exists. A tile
 * is checked for what is right in it even when another of its fields is wrong; a urlSetting is not
 * looked up when settings.yaml could not give a sure answer (its mistake is reported there).
 */
export function checkExternalTiles(
  externalTiles: ExternalTilesFile,
  settings: SettingsSource,
  icons: ReadonlySet<string>,
  show: ShowPath,
): Problem[] {
  const found = new ProblemList(show);
  const { path, text } = externalTiles;
  for (const { index, fields } of externalTiles.entries) {
    const known = fields.urlSetting === undefined ? null : settingsFor(settings, fields.urlSetting);
    if (fields.urlSetting !== undefined && known && !isHttpsUrl(settingAt(known, fields.urlSetting))) {
      found.add(
        path,
        lineOfPath(text, [index, 'urlSetting']),
        `"${fields.urlSetting}" is not an https address in settings.yaml.`,
        'Point urlSetting at a settings value such as externalTiles.videoAnalysisUrl.',
      );
    }
    if (fields.icon !== undefined && !icons.has(fields.icon)) {
      const { message, hint } = missingIcon(fields.icon, icons);
      found.add(path, lineOfPath(text, [index, 'icon']), message, hint);
    }
  }
  return found.problems;
}

/** No two home tiles share a label: the Setup Guide's, then the guides' in folder order, then the external tiles. */
export function checkTileLabels(
  setupGuide: YamlFile<SetupGuideMeta> | null,
  guides: readonly GuideFolder[],
  externalTiles: ExternalTilesFile,
  show: ShowPath,
): Problem[] {
  const found = new ProblemList(show);
  const owners = new Map<string, string>();
  const check = (label: string | undefined, where: string, path: string, line: number) => {
    if (!label) return;
    const other = owners.get(label);
    if (other) found.add(path, line, `Two home tiles are labelled "${label}" (${other} and ${where}).`, 'Give each tile its own label.');
    else owners.set(label, where);
  };
  if (setupGuide) check(setupGuide.fields.tile?.label, 'setup-guide.yaml', setupGuide.path, lineOfPath(setupGuide.text, ['tile']));
  for (const { id, path, fields, text } of guides) check(fields.tile?.label, `guides/${id}`, path, lineOfPath(text, ['tile', 'label']));
  for (const { index, fields } of externalTiles.entries)
    check(fields.label, 'external-tiles.yaml', externalTiles.path, lineOfPath(externalTiles.text, [index, 'label']));
  return found.problems;
}
