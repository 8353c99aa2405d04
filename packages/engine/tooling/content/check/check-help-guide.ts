/** Checks that settings.yaml's `itHelp.guide`, when given, names a guide that everyone can open. */
import type { ShowPath } from './problem-list.ts';
import { ProblemList } from './problem-list.ts';
import type { Problem } from './problems.ts';
import type { GuideFolder, YamlFile } from './read-content.ts';
import type { Settings } from '../../../src/shared/content/schema/settings.ts';
import { lineOfPath } from './yaml-lines.ts';

export function checkHelpGuide(settings: YamlFile<Settings> | null, guides: readonly GuideFolder[], show: ShowPath): Problem[] {
  const id = settings?.fields.itHelp?.guide;
  if (!settings || id === undefined) return [];
  const found = new ProblemList(show);
  const line = lineOfPath(settings.text, ['itHelp', 'guide']);
  const guide = guides.find((g) => g.id === id);
  if (!guide) {
    found.add(
      settings.path,
      line,
      `itHelp.guide names "${id}", but there is no guide with that id.`,
      `Use a guide folder name: ${guides
        .map((g) => g.id)
        .sort()
        .join(', ')}.`,
    );
  } else if (guide.fields.audience !== undefined) {
    found.add(
      settings.path,
      line,
      `itHelp.guide names "${id}", which is not for everyone (it has an audience).`,
      'Name a help guide every visitor can open.',
    );
  }
  return found.problems;
}
