/** Small shared field schemas used by the content schemas. */
import { z } from 'zod';
import { isCalendarDate, isHttpsUrl, KEBAB_ID, ROUTE_PATH, SETTINGS_PATH } from '../../patterns.ts';
import type { Condition } from './condition.ts';
import { parseCondition } from './condition-parse.ts';
import { DEVICE_LABELS, DEVICES, type DeviceName } from '../../user/devices.ts';
import { contentDevices } from './school-context.ts';
import { closestName } from './suggest.ts';
import { SEARCH_OPTIONS, searchTerm } from '../search-index.ts';

/**
 * The message for a value that is not one of `values`, naming the value written and the one it was most
 * likely meant to be: `"Mac" is not one of: windows, mac (did you mean "mac"?)`.
 */
export function oneOf(values: readonly string[]): (issue: { input?: unknown }) => string {
  return ({ input }) => {
    const list = values.join(', ');
    if (typeof input !== 'string') return `must be one of: ${list}`;
    const close = closestName(input, values);
    return `"${input}" is not one of: ${list}${close ? ` (did you mean "${close}"?)` : ''}`;
  };
}

/** A who-sees-it condition such as `Year7-Year12, Staff` or `not BasicView`, parsed and checked against the known roles. */
export const conditionField = z
  .string({ error: 'must be a condition such as "Staff" or "not BasicView"' })
  .transform((text, ctx): Condition => {
    const parsed = parseCondition(text.trim());
    if (parsed.ok) return parsed.condition;
    ctx.addIssue({ code: 'custom', message: parsed.message, params: { kind: 'condition' } });
    return z.NEVER;
  });

/** A device the portal knows, whichever the school covers (school.yaml's `devices` lists them). */
export const deviceNameField = z.enum(DEVICES, { error: oneOf(DEVICES) });

/**
 * A device a step, guide or notice is for: one the school covers (school.yaml's `devices`), so that a
 * step for a device nobody is shown is caught at its line rather than left out without a word.
 */
const deviceText = z.string({ error: 'must be a device such as windows or ipad' });

export const platformField = deviceText.transform((value, ctx): DeviceName => {
  const school = contentDevices();
  if ((school as readonly string[]).includes(value)) return value as DeviceName;
  if ((DEVICES as readonly string[]).includes(value)) {
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: `is ${DEVICE_LABELS[value as DeviceName]}, which the school's guides do not cover: write one of ${school.join(', ')}, or add ${value} to devices in school.yaml`,
    });
  } else {
    // Reported as any value outside a list is, with the one meant.
    ctx.addIssue({ code: 'invalid_value', values: [...school], input: value, message: oneOf(school)({ input: value }) });
  }
  return z.NEVER;
});

/** The choices of a field whose choices are the school's (not a fixed enum), for messages about it. */
export function schoolChoices(schema: unknown): readonly string[] | null {
  // The messages look through .optional() and the transform, to the text the field reads.
  return schema === deviceText ? contentDevices() : null;
}

export const platformListField = z
  .array(platformField, { error: 'must be a list of devices such as [windows] or [windows, mac]' })
  .min(1, { error: 'must name at least one device' });

export const textField = z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' });

export const httpsUrlField = z
  .string({ error: 'must be a full https:// address' })
  .refine(isHttpsUrl, { error: 'must be a full https:// address' });

/** A link target: a full https URL, or a path on this site such as `/api`. */
export const urlOrPathField = z
  .string({ error: 'must be an https:// address or a path starting with /' })
  .refine((v) => isHttpsUrl(v) || /^\/[^/\s]*/.test(v), { error: 'must be an https:// address or a path starting with /' });

/** A lowercase-kebab name such as `setup-guide`. */
export const kebabField = z
  .string({ error: 'must be text' })
  .regex(KEBAB_ID, { error: 'must be lowercase letters, digits and dashes, e.g. "setup-guide"' });

