/**
 * settings.yaml as the other checks may use it: `<Setting name>`, `setting=` attributes and the external
 * tiles' urlSetting look values up in it. A value under a group that is itself wrong in settings.yaml
 * is not looked up, so one mistake there is reported once, in settings.yaml, and not again in every file
 * that names it.
 */
import type { Settings } from '../../../src/shared/content/schema/settings.ts';
import type { KnownFields } from './validate-yaml.ts';

/** Null when settings.yaml is missing. */
export type SettingsSource = KnownFields<Settings> | null;

/** The settings to look `path` up in, or null when the answer cannot be known. */
export function settingsFor(settings: SettingsSource, path: string): Partial<Settings> | null {
  if (!settings) return null;
  const group = path.split('.', 1)[0]!;
  return settings.unknown.has(group) ? null : settings.fields;
}
