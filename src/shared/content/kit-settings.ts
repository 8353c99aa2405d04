/**
 * What a kit component's `setting="..."` attribute may name, and what it then shows. The content check
 * (tooling/build/content-plugin/mdx-check.ts) uses these to refuse a setting of the wrong shape at build time,
 * and the components use them again in the browser, so this file stays free of Zod.
 */
import type { PlatformName } from './schema/roles.ts';
import { settingAt } from './settings-path.ts';

/** Where a download goes: one address for all platforms, or one each for Windows and Mac. */
export interface DownloadTargets {
  href?: string;
  windows?: string;
  mac?: string;
}

export type SettingLookup<T> = { ok: true; value: T } | { ok: false; message: string; hint: string };

const isHttpsUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || !value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const missing = (component: string, path: string): SettingLookup<never> => ({
  ok: false,
  message: `<${component} setting="${path}"> names no setting.`,
  hint: 'Use a dotted path to a value in content/settings.yaml, e.g. vivi.organisationCode.',
});

/** A `<CopyValue setting>`: a single text or number value. */
export function copyValueSetting(settings: unknown, path: string): SettingLookup<string> {
  const value = settingAt(settings, path);
  if (value === undefined) return missing('CopyValue', path);
  if (typeof value === 'string' || typeof value === 'number') return { ok: true, value: String(value).trim() };
  return {
    ok: false,
    message: `<CopyValue setting="${path}"> names a group or list of settings, not a single value to copy.`,
    hint: 'Name one value in content/settings.yaml, e.g. vivi.organisationCode.',
  };
}

/**
 * A `<Download setting>`: an https address (the same download for every platform), or `windows:` and/or
 * `mac:` https addresses (a download for the reader's platform), as the literal attributes allow.
 */
export function downloadSetting(settings: unknown, path: string): SettingLookup<DownloadTargets> {
  const value = settingAt(settings, path);
  if (value === undefined) return missing('Download', path);
  if (isHttpsUrl(value)) return { ok: true, value: { href: value } };
  if (isRecord(value)) {
    const keys = Object.keys(value);
    const platforms = keys.length > 0 && keys.every((k) => k === 'windows' || k === 'mac');
    if (platforms && Object.values(value).every(isHttpsUrl)) return { ok: true, value: value as DownloadTargets };
  }
  return {
    ok: false,
    message: `<Download setting="${path}"> names a setting that is not a download address.`,
    hint: 'Name a setting that is a full https:// address, or one with windows: and/or mac: https:// addresses (like naplan.alternateDownload).',
  };
}

/** The address for the reader's platform, or undefined when the download is only for the other one. */
export function downloadUrl(targets: DownloadTargets, platform: PlatformName): string | undefined {
  return targets.href ?? (platform === 'mac' ? targets.mac : targets.windows);
}

/** What a reader sees instead of a download that is only for the other platform. */
export function onlyForOtherPlatform(platform: PlatformName): string {
  return `This download is only for ${platform === 'mac' ? 'Windows' : 'Mac'}.`;
}
