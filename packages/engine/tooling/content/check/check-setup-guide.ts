/** Checks the Setup Guide's references: its sequence names guides (not tools), each once, and its tile's icon exists. */
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import type { SetupGuideMeta } from '../../../src/shared/content/schema/setup-guide.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { GuideFolder, YamlFile } from './read-content.ts';
import { missingIcon } from './check-tiles.ts';
import { lineOfPath } from './yaml-lines.ts';

/**
 * `guides` are all the guide folders, valid or not; `icons` the icon names in content/icons/. Each check
 * runs when the fields it needs are right, even if another field of setup-guide.yaml is wrong.
 */
export function checkSetupGuide(
  setupGuide: YamlFile<SetupGuideMeta> | null,
  guides: readonly GuideFolder[],
  icons: ReadonlySet<string>,
  show: ShowPath,
): Problem[] {
  if (!setupGuide) return [];
  const found = new ProblemList(show);
  const { path, text, fields } = setupGuide;
  const sequence = fields.sequence ?? [];
  sequence.forEach((id, index) => {
    const line = lineOfPath(text, ['sequence', index]);
    const guide = guides.find((g) => g.id === id);
    if (!guide)
      found.add(
        path,
        line,
        `The sequence names "${id}", but there is no guide with that id.`,
        `Use guide folder names: ${guides
          .map((g) => g.id)
          .sort()
          .join(', ')}.`,
      );
    // A guide whose layout is wrong in its guide.yaml is reported there, not here.
    else if (guide.fields.layout && !hasStepFiles({ layout: guide.fields.layout }))
      found.add(
        path,
        line,
        `"${id}" is a tool, not a guide, so it cannot be part of the Setup Guide.`,
        'List guides with layout steps or page.',
      );
    if (sequence.indexOf(id) !== index) found.add(path, line, `"${id}" appears twice in the sequence.`, 'List each guide once.');
  });
  const icon = fields.tile?.icon;
  if (icon !== undefined && !icons.has(icon)) {
    const { message, hint } = missingIcon(icon, icons);
    found.add(path, lineOfPath(text, ['tile', 'icon']), message, hint);
  }
  return found.problems;
}
