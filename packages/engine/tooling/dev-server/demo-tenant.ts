/**
 * The demo tenant (`@school-it-portal/demo-tenant`) on the dev and preview servers: a school installs it as
 * a development dependency, so `npm start` works with no cloud account. It is loaded only here, never into
 * a build, and a site without it still serves (against its own tenant).
 */
import type { PluginOption } from 'vite';

export const DEMO_TENANT_PACKAGE = '@school-it-portal/demo-tenant';

export async function demoTenantPlugins(): Promise<PluginOption[]> {
  try {
    const { demoTenant } = (await import(DEMO_TENANT_PACKAGE)) as { demoTenant: () => PluginOption[] };
    return demoTenant();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND' || !String((error as Error).message).includes(DEMO_TENANT_PACKAGE))
      throw error;
    return [];
  }
}
