/** The Function App's settings (application settings in Azure), validated so a mistake is named at start-up. */
import { PASS_LIFETIME_MINUTES } from '@school-it-portal/function-contract/pass';
import { z } from 'zod';
import { GUID } from './guid.ts';
import { AUDIT_RETENTION_RANGE, DEFAULT_AUDIT_RETENTION_DAYS } from './audit-log.ts';
import type { PassPolicy } from './pass-policy.ts';

/** Production defaults, also used by the demo tenant. */
export const DEFAULT_WINDOW_MINUTES = 10;
export const DEFAULT_SIGN_IN_MAX_AGE_MINUTES = 10;

const guid = z.string().regex(GUID, 'must be a GUID');

/** A comma-separated setting as a list: spaces around the commas and empty entries are ignored. */
export const commaList = (item: RegExp, what: string) =>
  z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((items) => items.every((i) => item.test(i)), `must be ${what}, separated by commas`);

/** The settings every function of the app reads: the tenant, the portal's client id, and the storage account. */
export const portalSettingFields = {
  /** The school's Directory (tenant) id. */
  PORTAL_TENANT_ID: guid,
  /** The portal's Application (client) id: the audience of the ID tokens it sends. */
  PORTAL_CLIENT_ID: guid,
  /** The Function App's storage as a connection string (the classic setting). */
  AzureWebJobsStorage: z.string().min(1).optional(),
  /** Identity-based storage: the account's table endpoint, e.g. `https://<account>.table.core.windows.net`. */
  AzureWebJobsStorage__tableServiceUri: z.url({ protocol: /^https$/ }).optional(),
  /** Identity-based storage: the account's name (its table endpoint is derived). */
  AzureWebJobsStorage__accountName: z
    .string()
    .regex(/^[a-z0-9]{3,24}$/, 'must be a storage account name')
    .optional(),
  /** The client id of a user-assigned managed identity for storage (omit for the system-assigned one). */
  AzureWebJobsStorage__clientId: guid.optional(),
};

type StorageSettingValues = Partial<
  Record<'AzureWebJobsStorage' | 'AzureWebJobsStorage__tableServiceUri' | 'AzureWebJobsStorage__accountName', string>
>;

/** Some storage setting must be there: a connection string, or the identity-based settings. */
export const hasStorage = (s: StorageSettingValues): boolean =>
  Boolean(s.AzureWebJobsStorage || s.AzureWebJobsStorage__tableServiceUri || s.AzureWebJobsStorage__accountName);

export const STORAGE_MISSING = {
  path: ['AzureWebJobsStorage'],
  message:
    'set it (a connection string), or AzureWebJobsStorage__accountName / AzureWebJobsStorage__tableServiceUri for a managed identity',
};

/** A settings schema's names, each with whether it must be set (an absent value fails it). */
export function settingNames(schema: z.ZodObject): { name: string; required: boolean }[] {
  return Object.entries(schema.shape).map(([name, field]) => ({ name, required: !(field as z.ZodType).safeParse(undefined).success }));
}

const SettingsSchema = z
  .object({
    ...portalSettingFields,
    /** Minutes a new pass stays valid (Entra allows 10 to 43200). Default 60. */
    TAP_LIFETIME_MINUTES: z.coerce
      .number()
      .int()
      .min(PASS_LIFETIME_MINUTES.min)
      .max(PASS_LIFETIME_MINUTES.max)
      .default(PASS_LIFETIME_MINUTES.default),
    /** At most one pass per person in this many minutes. Default 10. */
    TAP_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(DEFAULT_WINDOW_MINUTES),
    /** A pass is only created when the person authenticated (`auth_time`) at most this many minutes ago. Default 10. */
    TAP_SIGN_IN_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(60).default(DEFAULT_SIGN_IN_MAX_AGE_MINUTES),
    /** App role values whose holders may have a pass, e.g. `Year3,Year4,...,Year12` (the `roles` claim). */
    TAP_ALLOWED_ROLES: commaList(/^[^\s,]{1,120}$/, 'app role values'),
    /** Object ids of groups whose members may have a pass (the `groups` claim). */
    TAP_ALLOWED_GROUPS: commaList(GUID, 'group object ids (GUIDs)'),
    /** Days an audit row (both pass audit tables) is kept before the daily clean-up deletes it. Default 90 (30 to 730). */
    AUDIT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(AUDIT_RETENTION_RANGE.min)
      .max(AUDIT_RETENTION_RANGE.max)
      .default(DEFAULT_AUDIT_RETENTION_DAYS),
    /** A Conditional Access authentication context (`c1` ... `c99`) the sign-in must satisfy for a pass. Optional. */
    TAP_REQUIRED_AUTH_CONTEXT: z
      .string()
      .regex(/^c([1-9]|[1-9][0-9])$/, 'must be an authentication context id, c1 to c99')
      .optional(),
  })
  .refine(hasStorage, STORAGE_MISSING)
  // An allow-list, not a deny-list: without one nobody may have a pass, so say so at start-up.
  .refine((s) => s.TAP_ALLOWED_ROLES.length > 0 || s.TAP_ALLOWED_GROUPS.length > 0, {
    path: ['TAP_ALLOWED_ROLES'],
    message: 'set it (e.g. Year3,Year4,...,Year12), or TAP_ALLOWED_GROUPS: they say who may have a pass',
  });

export type FunctionSettings = z.output<typeof SettingsSchema>;

/** Every app setting this reads, and whether it must be set (it has no default): for the infrastructure template's check. */
export const PASS_SETTINGS = settingNames(SettingsSchema);

export function readFunctionSettings(env: Record<string, string | undefined>): FunctionSettings {
  const parsed = SettingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `The function is not configured correctly:\n${parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  return parsed.data;
}

/** How the function reaches its tables: a connection string, or an endpoint and a managed identity. */
export type StorageConnection = { connectionString: string } | { tableServiceUri: string; managedIdentityClientId?: string };

/**
 * The identity-based settings win when both are set, so an app moving to a managed identity can keep the old
 * connection string until the move is done.
 */
export function storageConnection(
  settings: Pick<
    FunctionSettings,
    'AzureWebJobsStorage' | 'AzureWebJobsStorage__tableServiceUri' | 'AzureWebJobsStorage__accountName' | 'AzureWebJobsStorage__clientId'
  >,
): StorageConnection {
  const uri =
    settings.AzureWebJobsStorage__tableServiceUri ??
    (settings.AzureWebJobsStorage__accountName && `https://${settings.AzureWebJobsStorage__accountName}.table.core.windows.net`);
  if (uri)
    return {
      tableServiceUri: uri,
      ...(settings.AzureWebJobsStorage__clientId ? { managedIdentityClientId: settings.AzureWebJobsStorage__clientId } : {}),
    };
  return { connectionString: settings.AzureWebJobsStorage! };
}

/** The pass policy (pass-policy.ts) the settings describe. */
export function passPolicy(settings: FunctionSettings): PassPolicy {
  return {
    signInMaxAgeSeconds: settings.TAP_SIGN_IN_MAX_AGE_MINUTES * 60,
    allowedRoles: settings.TAP_ALLOWED_ROLES,
    allowedGroups: settings.TAP_ALLOWED_GROUPS,
    ...(settings.TAP_REQUIRED_AUTH_CONTEXT ? { requiredAuthContext: settings.TAP_REQUIRED_AUTH_CONTEXT } : {}),
  };
}
