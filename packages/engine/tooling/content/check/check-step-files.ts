/**
 * Checks a guide folder's file names: steps are named NN-name.mdx (or .md) and numbered 01, 02, ... with no
 * gap or repeat. Whatever `npm run renumber` can put right, the hint says to run it.
 */
import { basename, join } from 'node:path';
import { STEP_FILE } from '../../../src/shared/patterns.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';
import { numberedName, parseStepName } from './step-names.ts';

const renumber = (dir: string) => `npm run renumber ${basename(dir)}`;

/** True for a name renumber turns into a step file name: `02a-check.mdx`, `2-check.mdx`. */
const renumberable = (name: string) => {
  const step = parseStepName(name);
  return step !== null && STEP_FILE.test(numberedName(step, 1));
};

export interface StepFile {
  /** From the name: `03-sign-in.mdx` is 3. */
  number: number;
  name: string;
}

/** The step files among a guide folder's files (sorted), and a problem for each file that is not one. */
export function stepFilesOf(dir: string, names: readonly string[], show: ShowPath): { stepFiles: StepFile[]; problems: Problem[] } {
  const found = new ProblemList(show);
  const stepFiles: StepFile[] = [];
  for (const name of names) {
    const match = STEP_FILE.exec(name);
    if (match) stepFiles.push({ number: Number(match[1]), name });
    else if (renumberable(name))
      found.add(
        join(dir, name),
        1,
        `"${name}" is not a step file name.`,
        `Run \`${renumber(dir)}\` to number the steps 01, 02, 03, ... in their order (02a-... goes after 02).`,
      );
    else
      found.add(
        join(dir, name),
        1,
        `"${name}" is not a step file name.`,
        'Name steps 01-short-name.mdx, 02-next-step.md, ... (two digits, a dash, lowercase words; .md for plain Markdown). Only step files, guide.yaml and images/ belong here.',
      );
  }
  return { stepFiles, problems: found.problems };
}

/** A number used twice, or a gap (counting from 01); a run after a gap is reported once, at the gap. */
export function checkNumbering(dir: string, stepFiles: readonly StepFile[], show: ShowPath): Problem[] {
  const found = new ProblemList(show);
  stepFiles.forEach((f, index) => {
    const expected = index + 1;
    const previous = stepFiles[index - 1];
    if (previous && previous.number === f.number) {
      const nn = f.name.slice(0, 2);
      found.add(
        join(dir, f.name),
        1,
        `Two step files are numbered ${nn}: ${previous.name} and ${f.name}.`,
        `Run \`${renumber(dir)}\`: a new step goes before the committed step with its number. If both are new, first rename the one that comes second to ${nn}a-<name>.mdx.`,
      );
    } else if (f.number !== expected && (!previous || previous.number + 1 !== f.number)) {
      found.add(
        join(dir, f.name),
        1,
        `Step numbers have a gap: expected ${String(expected).padStart(2, '0')} but found ${f.name}.`,
        `Run \`${renumber(dir)}\` to number the step files 01, 02, 03, ... in their order.`,
      );
    }
  });
  return found.problems;
}
