/** `school-portal dev`, `build` and `preview`: Vite, with the configuration the engine makes for the site. */
import { build, createServer, loadEnv, preview } from 'vite';
import { portalViteConfig } from '../tooling/vite-config.ts';
import type { SiteOptions } from './site-options.ts';

const port = () => (process.env.PORT ? Number(process.env.PORT) : undefined);

export async function devServer(site: SiteOptions): Promise<void> {
  const server = await createServer(await portalViteConfig({ command: 'serve', ...site, port: port() }));
  await server.listen();
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
}

/**
 * The production build. NODE_ENV set to anything else around it (a test runner's `test`) would make the
 * bundler take React's development code: the build is for production, whatever the shell says.
 * `forDeployment` refuses a build that would sign in to the demo tenant (tooling/deploy/deployable-build.ts).
 */
export async function buildSite(site: SiteOptions, { forDeployment = false } = {}): Promise<void> {
  process.env.NODE_ENV = 'production';
  const config = await portalViteConfig({ command: 'build', ...site });
  if (forDeployment) {
    // The tenant as the build sees it: the site's .env files, the environment, else school.yaml's (portalViteConfig put it there).
    const { assertDeployable } = await import('../tooling/deploy/deployable-build.ts');
    assertDeployable({ ...loadEnv('production', site.siteDir, 'VITE_'), ...process.env });
  }
  await build(config);
}

/** Serves the build in `outDir` with the static host's headers (and the demo tenant); builds it first unless `prebuilt`. */
export async function previewSite(site: SiteOptions, { prebuilt = false } = {}): Promise<void> {
  if (!prebuilt) await buildSite(site);
  const server = await preview(await portalViteConfig({ command: 'preview', ...site, port: port() }));
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
}
