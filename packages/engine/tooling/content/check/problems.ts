/** A content problem, reported as `path:line: message` with a hint saying what to write instead. */
export interface Problem {
  /** Path as shown to the technician (relative to where they run the check). */
  file: string;
  line: number;
  message: string;
  hint: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}: ${p.message}\n  hint: ${p.hint}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'} in the content`;
  return `${sorted.map(formatProblem).join('\n')}\n${count}. Fix them, then run \`npm run check\` again.`;
}

/** Thrown by the plugin when content is invalid; its message is the whole formatted list. */
export class ContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
  }
}
