/**
 * `content/settings.yaml`: the school's own values, kept out of the guides, with names of the school's
 * choosing (`wifi.networkName`, `vivi.organisationCode`, `libraryHours`...). A guide shows one with
 * `<Setting name="...">`; the content check makes sure every value a guide uses is there and has the
 * shape its component needs, so only what the guides use is required. The portal's own configuration is
 * school.yaml's (schema/school.ts).
 */
import { z } from 'zod';
import { MOVED_SETTINGS } from './moved-fields.ts';

/** A name in settings.yaml: one segment of a settings path. */
export const SETTINGS_KEY = /^[A-Za-z0-9]+$/;

/** What a setting may hold: text, a list, or a group of named values. */
export type SettingValue = string | SettingValue[] | { [name: string]: SettingValue };

/** The settings as the browser gets them: settings.yaml's values, and school.yaml's `school` and `help` beside them. */
export type Settings = Record<string, SettingValue>;

/**
 * School.yaml's parts that guides may show with `<Setting>` too (`school.name`, `help.email`), so
 * settings.yaml may not hold values of those names.
 */
export const SCHOOL_SETTING_GROUPS = ['school', 'help'] as const;

/** Every mistake in one value and below it, as Zod issues at their paths (text, lists and groups only). */
function checkValue(value: unknown, path: PropertyKey[], ctx: z.RefinementCtx): void {
  if (typeof value === 'string') {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', path, input: value, message: 'must not be empty' });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(item, [...path, index], ctx));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!SETTINGS_KEY.test(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, key],
          input: key,
          message: 'must be a name of letters and digits, such as libraryHours',
        });
      }
      checkValue(inner, [...path, key], ctx);
    }
  } else {
    // A number or yes/no YAML read from an unquoted value, or nothing at all: said as "read as ..., not as text".
    ctx.addIssue({ code: 'invalid_type', expected: 'string', path, input: value, message: 'must be text' });
  }
}

export const settingsSchema = z
  .record(z.string(), z.unknown(), { error: 'must be a list of named values, such as "libraryHours: 8am to 5pm"' })
  .superRefine((values, ctx) => {
    for (const [key, value] of Object.entries(values)) {
      const moved = MOVED_SETTINGS.find((m) => m.key === key);
      if (moved) {
        ctx.addIssue({ code: 'custom', path: [key], input: value, message: moved.message, params: { kind: 'moved', hint: moved.hint } });
        continue;
      }
      if ((SCHOOL_SETTING_GROUPS as readonly string[]).includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          input: value,
          message: "is school.yaml's: settings.yaml may not use that name",
          params: { kind: 'moved', hint: `Put these values in school.yaml under ${key}:, or give them another name here.` },
        });
        continue;
      }
      if (!SETTINGS_KEY.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], input: key, message: 'must be a name of letters and digits, such as libraryHours' });
      }
      checkValue(value, [key], ctx);
    }
  })
  .transform((values) => values as Settings)
  .describe(
    'The school\'s own values, by names of its choosing, e.g. "libraryHours: 8am to 5pm" or a group "wifi:" with "networkName: School-BYOD" under it. Guides show one with <Setting name="wifi.networkName" />.',
  );

// The browser imports settingAt from settings-path.ts directly, without this schema (and Zod).
export { settingAt } from '../settings-path.ts';
