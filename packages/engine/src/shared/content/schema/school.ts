/**
 * `content/school.yaml`: who the school is, how its portal looks and where its services are. The engine
 * reads it; guides may show `school.*` and `help.*` with `<Setting>` (the school's other values are
 * settings.yaml's).
 */
import { z } from 'zod';
import { GUID } from '../../patterns.ts';
import { isTimeZone } from './date-time.ts';
import { STUDENT_PASS_LIFETIMES } from './student-pass-lifetimes.ts';
import { DEFAULT_REPORT_KEPT_DAYS, DEFAULT_REPORT_READERS } from './report-privacy.ts';
import { emailField, httpsUrlField, kebabField, textField, urlOrPathField } from './fields.ts';
import { closestName } from './suggest.ts';
import { DEFAULT_ROLES } from '../../user/roles.ts';
import { DEFAULT_DEVICES, DEVICES } from '../../user/devices.ts';
import { deviceNameField } from './fields.ts';
import { deploySchema } from './deploy.ts';

/** The time zone notices are written in when school.yaml names none. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** What the portal says it is for when school.yaml says nothing: the page's description and the installed app's. */
export const DEFAULT_DESCRIPTION = 'Set up your devices and school accounts, step by step.';

/** The most an installed app's name under its icon can hold before phones cut it short. */
export const SHORT_NAME_MAX = 12;

/** A pass's lifetime in minutes, within Entra's bounds. */
const passMinutesField = z
  .number({ error: 'must be a number of minutes, e.g. 60' })
  .int({ error: 'must be a whole number of minutes' })
  .min(10, { error: 'must be at least 10 minutes (the shortest pass Entra makes)' })
  .max(43_200, { error: 'must be at most 43200 minutes (30 days, the longest pass Entra makes)' });

const timeZoneField = z.string({ error: 'must be a time zone such as Australia/Sydney' }).refine(isTimeZone, {
  error: ({ input }) => {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    const city =
      typeof input === 'string'
        ? zones.find((zone) => zone.toLowerCase().endsWith(`/${input.trim().toLowerCase().replace(/ /g, '_')}`))
        : undefined;
    const close = city ?? (typeof input === 'string' ? closestName(input, zones) : undefined);
    return `"${String(input)}" is not a time zone: write one such as Australia/Sydney, Australia/Perth or Australia/Brisbane${close ? ` (did you mean "${close}"?)` : ''}`;
  },
});

/** A colour as `#rrggbb` (or `#rgb`), the way design tools and brand guides give it. */
export const colourField = z
  .string({ error: 'must be a colour written as "#rrggbb" in quotes, e.g. "#12355b"' })
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'must be a colour written as "#rrggbb", e.g. "#12355b"' });

/** A picture of the school's, by its path from the content folder, e.g. branding/logo.svg. */
export const BRANDING_IMAGE = /^(?!\/)(?!.*\.\.)[\w./-]+\.(svg|png|webp)$/i;
const brandingImageField = (example: string) =>
  z
    .string({ error: `must be the path of a picture in the content folder, e.g. ${example}` })
    .regex(BRANDING_IMAGE, { error: `must be the path of an SVG, PNG or WebP picture in the content folder, e.g. ${example}` });

const coloursOf = (scheme: string) =>
  z.strictObject({
    brand: colourField.describe(`The school's colour in ${scheme}: headings and the header's accents, text that must read on the page.`),
    accent: colourField.describe(`Links, buttons and the focus ring in ${scheme}: white text goes on it in light mode.`),
  });

export const coloursSchema = coloursOf('light mode').extend({
  dark: coloursOf('dark mode')
    .optional()
    .describe('The same two for dark mode, light enough to read on a dark page. Default: lighter shades of the two, made to pass.'),
});

/** A value of the roles claim, as the app registration's app roles name it: letters, digits, and . _ - */
const roleValueField = z.string({ error: 'must be a role value such as Staff or Year7' }).regex(/^[A-Za-z][A-Za-z0-9._-]*$/, {
  error: 'must be a role value as the app registration names it, such as Staff or Year7: letters and digits, no spaces',
});

const defaultYears = Object.keys(DEFAULT_ROLES.years);

