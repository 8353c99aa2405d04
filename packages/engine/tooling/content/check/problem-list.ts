/** Collects content problems, each with its file shown relative to where the technician runs the check. */
import { relative } from 'node:path';
import type { Problem } from './problems.ts';

/** Turns a file's path into the path a problem shows. */
export type ShowPath = (path: string) => string;

/** Shows paths relative to `displayRoot` (the path itself when it is the root). */
export function showRelativeTo(displayRoot: string): ShowPath {
  return (path) => relative(displayRoot, path) || path;
}

export class ProblemList {
  readonly problems: Problem[] = [];

  constructor(readonly show: ShowPath) {}

  /** A problem at `line` of the file at `path`. */
  add(path: string, line: number, message: string, hint: string): void {
    this.problems.push({ file: this.show(path), line, message, hint });
  }

  /** Problems already made (by the schema, the YAML parser, the MDX check). */
  push(...problems: readonly Problem[]): void {
    this.problems.push(...problems);
  }
}
