/**
 * The settings of the report functions (`POST /reports`, `GET /guideHealth`): the same tenant, client id
 * and storage as the pass function, plus the salt that keys each person's daily report without naming
 * them, who may read guide health, and the limits. Read on their own, so a Function App that has not set
 * them yet keeps creating passes: the report routes then answer 503 `not_configured` and log what to set.
 */
import { z } from 'zod';
import { commaList, hasStorage, portalSettingFields, STORAGE_MISSING } from './config.ts';
import { GUID } from './guid.ts';

/** Defaults a school may change. */
export const DEFAULT_REPORTS_DAILY_LIMIT = 30;
export const DEFAULT_REPORTS_KEEP_DAYS = 90;
export const DEFAULT_STAFF_ROLES = 'Staff';
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
    /** Reports (of steps and searches together) one person may make in a day. Default 30. */
    REPORTS_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(DEFAULT_REPORTS_DAILY_LIMIT),
    /** Days a report is kept; the daily clean-up deletes older ones. Default 90. */
    REPORTS_KEEP_DAYS: z.coerce.number().int().min(31).max(3650).default(DEFAULT_REPORTS_KEEP_DAYS),
  })
  .refine(hasStorage, STORAGE_MISSING)
  .refine((s) => s.REPORTS_STAFF_ROLES.length > 0 || s.REPORTS_STAFF_GROUPS.length > 0, {
    path: ['REPORTS_STAFF_ROLES'],
    message: 'set it (e.g. Staff), or REPORTS_STAFF_GROUPS: they say who may read guide health',
  });

export type ReportSettings = z.output<typeof ReportSettingsSchema>;

/** Who may read guide health. */
export interface StaffPolicy {
  roles: readonly string[];
  groups: readonly string[];
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
