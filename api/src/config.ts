/** The Function App's settings (application settings in Azure), validated so a mistake is named at start-up. */
import { z } from 'zod';

const guid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a GUID');

const SettingsSchema = z.object({
  /** The school's Directory (tenant) id. */
  PORTAL_TENANT_ID: guid,
  /** The portal's Application (client) id: the audience of the ID tokens it sends. */
  PORTAL_CLIENT_ID: guid,
  /** Minutes a new pass stays valid (Entra allows 10 to 43200). Default 60. */
  TAP_LIFETIME_MINUTES: z.coerce.number().int().min(10).max(43200).default(60),
});

export type FunctionSettings = z.infer<typeof SettingsSchema>;

export function readFunctionSettings(env: Record<string, string | undefined>): FunctionSettings {
  const parsed = SettingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`The function is not configured correctly:\n${parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return parsed.data;
}