export const rolesSchema = z
  .strictObject({
    staff: z
      .array(roleValueField, { error: 'must be a list of role values, such as [Staff] or [Staff, Teacher]' })
      .min(1, { error: 'must name at least one staff role' })
      .describe('The role values of staff, e.g. [Staff, Teacher]: they may preview the portal as anyone, and see the staff tools.'),
    years: z
      .record(
        roleValueField,
        z.number({ error: "must be the year's number: 0 for Foundation (or Prep, Kindergarten), 1 for Year 1, ..." }).int().min(0).max(13),
        {
          error: 'must list each year level\'s role value and its number, e.g. "Year7: 7" on a line each',
        },
      )
      .describe(
        `Each year level's role value and its number, a line each, e.g. "Foundation: 0" and "Year7: 7". Conditions name them, and ranges of them (Year3-Year6).`,
      ),
    others: z
      .array(roleValueField, { error: 'must be a list of role values, such as [BasicView]' })
      .optional()
      .describe('Other role values conditions may name, e.g. [BasicView] for accounts that see less. Default: none.'),
  })
  .superRefine((roles, ctx) => {
    const seen = new Map<string, string>();
    const lists: [string, string[]][] = [
      ['staff', roles.staff],
      ['years', Object.keys(roles.years)],
      ['others', roles.others ?? []],
    ];
    for (const [list, values] of lists) {
      for (const value of values) {
        const before = seen.get(value);
        if (before)
          ctx.addIssue({
            code: 'custom',
            path: [list],
            message: `names ${value}, which ${before === list ? 'it names already' : `is in ${before} too`}: a role has one meaning`,
          });
        else seen.set(value, list);
      }
    }
  })
  .describe(
    `What each value of the roles claim means: staff, years and others. Default: staff [Staff], years ${defaultYears[0]} (0) to ${defaultYears.at(-1)} (12), others [BasicView]. A role not named here counts for nothing.`,
  );

