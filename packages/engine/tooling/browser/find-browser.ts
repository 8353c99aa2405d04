/**
 * Which browser the end-to-end tests (and the bench and screenshot scripts) drive, decided from what a
 * machine has, in this order: CHROMIUM_PATH; the system's Chromium; an installed Google Chrome or Microsoft
 * Edge (Playwright's `chrome` and `msedge` channels, for a technician's Windows or Mac); on Debian or Ubuntu
 * as root, Chromium from the distribution, to install; otherwise the one command that fixes it. Never a
 * downloaded browser build: the tests run where `npx playwright install` cannot download.
 *
 * Pure: everything it reads about the machine comes in through `Machine`, so tests can describe any machine.
 */
import { posix, win32 } from 'node:path';

/** What the decision reads about a machine. */
export interface Machine {
  platform: NodeJS.Platform;
  /** CHROMIUM_PATH, PATH, and on Windows the folders browsers install under (LOCALAPPDATA, PROGRAMFILES...). */
  env: Readonly<Record<string, string | undefined>>;
  /** Whether anything exists at this path. */
  exists: (path: string) => boolean;
  /** The user id (0 is root); undefined on Windows. */
  uid: number | undefined;
  /** The text of /etc/os-release, or undefined where there is none. */
  osRelease: string | undefined;
}

/** How Playwright launches the browser: a program file, or one of its channels (Playwright finds the program). */
export type BrowserLaunch = { executablePath: string } | { channel: 'chrome' | 'msedge' };

export type BrowserDecision =
  /** A browser to use; `name` says which, for a person. */
  | { kind: 'found'; launch: BrowserLaunch; name: string }
  /** Nothing found, but this machine may install Chromium itself: run `commands` (each program and its arguments), then decide again. */
  | { kind: 'install'; name: string; commands: string[][] }
  /** Nothing to use: `message` says what is missing and the command that fixes it. */
  | { kind: 'missing'; message: string };

/** Where Chromium lives when a package manager installed it: Debian's package, Ubuntu's snap, a Mac's app. */
const SYSTEM_CHROMIUM: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['/usr/bin/chromium', '/snap/bin/chromium'],
  darwin: ['/Applications/Chromium.app/Contents/MacOS/Chromium'],
};

/** Names Chromium goes by on PATH (Debian: chromium; Ubuntu and others: chromium-browser). */
const CHROMIUM_NAMES = ['chromium', 'chromium-browser'];

/**
 * Google Chrome and Microsoft Edge where Playwright's channels look for them (playwright-core's registry):
 * a full path on Linux and macOS, a path under LOCALAPPDATA or a Program Files folder on Windows.
 */
const CHANNELS = [
  {
    channel: 'chrome',
    name: 'Google Chrome',
    at: {
      linux: '/opt/google/chrome/chrome',
      darwin: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      win32: 'Google\\Chrome\\Application\\chrome.exe',
    },
  },
  {
    channel: 'msedge',
    name: 'Microsoft Edge',
    at: {
      linux: '/opt/microsoft/msedge/msedge',
      darwin: '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
      win32: 'Microsoft\\Edge\\Application\\msedge.exe',
    },
  },
] as const;

const NEVER_DOWNLOADS = 'The tests never download a browser build (npx playwright install is not used).';

/** Decides which browser to use on `machine`, or what to do when there is none. */
export function findBrowser(machine: Machine): BrowserDecision {
  const { env, exists, platform } = machine;
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    // Someone named a browser: use it or say it is not there, never quietly use another one.
    return exists(chosen)
      ? { kind: 'found', launch: { executablePath: chosen }, name: `the browser at ${chosen} (CHROMIUM_PATH)` }
      : {
          kind: 'missing',
          message: `CHROMIUM_PATH is set to ${chosen}, but there is nothing there. Point it at a Chromium, Chrome or Edge program, or unset it to let the tests find one.`,
        };
  }
  const chromium = systemChromium(machine);
  if (chromium) return { kind: 'found', launch: { executablePath: chromium }, name: `Chromium at ${chromium}` };
  for (const { channel, name, at } of CHANNELS) {
    const path = channelProgram(machine, at);
    if (path) return { kind: 'found', launch: { channel }, name: `${name} at ${path} (Playwright's ${channel} channel)` };
  }
  if (platform === 'linux' && machine.uid === 0) {
    const family = linuxFamily(machine.osRelease);
    if (family === 'debian') {
      return {
        kind: 'install',
        name: "Debian's chromium package",
        commands: [
          ['apt-get', 'update', '-qq'],
          ['apt-get', 'install', '-y', '-qq', 'chromium'],
        ],
      };
    }
    // Ubuntu's apt package for Chromium is only a stand-in that installs the Chromium snap, so it works
    // where snapd runs (its socket is there) and nowhere else (a container): go to the snap directly.
    if (family === 'ubuntu' && exists('/run/snapd.socket')) {
      return { kind: 'install', name: 'the Chromium snap', commands: [['snap', 'install', 'chromium']] };
    }
  }
  return { kind: 'missing', message: missingMessage(machine) };
}

