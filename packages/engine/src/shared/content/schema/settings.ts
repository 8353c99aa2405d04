/** `content/settings.yaml`: the school's own values, kept out of the guides. */
import { z } from 'zod';
import { isTimeZone } from './date-time.ts';
import { emailField, httpsUrlField, kebabField, textField, urlOrPathField } from './fields.ts';
import { closestName } from './suggest.ts';

/** The time zone notices are written in when settings.yaml names none. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

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

/** A name inside `custom:`: one segment of a settings path. */
const SETTINGS_KEY = /^[A-Za-z0-9]+$/;

const linkItem = z.union(
  [
    z.strictObject({ label: textField, url: httpsUrlField, description: textField.optional() }),
    z
      .strictObject({
        label: textField,
        windows: httpsUrlField.optional(),
        mac: httpsUrlField.optional(),
        description: textField.optional(),
      })
      .refine((v) => v.windows || v.mac, { error: 'needs url, or windows and/or mac' }),
  ],
  { error: 'each link needs a label and either url or windows/mac download addresses' },
);

export const settingsSchema = z.strictObject({
  school: z.strictObject({ name: textField }).describe("name: the school's name."),
  timeZone: timeZoneField
    .optional()
    .describe(`The school's time zone, e.g. Australia/Perth: notices start and end by its clocks. Default: ${DEFAULT_TIME_ZONE}.`),
  itHelp: z
    .strictObject({
      email: emailField,
      ticketEmail: emailField
        .optional()
        .describe('Where "This step didn\'t work?" sends a help request (an email the helpdesk turns into a ticket). Default: email.'),
      officeHours: textField,
      location: textField,
      guide: kebabField
        .optional()
        .describe('The guide that says how to get IT help (its folder name), linked wherever a guide does not apply to someone.'),
    })
    .describe(
      "email, officeHours, location of the IT office, (optional) ticketEmail: the helpdesk's ticket address for help requests, and (optional) guide: the IT help guide's folder name.",
    ),
  vivi: z.strictObject({ organisationCode: textField }).describe('organisationCode shown in the Vivi guide.'),
  wifi: z
    .strictObject({ networkName: textField, onboardingUrl: httpsUrlField, windowsQuickConnectUrl: httpsUrlField })
    .describe('networkName, onboardingUrl, windowsQuickConnectUrl.'),
  printing: z
    .strictObject({
      wizardDownloadUrl: httpsUrlField,
      rooms: z.array(z.strictObject({ room: textField, email: emailField })).min(1, { error: 'must list at least one room' }),
    })
    .describe('wizardDownloadUrl, and rooms: a list of { room, email }.'),
  naplan: z
    .strictObject({ downloadPageUrl: httpsUrlField, alternateDownload: z.strictObject({ windows: httpsUrlField, mac: httpsUrlField }) })
    .describe('downloadPageUrl, alternateDownload: { windows, mac }.'),
  passwordChangeUrl: httpsUrlField.describe('The online password change page.'),
  links: z
    .array(z.strictObject({ group: textField, items: z.array(linkItem).min(1) }))
    .describe('Useful links: a list of { group, items: [{ label, url } or { label, windows, mac }, each with an optional description] }.'),
  graph: z
    .strictObject({ studentLicenceSkuId: z.uuid({ error: 'must be a licence (SKU) id such as 5a1e0000-0000-4000-8000-00000000c0de' }) })
    .describe('studentLicenceSkuId: the licence that marks a user as a student.'),
  temporaryAccessPass: z
    .strictObject({ functionUrl: urlOrPathField })
    .describe('functionUrl: the Function App that creates Temporary Access Passes.'),
  externalTiles: z.record(z.string(), httpsUrlField).describe('Addresses for the external tiles, named by external-tiles.yaml.'),
  custom: z
    .record(z.string(), textField)
    .superRefine((values, ctx) => {
      for (const key of Object.keys(values)) {
        if (!SETTINGS_KEY.test(key))
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be a name of letters and digits, such as libraryHours' });
      }
    })
    .optional()
    .describe('The school\'s own text values, shown with `<Setting name="custom.libraryHours" />`. Names: letters and digits.'),
  editing: z
    .strictObject({
      editUrl: httpsUrlField.describe(
        "Opens a file of the content in GitHub's web editor, up to the branch, e.g. https://github.com/school/portal/edit/main.",
      ),
    })
    .optional()
    .describe(
      'editUrl: with it, staff see "Edit this step" on every guide step, and edit links for guide.yaml and setup-guide.yaml, each opening its file in GitHub\'s editor.',
    ),
});

export type Settings = z.output<typeof settingsSchema>;

// The browser imports settingAt from settings-path.ts directly, without this schema (and Zod).
export { settingAt } from '../settings-path.ts';
