/**
 * What a kit component's setting attribute (`<Setting name>`, `<CopyValue setting>`, `<Download setting>`)
 * may name, and what it then shows. The content check (tooling/content/check/mdx-check.ts) uses
 * these to refuse a setting of the wrong shape at build time, and the components use them again in the
 * browser, so this file stays free of Zod.
 */
import { EMAIL_ADDRESS, isHttpsUrl } from '../patterns.ts';
import type { DeviceName } from '../user/devices.ts';
import { renamedSettingPath } from './schema/moved-fields.ts';
import { settingAt } from './settings-path.ts';

/** Where a download goes: one address for all platforms, or one each for Windows and Mac. */
export interface DownloadTargets {
  href?: string;
  windows?: string;
  mac?: string;
}

export type SettingLookup<T> = { ok: true; value: T } | { ok: false; message: string; hint: string };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A path a release renamed, said with its new name (`tag` is the component as written, naming `path`). */
export function renamedSetting(tag: string, path: string): { ok: false; message: string; hint: string } | null {
  const renamed = renamedSettingPath(path);
  if (!renamed) return null;
  return {
    ok: false,
    message: `${tag} names ${path}, which is now called ${renamed.to} (engine ${renamed.since}).`,
    hint: `Write ${tag.replace(path, renamed.to)} instead: it is in school.yaml.`,
  };
}

/**
 * A setting the guide uses but the school lacks: settings.yaml (or, for `school.*` and `help.*`,
 * school.yaml) must have it; a path a release renamed says what it is called now.
 */
function missing(tag: string, path: string, example: string): SettingLookup<never> {
  const renamed = renamedSetting(tag, path);
  if (renamed) return renamed;
  const names = path.split('.');
  const file = names[0] === 'school' || names[0] === 'help' ? 'school.yaml' : 'settings.yaml';
  // The lines to add, indented as YAML nests them: "wifi:" then "  networkName: ...".
  const lines = names.map((name, depth) => `${'  '.repeat(depth)}${name}:${depth === names.length - 1 ? ' ...' : ''}`).join('\n');
  return {
    ok: false,
    message: `${tag} names a setting that ${file} does not have.`,
    hint: `Add it to content/${file}:\n${lines}\nor name a value it has, e.g. ${example}.`,
  };
}

/** One text (or number) value, which `<Setting name>` shows and `<CopyValue setting>` copies. */
function textSetting(tag: string, use: 'show' | 'copy', example: string, settings: unknown, path: string): SettingLookup<string> {
  const value = settingAt(settings, path);
  if (value === undefined) return missing(tag, path, example);
  if (typeof value === 'string' || typeof value === 'number') return { ok: true, value: String(value).trim() };
  return {
    ok: false,
    message: `${tag} names a group or list of settings, not a single value to ${use}.`,
    hint: `Name one value in content/settings.yaml, e.g. ${example}.`,
  };
}

/** A `<Setting name>`: a single text or number value to show. */
export function shownSetting(settings: unknown, path: string): SettingLookup<string> {
  return textSetting(`<Setting name="${path}">`, 'show', 'help.email', settings, path);
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
  if (value === undefined) return missing(`<Download setting="${path}">`, path, 'wifi.windowsQuickConnectUrl');
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
export function downloadUrl(targets: DownloadTargets, platform: DeviceName): string | undefined {
  return targets.href ?? (platform === 'mac' ? targets.mac : targets.windows);
}

/** What a reader sees instead of a download that is only for the other platform. */
export function onlyForOtherPlatform(platform: DeviceName): string {
  return `This download is only for ${platform === 'mac' ? 'Windows' : 'Mac'}.`;
}

/** One link of a `<LinkList>`: a site, or an app with a download for Windows and/or Mac. */
export type LinkItem = { label: string; description?: string } & ({ url: string } | { windows?: string; mac?: string });

/** A heading of a `<LinkList>` and its links. */
export interface LinkGroup {
  group: string;
  items: LinkItem[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isLinkItem(value: unknown): value is LinkItem {
  if (!isRecord(value) || !isText(value.label)) return false;
  if (value.description !== undefined && !isText(value.description)) return false;
  const keys = Object.keys(value).filter((k) => k !== 'label' && k !== 'description');
  if ('url' in value) return keys.length === 1 && isHttpsUrl(value.url);
  return keys.length > 0 && keys.every((k) => (k === 'windows' || k === 'mac') && isHttpsUrl(value[k]));
}

/** The settings a `<LinkList>` shows when it names none. */
export const DEFAULT_LINKS_SETTING = 'links';

/** A `<LinkList setting>`: a list of groups, each `group:` and `items:` with a label and url (or windows/mac) each. */
export function linkListSetting(settings: unknown, path: string): SettingLookup<LinkGroup[]> {
  const value = settingAt(settings, path);
  if (value === undefined) return missing(`<LinkList setting="${path}">`, path, DEFAULT_LINKS_SETTING);
  const groups = Array.isArray(value) ? value : [];
  const ok =
    groups.length > 0 &&
    groups.every((g) => isRecord(g) && isText(g.group) && Array.isArray(g.items) && g.items.length > 0 && g.items.every(isLinkItem));
  if (ok) return { ok: true, value: groups as LinkGroup[] };
  return {
    ok: false,
    message: `<LinkList setting="${path}"> names a setting that is not a list of links.`,
    hint: `In settings.yaml, ${path} lists groups, each with a group: heading and items:, each item a label: and a url: (or windows: and/or mac: download addresses), and optionally a description:.`,
  };
}

/** A room's printer email, as a `<PrinterTable>` lists it. */
export interface PrinterRoom {
  room: string;
  email: string;
}

/** The settings a `<PrinterTable>` lists when it names none. */
export const DEFAULT_PRINTER_ROOMS_SETTING = 'printing.rooms';

/** A `<PrinterTable setting>`: a list of rooms, each `room:` and `email:`. */
export function printerRoomsSetting(settings: unknown, path: string): SettingLookup<PrinterRoom[]> {
  const value = settingAt(settings, path);
  if (value === undefined) return missing(`<PrinterTable setting="${path}">`, path, DEFAULT_PRINTER_ROOMS_SETTING);
  const rooms = Array.isArray(value) ? value : [];
  const ok =
    rooms.length > 0 &&
    rooms.every(
      (r) => isRecord(r) && Object.keys(r).length === 2 && isText(r.room) && typeof r.email === 'string' && EMAIL_ADDRESS.test(r.email),
    );
  if (ok) return { ok: true, value: rooms as PrinterRoom[] };
  return {
    ok: false,
    message: `<PrinterTable setting="${path}"> names a setting that is not a list of rooms.`,
    hint: `In settings.yaml, ${path} lists rooms, each with a room: name and its printer's email: address.`,
  };
}
