/**
 * Which renames number a guide's step files 01, 02, 03, ... in their order (`npm run renumber`).
 * To insert a step, a technician names the new file after the step it follows with a letter
 * (`02a-check-the-cable.mdx` goes after 02), or gives it the number it should have (a new `03-...` goes
 * before the committed `03-...`, which moves down). Pure: the folder's names in, the renames out.
 */
import { numberedName, parseStepName, type StepName } from '../check/step-names.ts';

export interface Rename {
  from: string;
  to: string;
}

export type RenumberPlan = { ok: true; renames: Rename[]; order: string[] } | { ok: false; problem: string };

/** Letters after the number sort as a, b, ..., z, aa, ab, ...: shorter first, then alphabetically. */
const byLetters = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * `names`: the guide folder's entries other than guide.yaml and images/ (folders end in `/`).
 * `committed`: the names the last commit has in the folder, which tells a new step from the one whose
 * number it took; null when unknown (no git).
 */
export function planRenumber(names: readonly string[], committed: ReadonlySet<string> | null): RenumberPlan {
  const steps = names.map(parseStepName).filter((s) => s !== null);
  const isNew = (s: StepName) => (committed ? !committed.has(s.name) : null);
  const sorted = [...steps].sort((a, b) => a.number - b.number || byLetters(a.letters, b.letters) || Number(isNew(b)) - Number(isNew(a)));

  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (a.number !== b.number || a.letters !== b.letters) continue;
    // Two committed (or two new) steps with one number: nothing says which goes first.
    if (isNew(a) === null || isNew(a) === isNew(b)) {
      const prefix = `${String(a.number).padStart(2, '0')}${a.letters}`;
      return {
        ok: false,
        problem: `${a.name} and ${b.name} are both numbered ${prefix}, and renumber cannot tell which comes first. Rename the one that comes second to ${prefix}a-..., then run it again.`,
      };
    }
  }
  if (sorted.length > 99) return { ok: false, problem: `A guide can have at most 99 steps; this one has ${sorted.length}.` };

  const order = sorted.map((step, i) => numberedName(step, i + 1));
  const stepNames = new Set(steps.map((s) => s.name));
  // Other files stay as they are; on Windows and macOS names differing only in case are the same file.
  const others = new Map(names.filter((n) => !stepNames.has(n)).map((n) => [n.replace(/\/$/, '').toLowerCase(), n]));
  for (const name of order) {
    const clash = others.get(name.toLowerCase());
    if (clash)
      return {
        ok: false,
        problem: `Renumbering would name a step ${name}, but "${clash}" is already there. Rename or remove "${clash}" first.`,
      };
  }
  const renames = sorted.map((s, i) => ({ from: s.name, to: order[i]! })).filter((r) => r.from !== r.to);
  return { ok: true, renames, order };
}
