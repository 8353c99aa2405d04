/** The options the content commands share: `--dir <content folder>`, `--format text|github`, and named values. */
import { resolveContentDir } from '../tooling/content/check/content-dir.ts';
import { chooseFormat, type OutputFormat } from '../tooling/content/check/output-format.ts';

export interface ContentArgs {
  args: string[];
  contentDir: string;
  format: OutputFormat;
  /** The value after `--name`, if given. */
  valueOf: (name: string) => string | undefined;
}

/** Reads the command line; a wrong option ends the command with a message (exit code 2). */
export function contentArgs(args = process.argv.slice(2)): ContentArgs {
  const valueOf = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const dir = valueOf('--dir');
  try {
    return {
      args,
      valueOf,
      format: chooseFormat(args),
      contentDir: dir ? resolveContentDir(process.cwd(), { PORTAL_CONTENT_DIR: dir }) : resolveContentDir(),
    };
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
