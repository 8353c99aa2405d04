import { describe, expect, it } from 'vitest';
import { findBrowser, linuxFamily, type BrowserLaunch, type Machine } from '../../../packages/engine/tooling/browser/find-browser';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nVERSION_ID="12"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nVERSION_ID="24.04"\nID=ubuntu\nID_LIKE=debian\n';
const MINT = 'NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\nVERSION_ID=41\n';
const ALPINE = 'NAME="Alpine Linux"\nID=alpine\n';

const CHROME_MAC = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
const EDGE_WIN = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
const CHROME_WIN_USER = 'C:\\Users\\ava\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';

/** A machine with these files, as a Debian user (not root) unless told otherwise. */
function machine(files: string[], over: Partial<Omit<Machine, 'exists'>> = {}): Machine {
  return {
    platform: 'linux',
    env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
    uid: 1000,
    osRelease: DEBIAN,
    ...over,
    exists: (path) => files.includes(path),
  };
}

const WINDOWS_ENV = {
  LOCALAPPDATA: 'C:\\Users\\ava\\AppData\\Local',
  PROGRAMFILES: 'C:\\Program Files',
  'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
  HOMEDRIVE: 'C:',
};

describe('finding the browser for the end-to-end tests', () => {
  const found: [string, Machine, BrowserLaunch][] = [
    [
      'CHROMIUM_PATH before everything',
      machine(['/opt/chromium/chrome', '/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/chromium/chrome' } }),
      { executablePath: '/opt/chromium/chrome' },
    ],
    ["Debian's Chromium", machine(['/usr/bin/chromium', '/opt/google/chrome/chrome']), { executablePath: '/usr/bin/chromium' }],
    ["Ubuntu's Chromium snap", machine(['/snap/bin/chromium'], { osRelease: UBUNTU }), { executablePath: '/snap/bin/chromium' }],
    ['chromium on PATH', machine(['/usr/local/bin/chromium']), { executablePath: '/usr/local/bin/chromium' }],
    ['chromium-browser on PATH', machine(['/usr/bin/chromium-browser']), { executablePath: '/usr/bin/chromium-browser' }],
    [
      'an empty CHROMIUM_PATH as unset',
      machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '' } }),
      { executablePath: '/usr/bin/chromium' },
    ],
    [
      'Google Chrome on Linux (a GitHub runner)',
      machine(['/opt/google/chrome/chrome', '/opt/microsoft/msedge/msedge']),
      { channel: 'chrome' },
    ],
    ['Microsoft Edge on Linux', machine(['/opt/microsoft/msedge/msedge']), { channel: 'msedge' }],
    [
      'Chromium on a Mac',
      machine(['/Applications/Chromium.app/Contents/MacOS/Chromium', CHROME_MAC], { platform: 'darwin' }),
      { executablePath: '/Applications/Chromium.app/Contents/MacOS/Chromium' },
    ],
    ['Google Chrome on a Mac', machine([CHROME_MAC], { platform: 'darwin', osRelease: undefined }), { channel: 'chrome' }],
    [
      'Microsoft Edge on a Mac',
      machine(['/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge'], { platform: 'darwin' }),
      { channel: 'msedge' },
    ],
    [
      'Microsoft Edge in Program Files (x86) on Windows',
      machine([EDGE_WIN], { platform: 'win32', env: WINDOWS_ENV, uid: undefined }),
      { channel: 'msedge' },
    ],
    [
      'Chrome installed for one Windows user, before Edge',
      machine([EDGE_WIN, CHROME_WIN_USER], { platform: 'win32', env: WINDOWS_ENV, uid: undefined }),
      { channel: 'chrome' },
    ],
    [
      'Edge on Windows with only HOMEDRIVE set',
      machine([EDGE_WIN], { platform: 'win32', env: { HOMEDRIVE: 'C:' }, uid: undefined }),
      { channel: 'msedge' },
    ],
  ];
  it.each(found)('uses %s', (_, m, launch) => {
    const decision = findBrowser(m);
    expect(decision.kind).toBe('found');
    expect(decision.kind === 'found' && decision.launch).toEqual(launch);
  });

  it('stops when CHROMIUM_PATH points at nothing, rather than using another browser', () => {
    const decision = findBrowser(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/nonexistent' } }));
    expect(decision).toEqual({
      kind: 'missing',
      message: expect.stringMatching(/^CHROMIUM_PATH is set to \/nonexistent, but there is nothing there\./),
    });
  });

  it('does not look for chromium on PATH on Windows', () => {
    expect(findBrowser(machine(['C:\\tools\\chromium'], { platform: 'win32', env: { PATH: 'C:\\tools' }, uid: undefined })).kind).toBe(
      'missing',
    );
  });

  const installs: [string, Machine, string[][]][] = [
    [
      'Debian, as root: apt-get installs chromium',
      machine([], { uid: 0 }),
      [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    ],
    [
      'Ubuntu with snapd, as root: the Chromium snap',
      machine(['/run/snapd.socket'], { uid: 0, osRelease: UBUNTU }),
      [['snap', 'install', 'chromium']],
    ],
    [
      'Linux Mint with snapd, as root: the Chromium snap',
      machine(['/run/snapd.socket'], { uid: 0, osRelease: MINT }),
      [['snap', 'install', 'chromium']],
    ],
  ];
  it.each(installs)('installs Chromium on %s', (_, m, commands) => {
    expect(findBrowser(m)).toEqual({ kind: 'install', name: expect.any(String), commands });
  });

  const missing: [string, Machine, string][] = [
    ['Debian, not root', machine([]), 'sudo apt-get install -y chromium'],
    ['Ubuntu with snapd, not root', machine(['/run/snapd.socket'], { osRelease: UBUNTU }), 'sudo snap install chromium'],
    [
      'Ubuntu without snapd (a container), even as root',
      machine([], { uid: 0, osRelease: UBUNTU }),
      'CHROMIUM_PATH=/path/to/chromium npm test',
    ],
    ['Fedora, even as root', machine([], { uid: 0, osRelease: FEDORA }), 'sudo dnf install -y chromium'],
    ['a Linux it does not know', machine([], { uid: 0, osRelease: ALPINE }), 'CHROMIUM_PATH=/path/to/chromium npm test'],
    ['a Linux with no /etc/os-release', machine([], { uid: 0, osRelease: undefined }), 'CHROMIUM_PATH=/path/to/chromium npm test'],
    ['a Mac', machine([], { platform: 'darwin', osRelease: undefined, uid: 0 }), 'brew install --cask google-chrome'],
    [
      'Windows',
      machine([], { platform: 'win32', env: WINDOWS_ENV, uid: undefined, osRelease: undefined }),
      'winget install Microsoft.Edge',
    ],
  ];
  it.each(missing)('names the one command that fixes %s', (_, m, command) => {
    const decision = findBrowser(m);
    expect(decision.kind).toBe('missing');
    const message = decision.kind === 'missing' ? decision.message : '';
    expect(message.split('\n').filter((line) => line.startsWith('    '))).toEqual([`    ${command}`]);
    expect(message).toMatch(/^No browser for the end-to-end tests/);
    expect(message).toContain('never download a browser build');
  });
});

describe('reading /etc/os-release', () => {
  it.each([
    [DEBIAN, 'debian'],
    [UBUNTU, 'ubuntu'],
    [MINT, 'ubuntu'],
    ['ID="raspbian"\nID_LIKE="debian"\n', 'debian'],
    [FEDORA, 'fedora'],
    ['ID=arch\n', 'arch'],
    [ALPINE, undefined],
    [undefined, undefined],
    ['VERSION_ID=debian\n', undefined],
  ])('reads %j as %s', (text, family) => {
    expect(linuxFamily(text)).toBe(family);
  });
});
