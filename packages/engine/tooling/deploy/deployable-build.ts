/**
 * `school-portal build --for-deployment`: the build a deploy workflow makes must sign in to the school's own
 * tenant. Without a tenant (no VITE_TENANT_ID and VITE_CLIENT_ID, no `tenant:` in school.yaml) a build
 * signs in to the demo tenant, which exists only on `npm start`'s server: deployed, nobody could sign in,
 * and the header would say "Demo". This refuses such a build before it is made, and one given the demo
 * tenant's own ids.
 */
import { DEMO_CLIENT_ID, DEMO_TENANT_ID } from '../../src/shared/config/demo-tenant.ts';
import { ConfigError, readPortalConfig } from '../../src/shared/config/env.ts';

export class NotDeployableError extends Error {
  override name = 'NotDeployableError';
}

/** The problem with deploying a build made with `env` (the build's VITE_ variables), or null. */
export function deploymentProblem(env: Record<string, string | undefined>): string | null {
  let config;
  try {
    config = readPortalConfig(env, 'https://portal.invalid');
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  if (config.mode === 'demo') {
    return "This build would sign in to the demo tenant, which only `npm start` has. Give the build your tenant: set VITE_TENANT_ID and VITE_CLIENT_ID (in the deploy workflow, the repository variables PORTAL_TENANT_ID and PORTAL_CLIENT_ID), or write them in school.yaml's tenant:.";
  }
  if (config.tenantId === DEMO_TENANT_ID || config.clientId === DEMO_CLIENT_ID) {
    return "This build has the demo tenant's ids. Use your own Directory (tenant) ID and the portal's Application (client) ID from its app registration.";
  }
  return null;
}

/** Throws NotDeployableError when a build with `env` must not be deployed. */
export function assertDeployable(env: Record<string, string | undefined>): void {
  const problem = deploymentProblem(env);
  if (problem) throw new NotDeployableError(problem);
}
