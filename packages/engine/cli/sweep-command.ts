/**
 * `school-portal sweep`: the school's content in a browser (sweep/sweep.spec.ts), on the last build. The
 * sweep is TypeScript inside this package, which Playwright does not compile in node_modules: its processes
 * load tsx first (NODE_OPTIONS), as the commands do.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { SiteOptions } from './site-options.ts';

/** The sweep signs in through the demo tenant, as a staff member who previews the portal as everyone. */
const DEMO_TENANT = '@school-it-portal/demo-tenant';

export async function sweep(site: SiteOptions, args: string[]): Promise<void> {
  const require = createRequire(import.meta.url);
  try {
    require.resolve(`${DEMO_TENANT}/package.json`, { paths: [site.siteDir] });
  } catch {
    console.error(
      `The sweep signs in through the demo tenant, which is not installed here: add it with\n  npm install --save-dev ${DEMO_TENANT}\n(a school's repository has it from npm create).`,
    );
    process.exitCode = 1;
    return;
  }
  const playwright = require.resolve('@playwright/test/cli');
  const config = fileURLToPath(new URL('../sweep/playwright.config.ts', import.meta.url));
  const tsx = import.meta.resolve('tsx');
  const result = spawnSync(process.execPath, [playwright, 'test', '--config', config, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${tsx}`].filter(Boolean).join(' '),
      PORTAL_SITE_DIR: site.siteDir,
      PORTAL_CONTENT_DIR: site.contentDir,
      PORTAL_OUT_DIR: site.outDir,
    },
  });
  process.exitCode = result.status ?? 1;
}
