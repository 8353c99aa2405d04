/**
 * content/search.yaml (optional): checked with the one schema, then against the guides: each question names
 * a guide that exists, and step files that guide has.
 */
import { hasStepFiles } from '../../../src/shared/content/layouts.ts';
import type { GuideEntry } from '../../../src/shared/content/schema/manifest.ts';
import { searchSchema, type SearchConfig } from '../../../src/shared/content/schema/search.ts';
import { closestName } from '../../../src/shared/content/schema/suggest.ts';
import { readTextIfPresent } from './files-if-present.ts';
import { parseYaml } from './front-matter.ts';
import type { ProblemList } from './problem-list.ts';
import { validateYaml } from './validate-yaml.ts';
import { lineOfPath } from './yaml-lines.ts';

/** The guides as far as they were read: each folder, and its steps when its guide.yaml is right. */
export type SearchGuides = ReadonlyMap<string, Pick<GuideEntry, 'layout' | 'steps'> | null>;

/** The school's search words (undefined when the file is absent), or null when it has a mistake. */
export function readSearch(path: string, guides: SearchGuides, problems: ProblemList): SearchConfig | undefined | null {
  const text = readTextIfPresent(path);
  return text === null ? undefined : checkSearch(path, text, guides, problems);
}

/** The search file's text at `path`, checked: its words and questions, or null when any has a mistake. */
export function checkSearch(path: string, text: string, guides: SearchGuides, problems: ProblemList): SearchConfig | null {
  const before = problems.problems.length;
  const { data, problems: found } = validateYaml(text, searchSchema, problems.show(path));
  problems.push(...found);
  const ids = [...guides.keys()];
  // Every question's guide and steps, including those of questions with another mistake: all in one run.
  const parsed = parseYaml(text, path, 1);
  const written = parsed.ok ? (parsed.data as { questions?: unknown } | null)?.questions : undefined;
  (Array.isArray(written) ? (written as unknown[]) : []).forEach((item, index) => {
    const { guide: id, steps } = (item ?? {}) as { guide?: unknown; steps?: unknown };
    if (typeof id !== 'string') return;
    const line = (...field: PropertyKey[]) => lineOfPath(text, ['questions', index, ...field]);
    if (!guides.has(id)) {
      const close = closestName(id, ids);
      problems.add(
        path,
        line('guide'),
        `Question ${index + 1} names the guide "${id}", which does not exist${close ? `: did you mean "${close}"?` : '.'}`,
        `Name a guide by its folder in content/guides/: ${ids.join(', ')}.`,
      );
      return;
    }
    const guide = guides.get(id);
    if (!guide || !Array.isArray(steps)) return;
    if (!hasStepFiles(guide)) {
      problems.add(
        path,
        line('steps'),
        `Question ${index + 1} names steps of "${id}", which has no step files.`,
        'Leave "steps" out: the question then opens the guide itself.',
      );
      return;
    }
    const files = guide.steps.map((s) => s.file);
    steps.forEach((file: unknown, at) => {
      if (typeof file !== 'string' || files.includes(file)) return;
      const close = closestName(file, files);
      problems.add(
        path,
        line('steps', at),
        `The guide "${id}" has no step "${file}"${close ? `: did you mean "${close}"?` : '.'}`,
        `Name its step files as they are in content/guides/${id}/: ${files.join(', ')}.`,
      );
    });
  });
  return data && problems.problems.length === before ? data : null;
}
