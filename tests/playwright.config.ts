import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';

// The e2e suite signs in through the real MSAL redirect flow against the embedded demo tenant, served by
// `vite preview` (the production build) unless E2E_SERVER=dev asks for the dev server.
const port = Number(process.env.E2E_PORT ?? 5183);
const useDev = process.env.E2E_SERVER === 'dev';

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `https://localhost:${port}`,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    // The service worker is tested on its own (offline.spec.ts opts in); elsewhere every request reaches the
    // network, so the tests' own routes and faults see it.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    // `npm test` builds once and checks the budgets on that build; E2E_PREBUILT=1 then serves it as it is.
    command: useDev ? 'npx vite' : process.env.E2E_PREBUILT ? 'npx vite preview' : 'npx vite build --logLevel warn && npx vite preview',
    // Run from the project folder (this file lives in tests/).
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { PORT: String(port) },
    url: `https://localhost:${port}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
