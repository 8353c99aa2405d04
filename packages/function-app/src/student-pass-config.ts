/**
 * The settings of `POST /createStudentPass` (a pass staff give a student): the same tenant, client id and
 * storage as the pass function, plus which licences make someone a student (the allow-list), who counts as
 * staff, the lifetimes staff may choose and the limits. Read on their own, so a Function App that has not
 * set them keeps creating students' own passes: this route then answers 503 `not_configured` and the log
 * says what to set.
 */
import { STUDENT_PASS_LIFETIME_MINUTES } from '@school-it-portal/function-contract/student-pass';
import { z } from 'zod';
import { commaList, DEFAULT_SIGN_IN_MAX_AGE_MINUTES, hasStorage, portalSettingFields, settingNames, STORAGE_MISSING } from './config.ts';
import { GUID } from './guid.ts';

export const DEFAULT_STUDENT_WINDOW_MINUTES = 10;
export const DEFAULT_PASSES_PER_STAFF_PER_HOUR = 20;

/** Entra's own bounds on a pass's lifetime, in minutes. */
const ENTRA_LIFETIME = { min: 10, max: 43_200 };
const lifetime = (fallback: number) => z.coerce.number().int().min(ENTRA_LIFETIME.min).max(ENTRA_LIFETIME.max).default(fallback);

const StudentPassSettingsSchema = z
  .object({
    ...portalSettingFields,
    /** The allow-list: licence (SKU) ids that only students hold. Only their holders may be given a pass. */
    STAFF_TAP_STUDENT_LICENCES: commaList(GUID, 'licence (SKU) ids (GUIDs)').refine((ids) => ids.length > 0, {
      message: "set it to the licence every student holds (the same as school.yaml's passwordReset.studentLicenceSkuId)",
    }),
    /** App roles of staff (the `roles` claim). Default `Staff`. */
    STAFF_TAP_STAFF_ROLES: z.preprocess((v) => v ?? 'Staff', commaList(/^[^\s,]{1,120}$/, 'app role values')),
    /** The shortest and longest pass a staff member may choose, in minutes (10-43200). Default 10 and 480. */
    STAFF_TAP_MIN_LIFETIME_MINUTES: lifetime(STUDENT_PASS_LIFETIME_MINUTES.min),
    STAFF_TAP_MAX_LIFETIME_MINUTES: lifetime(STUDENT_PASS_LIFETIME_MINUTES.max),
    /** One pass per student in this many minutes (1-1440). Default 10. */
    STAFF_TAP_STUDENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(DEFAULT_STUDENT_WINDOW_MINUTES),
    /** Passes one member of staff may give in any hour (1-500). Default 20. */
    STAFF_TAP_PER_STAFF_PER_HOUR: z.coerce.number().int().min(1).max(500).default(DEFAULT_PASSES_PER_STAFF_PER_HOUR),
    /** As for a student's own pass: the oldest staff sign-in (`auth_time`) that may give one, in minutes. Default 10. */
    TAP_SIGN_IN_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(60).default(DEFAULT_SIGN_IN_MAX_AGE_MINUTES),
  })
  .refine(hasStorage, STORAGE_MISSING)
  .refine((s) => s.STAFF_TAP_STAFF_ROLES.length > 0, { path: ['STAFF_TAP_STAFF_ROLES'], message: 'name at least one staff app role' })
  .refine((s) => s.STAFF_TAP_MIN_LIFETIME_MINUTES <= s.STAFF_TAP_MAX_LIFETIME_MINUTES, {
    path: ['STAFF_TAP_MIN_LIFETIME_MINUTES'],
    message: 'must not be more than STAFF_TAP_MAX_LIFETIME_MINUTES',
  });

export type StudentPassSettings = z.output<typeof StudentPassSettingsSchema>;

/** Every app setting this reads, and whether it must be set (it has no default): for the infrastructure template's check. */
export const STUDENT_PASS_SETTINGS = settingNames(StudentPassSettingsSchema);

/** What the handler decides by. */
export interface StudentPassPolicy {
  /** The oldest staff authentication (`auth_time`) that may give a pass, in seconds. */
  signInMaxAgeSeconds: number;
  /** App roles of staff. */
  staffRoles: readonly string[];
  /** Licences that only students hold, lower case. */
  studentLicences: readonly string[];
  /** The lifetimes a pass may be given for, in minutes. */
  lifetimeMinutes: { min: number; max: number };
}

export type StudentPassSettingsReading = { ok: true; settings: StudentPassSettings } | { ok: false; message: string };

/** The settings, or what is wrong with them (for the log), never a throw: the other routes must keep running. */
export function readStudentPassSettings(env: Record<string, string | undefined>): StudentPassSettingsReading {
  const parsed = StudentPassSettingsSchema.safeParse(env);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return {
    ok: false,
    message: `Passes given by staff are not configured:\n${parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  };
}

export function studentPassPolicy(settings: StudentPassSettings): StudentPassPolicy {
  return {
    signInMaxAgeSeconds: settings.TAP_SIGN_IN_MAX_AGE_MINUTES * 60,
    staffRoles: settings.STAFF_TAP_STAFF_ROLES,
    studentLicences: settings.STAFF_TAP_STUDENT_LICENCES.map((id) => id.toLowerCase()),
    lifetimeMinutes: { min: settings.STAFF_TAP_MIN_LIFETIME_MINUTES, max: settings.STAFF_TAP_MAX_LIFETIME_MINUTES },
  };
}
