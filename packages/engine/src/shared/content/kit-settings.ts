/**
 * What a kit component's setting attribute (`<Setting name>`, `<CopyValue setting>`, `<Download setting>`)
 * may name, and what it then shows. The content check (tooling/content/check/mdx-check.ts) uses
 * these to refuse a setting of the wrong shape at build time, and the components use them again in the
 * browser, so this file stays free of Zod.
 */
import { isHttpsUrl } from '../patterns.ts';
import type { PlatformName } from '../user/roles.ts';
import { settingAt } from './settings-path.ts';

/** Where a download goes: one address for all platforms, or one each for Windows and Mac. */
export interface DownloadTargets {
  href?: string;
  windows?: string;
  mac?: string;
}

export type SettingLookup<T> = { ok: true; value: T } | { ok: false; message: string; hint: string };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const missing = (tag: string, example: string): SettingLookup<never> => ({
  ok: false,
  message: `${tag} names no setting.`,
  hint: `Use a dotted path to a value in content/settings.yaml, e.g. ${example}.`,
});

/** One text (or number) value, which `<Setting name>` shows and `<CopyValue setting>` copies. */
function textSetting(tag: string, use: 'show' | 'copy', example: string, settings: unknown, path: string): SettingLookup<string> {
  const value = settingAt(settings, path);
  if (value === undefined) return missing(tag, example);
  if (typeof value === 'string' || typeof value === 'number') return { ok: true, value: String(value).trim() };
  return {
    ok: false,
    message: `${tag} names a group or list of settings, not a single value to ${use}.`,
    hint: `Name one value in content/settings.yaml, e.g. ${example}.`,
  };
}

/** A `<Setting name>`: a single text or number value to show. */
export function shownSetting(settings: unknown, path: string): SettingLookup<string> {
  return textSetting(`<Setting name="${path}">`, 'show', 'itHelp.email', settings, path);
}

/** A `<CopyValue setting>`: a single text or number value to copy. */
export function copyValueSetting(settings: unknown, path: string): SettingLookup<string> {
  return textSetting(`<CopyValue setting="${path}">`, 'copy', 'vivi.organisationCode', settings, path);
}

/**
 * A `<Download setting>`: an https address (the same download for every platform), or `windows:` and/or
 * `mac:` https addresses (a download for the reader's platform), as the literal attributes allow.
 */
export function downloadSetting(settings: unknown, path: string): SettingLookup<DownloadTargets> {
  const value = settingAt(settings, path);
  if (value === undefined) return missing(`<Download setting="${path}">`, 'vivi.organisationCode');
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
