/** Carries out a renumbering on disk, and asks git which step files are already committed. */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Rename } from './renumber.ts';

/** Not a content file name, so the dev server ignores a step while it has it. */
const TEMP_SUFFIX = '.renumbering';

/**
 * Renames in two phases, every file to a temporary name first, so that no step overwrites another
 * (02a -> 03 while 03 -> 04). Refuses to overwrite any file; on a failure, undoes what it did.
 */
export function applyRenames(dir: string, renames: readonly Rename[]): void {
  const done: [string, string][] = [];
  const move = (from: string, to: string) => {
    if (existsSync(join(dir, to))) throw new Error(`${to} is already there; nothing was renamed.`);
    renameSync(join(dir, from), join(dir, to));
    done.push([from, to]);
  };
  try {
    for (const { from } of renames) move(from, from + TEMP_SUFFIX);
    for (const { from, to } of renames) move(from + TEMP_SUFFIX, to);
  } catch (error) {
    for (const [from, to] of done.reverse()) renameSync(join(dir, to), join(dir, from));
    throw error;
  }
}

/** The names the last commit has in `dir`; null when git cannot say (no git, not a repository, no commit). */
export function committedNames(dir: string): Set<string> | null {
  const git = spawnSync('git', ['ls-tree', '-z', '--name-only', 'HEAD', '--', '.'], { cwd: dir, encoding: 'utf8' });
  if (git.status !== 0 || git.error) return null;
  return new Set(git.stdout.split('\0').filter(Boolean));
}
