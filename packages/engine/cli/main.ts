/**
 * `school-portal <command>`: everything a school's repository runs, from its package.json scripts.
 * Each command works on the site in the working folder (or `--site <folder>`); see commandHelp below.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { takeSiteOptions, UsageError, type SiteOptions } from './site-options.ts';
import { TEST_STEPS } from './test-steps.ts';

interface Command {
  summary: string;
  run: (site: SiteOptions, args: string[]) => Promise<void>;
}

/** A content command's own module, run as if it were the script: it reads `args` as its command line. */
const script = (file: string) => async (site: SiteOptions, args: string[]) => {
  process.env.PORTAL_CONTENT_DIR = site.contentDir;
  process.env.PORTAL_OUT_DIR = site.outDir;
  process.argv = [process.argv[0]!, file, ...args];
  await import(`./${file}`);
};

const BIN = fileURLToPath(new URL('../bin/school-portal.js', import.meta.url));

/** Runs another command in its own process, as CI would; stops at the first that fails. */
function runCommand(name: string, site: SiteOptions, args: string[] = []): void {
  const result = spawnSync(
    process.execPath,
    [BIN, name, '--site', site.siteDir, '--content', site.contentDir, '--out', site.outDir, ...args],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`\nschool-portal test stopped: \`school-portal ${name}\` failed.`);
    process.exit(result.status ?? 1);
  }
}

const COMMANDS: Record<string, Command> = {
  dev: {
    summary: 'the dev server: every saved edit shows at once (with the demo tenant when it is installed)',
    run: async (site) => (await import('./vite-commands.ts')).devServer(site),
  },
  build: {
    summary: 'the production build, into dist/ (--for-deployment: refuse a build for the demo tenant)',
    run: async (site, args) => (await import('./vite-commands.ts')).buildSite(site, { forDeployment: args.includes('--for-deployment') }),
  },
  preview: {
    summary: 'builds, then serves the build as the static host would (--prebuilt: serve the last build)',
    run: async (site, args) => (await import('./vite-commands.ts')).previewSite(site, { prebuilt: args.includes('--prebuilt') }),
  },
  check: {
    summary: 'checks the content: every mistake at once, as path:line: message (--report, --stale <days>)',
    run: script('content-check.ts'),
  },
  spell: { summary: 'the spelling check, in Australian English and content/words.txt', run: script('content-spell.ts') },
  links: { summary: "checks that the content's outside addresses answer (needs the internet)", run: script('content-links.ts') },
  new: { summary: 'new <id>: a new guide with its guide.yaml and two steps', run: script('content-new.ts') },
  renumber: { summary: "renumber <id>: numbers a guide's steps 01, 02, 03... in their order", run: script('content-renumber.ts') },
  'convert-image': { summary: 'convert-image <file>: a picture as WebP within the size limit', run: script('content-convert-image.ts') },
  budgets: { summary: 'checks the build against the size budgets', run: script('check-budgets.ts') },
  browser: { summary: 'says which browser the sweep drives (and installs one on a CI machine)', run: script('e2e-browser.ts') },
  sweep: {
    summary: 'every guide, for every audience and device, in a browser, on the last build',
    run: async (site, args) => (await import('./sweep-command.ts')).sweep(site, args),
  },
  registration: {
    summary: "writes the portal's app registration from school.yaml to deploy/app-registration.json, for review (--dev, --check)",
    run: async (site, args) => {
      process.exitCode = (await import('./registration-command.ts')).registrationCommand(site, args);
    },
  },
  provision: {
    summary: 'applies deploy/app-registration.json to the tenant through Microsoft Graph, signing in by device code (--dry-run)',
    run: async (site, args) => {
      process.exitCode = await (await import('./provision-command.ts')).provisionCommand(site, args);
    },
  },
  verify: {
    summary: 'verify <url>: checks a deployed portal as the go-live checklist does (--local: a preview on this computer)',
    run: async (site, args) => (await import('./verify-deployment.ts')).verifyCommand(site, args),
  },
  test: {
    summary: "the content's CI: check, spell, build, budgets and sweep, stopping at the first that fails",
    run: async (site) => {
      for (const name of TEST_STEPS) runCommand(name, site);
    },
  },
};

function commandHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  return [
    'Usage: school-portal <command> [--site <folder>] [--content <folder>] [--out <folder>]',
    '',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}

const [name, ...rest] = process.argv.slice(2);
if (!name || name === '--help' || name === 'help') {
  console.log(commandHelp());
  process.exit(name ? 0 : 2);
}
const command = COMMANDS[name];
if (!command) {
  console.error(`"${name}" is not a command of school-portal.\n\n${commandHelp()}`);
  process.exit(2);
}
try {
  const args = [...rest];
  const site = takeSiteOptions(args);
  await command.run(site, args);
} catch (error) {
  if (error instanceof Error && error.name === 'NotDeployableError') {
    console.error(`school-portal ${name}: ${error.message}`);
    process.exit(1);
  }
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}
