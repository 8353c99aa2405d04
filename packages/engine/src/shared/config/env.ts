/**
 * The portal's deployment configuration, read from Vite's environment variables and checked (every mistake listed).
 * Without a tenant and client id the portal targets the embedded demo tenant (and says so in the header).
 */
import { GUID } from '../patterns.ts';
import { DEMO_CLIENT_ID, DEMO_GRAPH_PATH, DEMO_PROVIDER_PATH, DEMO_TENANT_ID } from './demo-tenant.ts';

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

/**
 * Two ids, each a GUID, both or neither: checked with the shared GUID pattern rather than a schema library,
 * which would add several kilobytes to every visitor's first load for two fields. Every mistake is listed.
 */
function configProblems(tenantId: string | undefined, clientId: string | undefined): string[] {
  const problems = (
    [
      ['VITE_TENANT_ID', tenantId],
      ['VITE_CLIENT_ID', clientId],
    ] as const
  )
    .filter(([, value]) => value !== undefined && !GUID.test(value))
    .map(([name]) => `${name} must be a GUID such as 00000000-0000-0000-0000-000000000000`);
  if (problems.length === 0 && Boolean(tenantId) !== Boolean(clientId)) {
    problems.push('Set both VITE_TENANT_ID and VITE_CLIENT_ID to use your school tenant, or neither to use the demo tenant');
  }
  return problems;
}

export function readPortalConfig(env: RawEnv, origin: string): PortalConfig {
  const tenantId = present(env.VITE_TENANT_ID)?.trim();
  const clientId = present(env.VITE_CLIENT_ID)?.trim();
  const problems = configProblems(tenantId, clientId);
  if (problems.length > 0) throw new ConfigError(problems);
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
