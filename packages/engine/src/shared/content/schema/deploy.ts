/**
 * school.yaml's `deploy`: what `school-portal registration` and `school-portal provision` need to register
 * the portal in the school's Entra ID tenant: the portal's address, the group that gets each app role, and
 * the Function App's identity. Used by those commands only: the build leaves it out of what the browser gets.
 */
import { z } from 'zod';
import { GUID } from '../../patterns.ts';
import { textField } from './fields.ts';

/** A host name as a browser's address bar shows it, without https:// or a path: `portal.banksia.edu.au`. */
export const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const hostField = z
  .string({ error: "must be the portal's host name, e.g. portal.<your school's domain>" })
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => HOST_NAME.test(v), {
    error: ({ input }) =>
      `"${String(input)}" is not a host name: write the portal's address without https:// or a path, e.g. portal.<your school's domain>`,
  });

export const deploySchema = z.strictObject({
  host: hostField
    .optional()
    .describe(
      "The portal's host name, without https://, e.g. portal.<your school's domain>: its redirect URIs are https://<host>/redirect.html and https://<host>/.",
    ),
  appName: textField.optional().describe("The app registration's name in Entra ID. Default: the portal's name (portal.name)."),
  roleGroups: z
    .record(z.string(), z.string({ error: "must be a group's display name or object id" }).trim().min(1), {
      error: 'must list role values and their group, e.g. "Year7: Year 7 Students" on a line each',
    })
    .optional()
    .describe(
      'The group each app role is assigned to, by its display name or object id, e.g. "Staff: All Staff" and "Year7: Year 7 Students". A role not listed is left for you to assign.',
    ),
  functionAppPrincipalId: z
    .string({ error: 'must be a GUID' })
    .regex(GUID, { error: "must be a GUID: the object id of the Function App's managed identity (Enterprise applications > Object ID)" })
    .optional()
    .describe(
      "The object id of the Function App's managed identity (its service principal), given the Graph application permissions the function needs. Default: none (provision says what is left by hand).",
    ),
  authContext: z
    .string({ error: 'must be an authentication context id such as c1' })
    .regex(/^c([1-9]|[1-9][0-9])$/, { error: 'must be an authentication context id from c1 to c99, e.g. c1' })
    .optional()
    .describe(
      "The authentication context a pass needs (the Function App's TAP_REQUIRED_AUTH_CONTEXT), e.g. c1: ID tokens then carry the acrs claim. Default: none.",
    ),
  groupsClaim: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .describe(
      "true: ID tokens also list the groups assigned to the app (for the Function App's TAP_ALLOWED_GROUPS). Default false: directory roles (wids) only.",
    ),
});

export type DeployConfig = z.output<typeof deploySchema>;
