/** The reviewed registration file: written as stable, formatted JSON, and read back to compare. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readTextIfPresent } from '../content/check/files-if-present.ts';
import type { AppRegistration } from './registration.ts';

/** The file's text: two-space JSON and a final newline, so a diff shows only what changed. */
export const registrationText = (registration: AppRegistration): string => `${JSON.stringify(registration, null, 2)}\n`;

export type WriteOutcome = 'created' | 'updated' | 'unchanged';

/** Writes the file when its text differs, and says what it did. */
export function writeRegistration(path: string, registration: AppRegistration): WriteOutcome {
  const text = registrationText(registration);
  const before = readTextIfPresent(path);
  if (before === text) return 'unchanged';
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return before === null ? 'created' : 'updated';
}

/** The file as written before, or null when there is none. */
export function readRegistrationText(path: string): string | null {
  return readTextIfPresent(path);
}