/** The first system Chromium: a package manager's usual place, then `chromium` or `chromium-browser` on PATH. */
function systemChromium({ platform, env, exists }: Machine): string | undefined {
  const known = (SYSTEM_CHROMIUM[platform] ?? []).find(exists);
  if (known || platform === 'win32') return known;
  const dirs = (env.PATH ?? '').split(posix.delimiter).filter(Boolean);
  for (const name of CHROMIUM_NAMES) {
    const found = dirs.map((dir) => posix.join(dir, name)).find(exists);
    if (found) return found;
  }
  return undefined;
}

/** The program behind a Playwright channel, where Playwright would find it, or undefined. */
function channelProgram({ platform, env, exists }: Machine, at: Record<'linux' | 'darwin' | 'win32', string>): string | undefined {
  if (platform === 'linux' || platform === 'darwin') return exists(at[platform]) ? at[platform] : undefined;
  if (platform !== 'win32') return undefined;
  const drive = env.HOMEDRIVE ?? env.SystemDrive;
  const roots = [
    env.LOCALAPPDATA,
    env.PROGRAMFILES,
    env['PROGRAMFILES(X86)'],
    drive && `${drive}\\Program Files`,
    drive && `${drive}\\Program Files (x86)`,
  ];
  return roots
    .filter((root): root is string => Boolean(root))
    .map((root) => win32.join(root, at.win32))
    .find(exists);
}

/** Which family of Linux /etc/os-release describes (Mint and Pop!_OS are Ubuntu's; Ubuntu is Debian's, so it comes first). */
export function linuxFamily(osRelease: string | undefined): 'debian' | 'ubuntu' | 'fedora' | 'arch' | undefined {
  const field = (key: string) => osRelease?.match(new RegExp(`^${key}=["']?([^"'\\n]*)`, 'm'))?.[1] ?? '';
  const ids = `${field('ID')} ${field('ID_LIKE')}`.toLowerCase().split(/\s+/);
  return (['ubuntu', 'debian', 'fedora', 'arch'] as const).find((family) => ids.includes(family));
}

/** The one command that gets this machine a browser, and anything a person should know first. */
function fixFor(machine: Machine): { command: string; note?: string } {
  const name = { command: 'CHROMIUM_PATH=/path/to/chromium npm test', note: 'Name the Chromium, Chrome or Edge program to use:' };
  switch (machine.platform) {
    case 'darwin':
      return { command: 'brew install --cask google-chrome', note: 'Install Google Chrome (or get it from google.com/chrome):' };
    case 'win32':
      return { command: 'winget install Microsoft.Edge', note: 'Install Microsoft Edge:' };
    case 'linux':
      switch (linuxFamily(machine.osRelease)) {
        case 'debian':
          return { command: 'sudo apt-get install -y chromium' };
        case 'ubuntu':
          return machine.exists('/run/snapd.socket')
            ? { command: 'sudo snap install chromium' }
            : {
                ...name,
                note: "Ubuntu's Chromium is a snap, and snapd does not run here (a container?). Install Google Chrome's .deb package, which the tests find on their own, or name a Chromium-based browser:",
              };
        case 'fedora':
          return { command: 'sudo dnf install -y chromium' };
        case 'arch':
          return { command: 'sudo pacman -S chromium' };
      }
  }
  return name;
}

function missingMessage(machine: Machine): string {
  const { command, note } = fixFor(machine);
  return [
    'No browser for the end-to-end tests: CHROMIUM_PATH is not set, and there is no Chromium, Google Chrome or Microsoft Edge in the usual places.',
    note ?? 'Install Chromium:',
    '',
    `    ${command}`,
    '',
    command.endsWith('npm test') ? NEVER_DOWNLOADS : `Then run npm test again. ${NEVER_DOWNLOADS}`,
  ].join('\n');
}
