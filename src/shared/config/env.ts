/**
 * The portal's deployment configuration, read from Vite's environment variables and validated with Zod.
 * Without a tenant and client id the portal targets the embedded demo tenant (and says so in the header).
 */
// zod/mini: the same Zod, tree-shakable, so validating two settings costs the bundle almost nothing.
import * as z from 'zod/mini';
import { GUID } from '../patterns.ts';
import { DEMO_CLIENT_ID, DEMO_GRAPH_PATH, DEMO_PROVIDER_PATH, DEMO_TENANT_ID } from './demo-tenant.ts';

const guid = (name: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.regex(GUID, `${name} must be a GUID such as 00000000-0000-0000-0000-000000000000`),
    ),
  );

const EnvSchema = z
  .object({
    /** Directory (tenant) id of the school's Entra ID tenant. */
    VITE_TENANT_ID: guid('VITE_TENANT_ID'),
    /** Application (client) id of the portal's app registration. */
    VITE_CLIENT_ID: guid('VITE_CLIENT_ID'),
  })
  .check(
    z.refine((env) => Boolean(env.VITE_TENANT_ID) === Boolean(env.VITE_CLIENT_ID), {
      message: 'Set both VITE_TENANT_ID and VITE_CLIENT_ID to use your school tenant, or neither to use the demo tenant',
    }),
  );

export interface PortalConfig {
  /** `demo`: the embedded demo tenant on this origin; `entra`: the school's Entra ID tenant. */
  mode: 'demo' | 'entra';
  tenantId: string;
  clientId: string;
  authority: string;
  /** Hosts MSAL may treat as authorities without Entra instance discovery. */
  knownAuthorities: string[];
  /** Graph base URL including the version, without a trailing slash. */
  graphBaseUrl: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`The portal is not configured correctly:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

type RawEnv = Record<string, string | boolean | undefined>;

/** Empty strings count as unset, so `VITE_TENANT_ID=` in a .env file means "demo". */
function present(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function readPortalConfig(env: RawEnv, origin: string): PortalConfig {
  const parsed = EnvSchema.safeParse({ VITE_TENANT_ID: present(env.VITE_TENANT_ID), VITE_CLIENT_ID: present(env.VITE_CLIENT_ID) });
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => i.message));
  const { VITE_TENANT_ID: tenantId, VITE_CLIENT_ID: clientId } = parsed.data;
  if (tenantId && clientId) {
    return {
      mode: 'entra',
      tenantId,
      clientId,
      authority: `https://login.microsoftonline.com/${tenantId}`,
      knownAuthorities: [],
      graphBaseUrl: 'https://graph.microsoft.com/v1.0',
    };
  }
  return {
    mode: 'demo',
    tenantId: DEMO_TENANT_ID,
    clientId: DEMO_CLIENT_ID,
    authority: `${origin}${DEMO_PROVIDER_PATH}`,
    knownAuthorities: [new URL(origin).host],
    graphBaseUrl: `${origin}${DEMO_GRAPH_PATH}/v1.0`,
  };
}
