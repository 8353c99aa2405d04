/**
 * Where the school's site is, for every command: the site folder (`--site`, default the working folder),
 * its content (`--content`, default `<site>/content`; PORTAL_CONTENT_DIR too) and its build (`--out`,
 * default `<site>/dist`). The content commands read PORTAL_CONTENT_DIR, which this sets.
 */
import { resolve } from 'node:path';

export interface SiteOptions {
  siteDir: string;
  contentDir: string;
  outDir: string;
}

/** Takes `--site`, `--content` and `--out` (with their values) out of `args`, and says where things are. */
export function takeSiteOptions(args: string[], env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): SiteOptions {
  const take = (name: string): string | undefined => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`${name} needs a folder, e.g. ${name} ${name === '--out' ? 'dist' : '.'}`);
    return value;
  };
  const site = take('--site');
  const content = take('--content');
  const out = take('--out');
  const siteDir = resolve(cwd, site ?? '.');
  return {
    siteDir,
    contentDir: resolve(siteDir, content ?? env.PORTAL_CONTENT_DIR ?? 'content'),
    outDir: resolve(siteDir, out ?? 'dist'),
  };
}

/** A command line the command cannot follow: said in one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