export const schoolSchema = z.strictObject({
  school: z
    .strictObject({
      name: textField.describe('The school\'s own name, e.g. Banksia Primary School (guides show it with <Setting name="school.name" />).'),
    })
    .describe("name: the school's own name."),
  portal: z
    .strictObject({
      name: textField.describe("The portal's name as people see it: page titles, the header's logo, the sign-in page, the installed app."),
      shortName: textField
        .refine((v) => [...v].length <= SHORT_NAME_MAX, {
          error: ({ input }) =>
            `is ${[...String(input)].length} characters long, but a phone shows about ${SHORT_NAME_MAX} under an app's icon: write a shorter name, e.g. "IT Help"`,
        })
        .optional()
        .describe(`The installed app's name under its icon, at most ${SHORT_NAME_MAX} characters. Default: name, if it is that short.`),
      description: textField.optional().describe(`What the portal is for, in one sentence. Default: "${DEFAULT_DESCRIPTION}"`),
      logo: brandingImageField('branding/logo.svg')
        .optional()
        .describe(
          "The logo in the header and on the sign-in pages, drawn for a light background (SVG, PNG or WebP), shown 40 pixels high. Default: the portal's name in text.",
        ),
      logoDark: brandingImageField('branding/logo-dark.svg')
        .optional()
        .describe('The logo drawn for a dark background, for dark mode. Default: the logo on a light panel.'),
      icon: brandingImageField('branding/icon.svg')
        .optional()
        .describe(
          "A square picture (SVG, or a PNG of at least 512 by 512 pixels): the browser tab's icon and the installed app's icon. Default: the portal's own.",
        ),
      maskableIcon: brandingImageField('branding/icon-maskable.svg')
        .optional()
        .describe(
          "The installed app's icon for phones that crop it to a circle or a rounded square: the picture within the middle 80%, on a full background. Default: icon.",
        ),
      colours: coloursSchema
        .optional()
        .describe("brand and accent (and optionally dark: brand and accent). Default: the portal's own blues."),
    })
    .describe('name, and optionally shortName, description, logo, logoDark, icon, maskableIcon and colours.'),
  roles: rolesSchema.optional(),
  devices: z
    .array(deviceNameField, { error: `must be a list of devices such as [windows, mac] or [ipad, chromebook]: ${DEVICES.join(', ')}` })
    .min(1, { error: 'must name at least one device' })
    .superRefine((devices, ctx) => {
      const twice = devices.find((d, i) => devices.indexOf(d) !== i);
      if (twice) ctx.addIssue({ code: 'custom', message: `names ${twice} twice: write each device once` });
    })
    .optional()
    .describe(
      `The devices the guides cover, the first the one a visitor on an unknown device sees: ${DEVICES.join(', ')}. Exactly windows and mac give the header's Windows/Apple switch, any other list a choice of device. Default: [${DEFAULT_DEVICES.join(', ')}].`,
    ),
  timeZone: timeZoneField
    .optional()
    .describe(`The school's time zone, e.g. Australia/Perth: notices start and end by its clocks. Default: ${DEFAULT_TIME_ZONE}.`),
  help: z
    .strictObject({
      email: emailField.describe('The IT help email address.'),
      ticketEmail: emailField
        .optional()
        .describe('Where "This step didn\'t work?" sends a help request (an email the helpdesk turns into a ticket). Default: email.'),
      officeHours: textField.describe('When the IT office is open, e.g. 8am-4pm on school days.'),
      location: textField.describe('Where the IT office is, e.g. the IT office next to the library.'),
      guide: kebabField
        .optional()
        .describe('The guide that says how to get IT help (its folder name), linked wherever a guide does not apply to someone.'),
    })
    .describe(
      "email, officeHours and location of the IT office, and optionally ticketEmail (the helpdesk's ticket address) and guide (the IT help guide's folder name).",
    ),
  functionApp: z
    .strictObject({
      url: urlOrPathField.describe("The Function App's address up to /api, e.g. https://banksia-portal.azurewebsites.net/api."),
    })
    .describe('url: the school\'s Function App (Temporary Access Passes, the reports of "This step didn\'t work?" and Guide Health).'),
  reports: z
    .strictObject({
      wordsReadBy: textField
        .optional()
        .describe(
          `Who reads the words students type into "This step didn't work?", as the form says it. Default: "${DEFAULT_REPORT_READERS}".`,
        ),
      keptDays: z
        .number({ error: 'must be a number of days, e.g. 30' })
        .int({ error: 'must be a whole number of days' })
        .min(30, { error: "must be at least 30 days (the shortest the Function App's REPORTS_KEEP_DAYS takes)" })
        .max(366, { error: "must be at most 366 days (the longest the Function App's REPORTS_KEEP_DAYS takes)" })
        .optional()
        .describe(
          `How many days reports are kept, as the form says it: the same as the Function App's REPORTS_KEEP_DAYS. Default: ${DEFAULT_REPORT_KEPT_DAYS}, the function's default.`,
        ),
    })
    .optional()
    .describe(
      'wordsReadBy and keptDays: who reads the words of a report, and for how long, as "This step didn\'t work?" and the search box tell students.',
    ),
  tenant: z
    .strictObject({
      id: z
        .string({ error: 'must be a GUID' })
        .regex(GUID, { error: 'must be a GUID such as 00000000-0000-0000-0000-000000000000: your Directory (tenant) ID' })
        .describe('Your Directory (tenant) ID.'),
      clientId: z
        .string({ error: 'must be a GUID' })
        .regex(GUID, { error: "must be a GUID such as 00000000-0000-0000-0000-000000000000: the portal's Application (client) ID" })
        .describe("The portal's Application (client) ID."),
    })
    .optional()
    .describe(
      "id and clientId of your Microsoft Entra tenant and the portal's app registration. Default: the demo tenant. The build's VITE_TENANT_ID and VITE_CLIENT_ID, when set, take their place.",
    ),
  passwordReset: z
    .strictObject({
      studentLicenceSkuId: z
        .uuid({ error: 'must be a licence (SKU) id such as 5a1e0000-0000-4000-8000-00000000c0de' })
        .describe('The licence every student holds: the staff reset tool only finds users with it.'),
    })
    .optional()
    .describe('studentLicenceSkuId: what the staff password reset tool needs (only when a guide is that tool).'),
  studentPass: z
    .strictObject({
      defaultMinutes: passMinutesField.optional().describe('The lifetime the tool offers first, in minutes. Default 60.'),
      minMinutes: passMinutesField.optional().describe('The shortest lifetime staff may choose, in minutes. Default 10.'),
      maxMinutes: passMinutesField
        .optional()
        .describe(
          "The longest lifetime staff may choose, in minutes. Default 480. Keep it within the Function App's STAFF_TAP_MAX_LIFETIME_MINUTES and the tenant's Temporary Access Pass policy.",
        ),
    })
    .superRefine((pass, ctx) => {
      const min = pass.minMinutes ?? STUDENT_PASS_LIFETIMES.min;
      const max = pass.maxMinutes ?? STUDENT_PASS_LIFETIMES.max;
      const chosen = pass.defaultMinutes ?? STUDENT_PASS_LIFETIMES.default;
      if (min > max) ctx.addIssue({ code: 'custom', path: ['minMinutes'], message: `is more than maxMinutes (${max}): make it smaller` });
      else if (chosen < min || chosen > max)
        ctx.addIssue({ code: 'custom', path: ['defaultMinutes'], message: `must be from ${min} to ${max} (minMinutes to maxMinutes)` });
    })
    .optional()
    .describe(
      'defaultMinutes, minMinutes and maxMinutes: the lifetimes the staff tool "Give a student a Temporary Access Pass" offers (only when a guide is that tool).',
    ),
  editing: z
    .strictObject({
      editUrl: httpsUrlField.describe(
        "Opens a file of the content in GitHub's web editor, up to the branch, e.g. https://github.com/school/portal/edit/main.",
      ),
    })
    .optional()
    .describe('editUrl: with it, staff see "Edit this step" on every guide step, and edit links for guide.yaml and setup-guide.yaml.'),
  deploy: deploySchema
    .optional()
    .describe(
      'host, and optionally appName, roleGroups, functionAppPrincipalId, authContext and groupsClaim: the app registration `school-portal registration` writes and `school-portal provision` applies. Never shipped to the browser.',
    ),
});

export type SchoolConfig = z.output<typeof schoolSchema>;
export type Colours = z.output<typeof coloursSchema>;
