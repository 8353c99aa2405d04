/**
 * How a step file's name reads: its number, optional letters that place it after that number
 * (`02a-check.mdx`), and the rest. Read by the check (which names it can fix) and by `renumber`.
 */
import { KEBAB_ID } from '../../../src/shared/patterns.ts';

/** A step file name as renumber reads it: a number, optional letters, a dash, a kebab slug, .mdx or .md. */
const STEP_NAME = new RegExp(`^(?<number>\\d{1,3})(?<letters>[a-z]*)-(?<slug>${KEBAB_ID.source.slice(1, -1)})\\.(?<extension>mdx|md)$`);

export interface StepName {
  name: string;
  number: number;
  /** `a` in `02a-check.mdx`: after 02, before 03. */
  letters: string;
  /** Everything after the number and its dash: `check.mdx`. */
  rest: string;
}

/** A name renumber can put in order, or null (guide.yaml, a folder, notes.txt, `01-Start.mdx`). */
export function parseStepName(name: string): StepName | null {
  const parts = STEP_NAME.exec(name)?.groups;
  return parts ? { name, number: Number(parts.number), letters: parts.letters!, rest: `${parts.slug}.${parts.extension}` } : null;
}

/** The name a step gets at `position` (1-based). */
export const numberedName = (step: StepName, position: number) => `${String(position).padStart(2, '0')}-${step.rest}`;
