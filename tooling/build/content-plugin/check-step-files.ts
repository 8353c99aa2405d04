/** Checks a guide folder's file names: steps are named NN-name.mdx (or .md) and numbered 01, 02, ... with no gap or repeat. */
import { join } from 'node:path';
import { STEP_FILE } from '../../../src/shared/content/schema/step.ts';
import { ProblemList, type ShowPath } from './problem-list.ts';
import type { Problem } from './problems.ts';

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
    else found.add(join(dir, name), 1, `"${name}" is not a step file name.`, 'Name steps 01-short-name.mdx, 02-next-step.md, ... (two digits, a dash, lowercase words; .md for plain Markdown). Only step files, guide.yaml and images/ belong here.');
  }
  return { stepFiles, problems: found.problems };
}

/** A number used twice, or a gap (counting from 01); a run after a gap is reported once, at the gap. */
export function checkNumbering(dir: string, stepFiles: readonly StepFile[], show: ShowPath): Problem[] {
  const found = new ProblemList(show);
  stepFiles.forEach((f, index) => {
    const expected = index + 1;
    const previous = stepFiles[index - 1];
    if (previous && previous.number === f.number) found.add(join(dir, f.name), 1, `Two step files are numbered ${f.name.slice(0, 2)}: ${previous.name} and ${f.name}.`, 'Give each step its own number.');
    else if (f.number !== expected && (!previous || previous.number + 1 !== f.number)) {
      found.add(join(dir, f.name), 1, `Step numbers have a gap: expected ${String(expected).padStart(2, '0')} but found ${f.name}.`, 'Number the step files 01, 02, 03, ... without gaps; renumber the files after the gap.');
    }
  });
  return found.problems;
}
