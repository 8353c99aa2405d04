/** The machine these scripts run on, as the browser decision reads it. */
import { existsSync, readFileSync } from 'node:fs';
import type { Machine } from './find-browser.ts';

export function thisMachine(): Machine {
  return {
    platform: process.platform,
    env: process.env,
    exists: existsSync,
    uid: process.getuid?.(),
    osRelease: readOsRelease(),
  };
}

function readOsRelease(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    return readFileSync('/etc/os-release', 'utf8');
  } catch {
    return undefined;
  }
}
