/**
 * How the content commands print what they find: as text for a person (`path:line: message` plus a hint),
 * or as GitHub workflow commands (`::error file=...,line=...::...`), which GitHub shows as notes on the
 * lines of a pull request.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Problem } from './problems.ts';

/** A problem, optionally at a column, and optionally only a warning (it does not fail the command). */
export interface Finding extends Problem {
  column?: number;
  severity?: 'error' | 'warning';
}

export type OutputFormat = 'text' | 'github';

/** `--format github|text`; without it, GitHub Actions (GITHUB_ACTIONS=true) gets annotations. */
export function chooseFormat(args: readonly string[], env: NodeJS.ProcessEnv = process.env): OutputFormat {
  const flag = args.indexOf('--format');
  const named = flag >= 0 ? args[flag + 1] : args.find((a) => a.startsWith('--format='))?.slice('--format='.length);
  if (named === 'github' || named === 'text') return named;
  if (named !== undefined) throw new Error(`Unknown --format "${named}": use --format text or --format github.`);
  return env.GITHUB_ACTIONS === 'true' ? 'github' : 'text';
}

export function formatFindingText(f: Finding): string {
  const at = f.column ? `${f.file}:${f.line}:${f.column}` : `${f.file}:${f.line}`;
  return `${at}: ${f.severity === 'warning' ? 'warning: ' : ''}${f.message}\n  hint: ${f.hint}`;
}

export function sortFindings<T extends Finding>(findings: readonly T[]): T[] {
  return [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}

/** GitHub's escaping for a workflow command's message (as @actions/core does it). */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** GitHub's escaping for a workflow command's property values: also `:` and `,`, which separate them. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export interface GithubPaths {
  /** Where the shown paths are relative to (where the command ran). */
  cwd: string;
  /** The repository's root, which annotation paths are relative to. */
  root: string;
}

/** A path as GitHub names files in a pull request: relative to the repository root, with `/`. */
export function repoPath(file: string, paths: GithubPaths): string {
  const absolute = isAbsolute(file) ? file : resolve(paths.cwd, file);
  return relative(paths.root, absolute).split(sep).join('/');
}

/** One workflow command: `::error file=content/x.mdx,line=3,col=5,title=Spelling::message%0Ahint: ...`. */
export function formatFindingGithub(f: Finding, title: string, paths: GithubPaths): string {
  const properties = [`file=${escapeProperty(repoPath(f.file, paths))}`, `line=${f.line}`];
  if (f.column) properties.push(`col=${f.column}`);
  properties.push(`title=${escapeProperty(title)}`);
  return `::${f.severity ?? 'error'} ${properties.join(',')}::${escapeData(`${f.message}\nhint: ${f.hint}`)}`;
}

/** Where annotations are relative to: the checkout on GitHub Actions, else where the command runs. */
export function githubPaths(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): GithubPaths {
  return { cwd, root: env.GITHUB_WORKSPACE || cwd };
}

/** Every finding in the chosen format, sorted by file and line. */
export function formatFindings(
  findings: readonly Finding[],
  format: OutputFormat,
  title: string,
  paths: GithubPaths = githubPaths(),
): string {
  const sorted = sortFindings(findings);
  return (format === 'github' ? sorted.map((f) => formatFindingGithub(f, title, paths)) : sorted.map(formatFindingText)).join('\n');
}
