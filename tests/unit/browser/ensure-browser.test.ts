import { describe, expect, it, vi } from 'vitest';
import { ensureBrowser } from '../../../packages/engine/tooling/browser/ensure-browser';
import type { Machine } from '../../../packages/engine/tooling/browser/find-browser';

/** A fresh Debian machine run as root, whose files a fake apt can add to. Nothing here runs a real command. */
function freshDebian(files: string[] = []): { machine: () => Machine; files: Set<string> } {
  const present = new Set(files);
  const machine = (): Machine => ({
    platform: 'linux',
    env: { PATH: '/usr/bin:/bin' },
    uid: 0,
    osRelease: 'ID=debian\n',
    exists: (p) => present.has(p),
  });
  return { machine, files: present };
}

describe('getting a browser before the end-to-end tests', () => {
  it('uses the browser found, running nothing', () => {
    const run = vi.fn();
    expect(ensureBrowser(freshDebian(['/usr/bin/chromium']).machine, run)).toEqual({
      launch: { executablePath: '/usr/bin/chromium' },
      name: 'Chromium at /usr/bin/chromium',
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('installs Chromium with apt on a fresh Debian machine as root, then uses it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { machine, files } = freshDebian();
    const run = vi.fn((command: string[]) => {
      if (command.includes('install')) files.add('/usr/bin/chromium');
    });
    expect(ensureBrowser(machine, run).launch).toEqual({ executablePath: '/usr/bin/chromium' });
    expect(run.mock.calls.map(([command]) => command.join(' '))).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('says which command failed when apt fails, and stops', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = vi.fn((command: string[]) => {
      if (command.includes('install'))
        throw new Error('Command failed: apt-get install -y -qq chromium\nE: Unable to locate package chromium');
    });
    expect(() => ensureBrowser(freshDebian().machine, run)).toThrow(
      'Installing Debian\'s chromium package failed at "apt-get install -y -qq chromium" (Command failed: apt-get install -y -qq chromium).',
    );
  });

  it('stops, rather than installing again, when the install leaves no browser where the tests look', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = vi.fn();
    expect(() => ensureBrowser(freshDebian().machine, run)).toThrow(/was installed, but still no browser was found.*CHROMIUM_PATH/);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("throws the decision's message when there is nothing to use or install", () => {
    const run = vi.fn();
    const machine = (): Machine => ({
      platform: 'linux',
      env: { CHROMIUM_PATH: '/nonexistent' },
      uid: 0,
      osRelease: 'ID=debian\n',
      exists: () => false,
    });
    expect(() => ensureBrowser(machine, run)).toThrow(/^CHROMIUM_PATH is set to \/nonexistent/);
    expect(run).not.toHaveBeenCalled();
  });
});
