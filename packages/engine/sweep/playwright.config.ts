/**
 * The sweep's Playwright configuration (`school-portal sweep`): the school's last build, served as the
 * static host would with the demo tenant, and swept in the browser the machine has. What to serve comes
 * from the variables `school-portal sweep` sets (the site, its content and its build).
 */
import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_LAUNCH } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 5184);
const bin = fileURLToPath(new URL('../bin/school-portal.js', import.meta.url));
const site = [
  '--site',
  process.env.PORTAL_SITE_DIR ?? '.',
  '--content',
  process.env.PORTAL_CONTENT_DIR ?? 'content',
  '--out',
  process.env.PORTAL_OUT_DIR ?? 'dist',
];

export default defineConfig({
  testDir: '.',
  testMatch: 'sweep.spec.ts',
  outputDir: `${process.env.PORTAL_SITE_DIR ?? '.'}/test-results`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // On GitHub, failures also appear as notes on the lines of the tests that failed.
  reporter: process.env.GITHUB_ACTIONS ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: `https://localhost:${port}`,
    ignoreHTTPSErrors: true,
    trace: { mode: 'retain-on-failure', screenshots: false },
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: [process.execPath, bin, 'preview', '--prebuilt', ...site].map((a) => JSON.stringify(a)).join(' '),
    env: { PORT: String(port) },
    url: `https://localhost:${port}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
