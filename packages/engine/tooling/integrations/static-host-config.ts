/**
 * Writes the static host's config file (`staticwebapp.config.json`) into the build. The CSP's inputs are
 * computed here, once, from the deployment configuration: the build's VITE_TENANT_ID/VITE_CLIENT_ID and the
 * school.yaml's function address. `npm run preview` asks this plugin for the same config (see
 * tooling/dev-server/preview-headers.ts), so what is tested is what is deployed.
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { ConfigError, readPortalConfig } from '../../src/shared/config/env.ts';
import { CONTENT_PLUGIN_NAME, contentPluginApi } from '../content/plugin/plugin.ts';
import { formatProblems } from '../content/check/problems.ts';
import { headerInputs, securityHeaders, type Deployment } from './security-headers.ts';
import { staticWebAppConfig, type StaticWebAppConfig } from './static-web-app-config.ts';
import { prerenderedRoutes } from './prerender-routes.ts';

export const STATIC_HOST_CONFIG_FILE = 'staticwebapp.config.json';
export const STATIC_HOST_CONFIG_PLUGIN_NAME = 'portal:static-host-config';

/** What the preview server asks of this plugin (via `plugin.api`). */
export interface StaticHostConfigApi {
  hostConfig(): Promise<StaticWebAppConfig>;
}

function portalConfig(config: ResolvedConfig): Deployment['portal'] {
  try {
    // The origin only matters for the demo tenant, which lives on the portal's own origin anyway.
    return readPortalConfig(config.env, 'https://localhost');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The portal names the mistake on its start-up screen; meanwhile allow nothing beyond the site itself.
    config.logger.warn(`${error.message}\nThe security headers allow no sign-in or Graph host until this is fixed.`);
    return { mode: 'demo', authority: '', graphBaseUrl: '' };
  }
}

export async function hostConfigFor(config: ResolvedConfig): Promise<StaticWebAppConfig> {
  const api = contentPluginApi(config);
  if (!api) throw new Error(`The static host config needs the content plugin (${CONTENT_PLUGIN_NAME}) for the settings file.`);
  const content = await api.loadedContent();
  if (!content.manifest) throw new Error(`Invalid content:\n${formatProblems(content.problems)}`);
  const functionUrl = content.manifest.school.functionApp.url;
  return staticWebAppConfig(
    securityHeaders(headerInputs({ portal: portalConfig(config), functionUrl })),
    prerenderedRoutes(content.manifest),
  );
}

export function staticHostConfig(): Plugin {
  let resolved: ResolvedConfig | null = null;
  let hostConfig: Promise<StaticWebAppConfig> | null = null;
  // Computed on first use: the dev server never needs it.
  const load = () => (hostConfig ??= hostConfigFor(resolved!));
  return {
    name: STATIC_HOST_CONFIG_PLUGIN_NAME,
    api: { hostConfig: load } satisfies StaticHostConfigApi,
    configResolved(config) {
      resolved = config;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: STATIC_HOST_CONFIG_FILE, source: `${JSON.stringify(await load(), null, 2)}\n` });
    },
  };
}
