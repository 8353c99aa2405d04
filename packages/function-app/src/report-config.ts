/**
 * The settings of the report functions (`POST /reports`, `GET /guideHealth`): the same tenant, client id
 * and storage as the pass function, plus the salt that keys each person's daily report without naming
 * them, who may read guide health and who of them its words, where the published guides are listed, how
 * long reports are kept, and the limits. Read on their own, so a Function App that has not set
 * them yet keeps creating passes: the report routes then answer 503 `not_configured` and log what to set.
 */
import { z } from 'zod';
import { commaList, hasStorage, portalSettingFields, settingNames, STORAGE_MISSING } from './config.ts';
import { GUID } from './guid.ts';

/** Defaults a school may change. */
export const DEFAULT_REPORTS_DAILY_LIMIT = 30;
export const DEFAULT_REPORTS_KEEP_DAYS = 30;
/** The bounds of REPORTS_KEEP_DAYS: at least the longest period guide health shows, at most a school year. */
export const REPORTS_KEEP_DAYS_RANGE = { min: 30, max: 366 } as const;
export const DEFAULT_STAFF_ROLES = 'Staff';
/** The app role whose holders read what people typed: IT support, not every member of staff. */
export const DEFAULT_WORDS_ROLES = 'ITSupport';
/** The shortest salt taken: 32 characters, such as `openssl rand -base64 32` makes. */
export const MIN_SALT_LENGTH = 32;

const ReportSettingsSchema = z
  .object({
    ...portalSettingFields,
    /**
     * The secret mixed into every report's key (an HMAC of the person's object id, the day and the step), so
     * the table holds no id and nobody without the salt can tell whose report a row is. A random value of
     * at least 32 characters; changing it only lets a person report a step again the same day.
     */
    REPORTS_SALT: z
      .string({ error: `set it to a random value of at least ${MIN_SALT_LENGTH} characters (e.g. openssl rand -base64 32)` })
      .min(MIN_SALT_LENGTH, `must be a random value of at least ${MIN_SALT_LENGTH} characters (e.g. openssl rand -base64 32)`),
    /** App roles whose holders may read guide health (the `roles` claim). Default `Staff`, the portal's staff role. */
    REPORTS_STAFF_ROLES: z.preprocess((v) => v ?? DEFAULT_STAFF_ROLES, commaList(/^[^\s,]{1,120}$/, 'app role values')),
    /** Or object ids of groups whose members may read it (the `groups` claim). */
    REPORTS_STAFF_GROUPS: commaList(GUID, 'group object ids (GUIDs)'),
    /**
     * App roles whose holders may read the words people typed ("what happened"), and guide health with
     * them. Default `ITSupport`. Other staff see the counts and steps without the words.
     */
    REPORTS_WORDS_ROLES: z.preprocess((v) => v ?? DEFAULT_WORDS_ROLES, commaList(/^[^\s,]{1,120}$/, 'app role values')),
    /** Or object ids of groups whose members may read the words. */
    REPORTS_WORDS_GROUPS: commaList(GUID, 'group object ids (GUIDs)'),
    /**
     * The published guides and steps (the site build's `report-subjects.json`), e.g.
     * `https://portal.school.example/report-subjects.json`: a report must name one of them.
     */
    REPORTS_SUBJECTS_URL: z.url({ protocol: /^https$/, error: 'must be the https address of the site’s report-subjects.json' }),
    /** Reports (of steps and searches together) one person may make in a day. Default 30. */
    REPORTS_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(DEFAULT_REPORTS_DAILY_LIMIT),
    /** Days a report is kept; the daily clean-up deletes older ones. Default 30 (30 to 366). */
    REPORTS_KEEP_DAYS: z.coerce
      .number()
      .int()
      .min(REPORTS_KEEP_DAYS_RANGE.min)
      .max(REPORTS_KEEP_DAYS_RANGE.max)
      .default(DEFAULT_REPORTS_KEEP_DAYS),
  })
  .refine(hasStorage, STORAGE_MISSING)
  .refine((s) => s.REPORTS_STAFF_ROLES.length > 0 || s.REPORTS_STAFF_GROUPS.length > 0, {
    path: ['REPORTS_STAFF_ROLES'],
    message: 'set it (e.g. Staff), or REPORTS_STAFF_GROUPS: they say who may read guide health',
  });

export type ReportSettings = z.output<typeof ReportSettingsSchema>;

/** Every app setting this reads, and whether it must be set (it has no default): for the infrastructure template's check. */
export const REPORT_SETTINGS = settingNames(ReportSettingsSchema);

/** Who may read guide health (or its words). */
export interface StaffPolicy {
  roles: readonly string[];
  groups: readonly string[];
}

/** Who reads guide health, who of them reads the words, and how long reports are kept. */
export interface HealthReaders {
  staff: StaffPolicy;
  words: StaffPolicy;
  keepDays: number;
}

export type ReportSettingsReading = { ok: true; settings: ReportSettings } | { ok: false; message: string };

/** The settings, or what is wrong with them (for the log), never a throw: the pass function must keep running. */
export function readReportSettings(env: Record<string, string | undefined>): ReportSettingsReading {
  const parsed = ReportSettingsSchema.safeParse(env);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return {
    ok: false,
    message: `The report functions are not configured:\n${parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  };
}

export function staffPolicy(settings: Pick<ReportSettings, 'REPORTS_STAFF_ROLES' | 'REPORTS_STAFF_GROUPS'>): StaffPolicy {
  return { roles: settings.REPORTS_STAFF_ROLES, groups: settings.REPORTS_STAFF_GROUPS };
}

export function healthReaders(settings: ReportSettings): HealthReaders {
  return {
    staff: staffPolicy(settings),
    words: { roles: settings.REPORTS_WORDS_ROLES, groups: settings.REPORTS_WORDS_GROUPS },
    keepDays: settings.REPORTS_KEEP_DAYS,
  };
}