/** A portal route: `/` followed by lowercase letters, digits or dashes. */
export const routeField = z
  .string({ error: 'must be a path such as /adobe' })
  .regex(ROUTE_PATH, { error: 'must be a path such as /adobe: a slash then lowercase letters, digits or dashes' });

/** Tiles are sorted by this number, smallest first. */
export const orderField = z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' });

/** Who may see a guide or the Setup Guide: its tile, its address, its Setup Guide entry, search and progress. */
export const audienceField = conditionField
  .optional()
  .describe('Who may see it at all (a condition): its tile, its address and its place in the Setup Guide. Default: everyone.');

/** An icon's name: the name of its file in content/icons/ without `.svg`. */
export const iconField = z
  .string({ error: 'must be the name of an icon in content/icons/' })
  .refine((v) => !/\.svg$/i.test(v), {
    error: ({ input }) =>
      `"${String(input)}" names the file: write the icon's name without .svg, e.g. "${String(input)
        .replace(/\.svg$/i, '')
        .toLowerCase()}"`,
    abort: true,
  })
  .refine((v) => KEBAB_ID.test(v), { error: 'must be lowercase letters, digits and dashes, e.g. "setup-guide"' });

/** The most a tile's description may hold: what fits in two short lines on a tile, or one on a phone. */
export const TILE_DESCRIPTION_MAX = 40;

/** One line under a tile's label saying what the guide or site is for, such as "Email, calendar and contacts". */
export const tileDescriptionField = textField
  .refine((v) => !/[\r\n]/.test(v), {
    error: 'must be one line: write it on the same line as "description:", with no line breaks',
    abort: true,
  })
  .refine((v) => [...v].length <= TILE_DESCRIPTION_MAX, {
    error: ({ input }) =>
      `is ${[...String(input)].length} characters long, but a tile has room for ${TILE_DESCRIPTION_MAX}: say what it is for in fewer words, e.g. "Email, calendar and contacts"`,
  })
  .optional()
  .describe(
    `One line under the label saying what it is for, at most ${TILE_DESCRIPTION_MAX} characters, e.g. "Email, calendar and contacts". Default: none.`,
  );

export const tileField = z.strictObject({
  label: textField.describe('Text on the home tile.'),
  icon: iconField.describe('Icon name: content/icons/<icon>.svg.'),
  order: orderField.describe('Tiles are sorted by this number, smallest first.'),
  description: tileDescriptionField,
  // The audience used to sit on the tile and hid only the tile; it now belongs to the whole guide.
  audience: z
    .never({
      error:
        'now goes at the top of the file, as "audience:" on its own line, where it hides the tile, the address and the Setup Guide entry together',
    })
    .optional()
    .describe('Not used: write `audience:` at the top of the file instead.'),
});

/** A dotted path to a value in settings.yaml; `example` is the path the message suggests. */
export const settingsPathField = (example: string) =>
  z
    .string({ error: `must be a settings path such as ${example}` })
    .regex(SETTINGS_PATH, { error: `must be a dotted settings path such as ${example}` });

/** A day written as YYYY-MM-DD. YAML keeps `2026-11-12` as the text written, so it arrives as a string. */
export const dateField = z
  .string({ error: 'must be a date written as YYYY-MM-DD, e.g. 2026-11-12' })
  .refine(isCalendarDate, { error: ({ input }) => `"${String(input)}" is not a date written as YYYY-MM-DD, e.g. 2026-11-12` });

export const emailField = z.email({ error: 'must be an email address' });

/** A word or two people search with: one that search would leave out on its own ("the", "x") finds nothing. */
const keywordField = textField.refine((v) => SEARCH_OPTIONS.tokenize(v).some((w) => searchTerm(w) !== null), {
  error: ({ input }) => `is "${String(input)}", a word search leaves out (too short or too common), so nobody would find the guide by it`,
});

/** Words a guide is searched for by that its own words do not use, such as `[internet, network, wireless]`. */
export const keywordsField = z
  .array(keywordField, { error: 'must be a list of words such as [internet, network, wireless]' })
  .min(1, { error: 'must name at least one word, or be left out' });
