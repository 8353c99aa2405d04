/** Checks the Setup Guide's references: its sequence names guides (not tools), each once, and its tile's icon exists. */
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import type { SetupGuideMeta } from '../../../src/shared/content/schema/setup-guide.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { GuideFolder, YamlFile } from './read-content.ts';
import { lineOfPath } from './yaml-lines.ts';

/** `guides` are all the guide folders, valid or not; `icons` the icon names in content/icons/. */
export function checkSetupGuide(setupGuide: YamlFile<SetupGuideMeta> | null, guides: readonly GuideFolder[], icons: ReadonlySet<string>, show: ShowPath): Problem[] {
  if (!setupGuide) return [];
  const found = new ProblemList(show);
  const { path, text, data } = setupGuide;
  const validIds = guides.flatMap((g) => (g.meta ? [g.id] : [])).sort();
  data.sequence.forEach((id, index) => {
    const line = lineOfPath(text, ['sequence', index]);
    const guide = guides.find((g) => g.id === id);
    if (!guide) found.add(path, line, `The sequence names "${id}", but there is no guide with that id.`, `Use guide folder names: ${validIds.join(', ')}.`);
    else if (guide.meta && !hasStepFiles(guide.meta)) found.add(path, line, `"${id}" is a tool, not a guide, so it cannot be part of the Setup Guide.`, 'List guides with layout steps or page.');
    if (data.sequence.indexOf(id) !== index) found.add(path, line, `"${id}" appears twice in the sequence.`, 'List each guide once.');
  });
  if (data.tile && !icons.has(data.tile.icon)) found.add(path, lineOfPath(text, ['tile', 'icon']), `The icon "${data.tile.icon}" does not exist.`, `Add content/icons/${data.tile.icon}.svg.`);
  return found.problems;
}
