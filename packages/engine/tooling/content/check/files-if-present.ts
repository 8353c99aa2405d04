/**
 * Reading content that may change while it is read. While `npm start` runs, a technician renames and
 * deletes files: a file listed a moment ago can be gone (ENOENT), or be a folder (EISDIR). A file that
 * is not there is simply not content; the dev server checks again once the edits pause.
 */
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';

const GONE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** True for the errors a file or folder that vanished (or was never a file) gives. */
export function isGone(error: unknown): boolean {
  return GONE.has((error as NodeJS.ErrnoException | null)?.code ?? '');
}

function ifPresent<T>(read: () => T, absent: T): T {
  try {
    return read();
  } catch (error) {
    if (isGone(error)) return absent;
    throw error;
  }
}

/** The file's text, or null when there is no such file. */
export function readTextIfPresent(path: string): string | null {
  return ifPresent(() => readFileSync(path, 'utf8'), null);
}

/** The folder's entries, or none when there is no such folder. */
export function listIfPresent(dir: string): Dirent[] {
  return ifPresent(() => readdirSync(dir, { withFileTypes: true }), []);
}

/** True when `path` is a folder (following links); false when it is a file or is gone. */
export function isFolder(path: string): boolean {
  return ifPresent(() => statSync(path).isDirectory(), false);
}
