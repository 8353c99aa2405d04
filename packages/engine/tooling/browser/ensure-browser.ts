/**
 * The browser to launch, installing Chromium first where findBrowser says this machine may (Debian or Ubuntu,
 * as root, as a fresh CI machine is), or an Error whose message is the one command that fixes it.
 * Synchronous, so Playwright's config can call it while it loads.
 */
import { execFileSync } from 'node:child_process';
import { findBrowser, type BrowserLaunch, type Machine } from './find-browser.ts';
import { thisMachine } from './this-machine.ts';

export interface Browser {
  launch: BrowserLaunch;
  /** Which browser, for a person: "Chromium at /usr/bin/chromium". */
  name: string;
}

/** Runs one command; throws if it fails. */
export type RunCommand = (command: string[]) => void;

const runCommand: RunCommand = ([program, ...args]) => {
  // No input and no questions (there may be nobody to answer them); only the errors are shown.
  execFileSync(program!, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};

export function ensureBrowser(machine: () => Machine = thisMachine, run: RunCommand = runCommand): Browser {
  const first = findBrowser(machine());
  if (first.kind === 'found') return { launch: first.launch, name: first.name };
  if (first.kind === 'missing') throw new Error(first.message);

  console.error(
    `No browser for the end-to-end tests: installing ${first.name} (${first.commands.map((c) => c.join(' ')).join(', then ')}).`,
  );
  for (const command of first.commands) {
    try {
      run(command);
    } catch (error) {
      throw new Error(
        `Installing ${first.name} failed at "${command.join(' ')}" (${error instanceof Error ? error.message.split('\n')[0] : String(error)}). Install a Chromium-based browser yourself, or set CHROMIUM_PATH to one.`,
        { cause: error },
      );
    }
  }
  const after = findBrowser(machine());
  if (after.kind === 'found') return { launch: after.launch, name: after.name };
  throw new Error(
    `${first.name} was installed, but still no browser was found where the tests look. Set CHROMIUM_PATH to the installed Chromium.`,
  );
}
