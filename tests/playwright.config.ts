import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';
import { DEMO_SCHOOL, DEMO_SCHOOL_DIST } from './support/paths';

/**
 * Three projects, each with its own server, all signing in through the real MSAL redirect flow against
 * the embedded demo tenant:
 * - `demo-school`: the engine and the spec's rules, on a production build of the demo school's frozen
 *   content (tests/fixtures/demo-school), so a school's edits to content/ never break them;
 * - `school-content`: the school's own content/ (or PORTAL_CONTENT_DIR), swept by checks generated from its
 *   manifest (tests/e2e/school-content/), on the production build `npm run build` made;
 * - `dev-server`: `npm start` as technicians use it (preview, live edits), on a scratch copy of the demo
 *   school that the tests edit.
 * E2E_PROJECT=<name> runs one project and starts only its server.
 * E2E_SERVER=dev serves the demo school from the dev server instead of a build.
 */
const port = Number(process.env.E2E_PORT ?? 5183);
const PORTS = { 'demo-school': port, 'school-content': port + 1, 'dev-server': port + 2 };
type ProjectName = keyof typeof PORTS;
const only = process.env.E2E_PROJECT as ProjectName | undefined;
if (only && !(only in PORTS)) throw new Error(`E2E_PROJECT is "${only}"; use one of ${Object.keys(PORTS).join(', ')}.`);
const wanted = (name: ProjectName) => !only || only === name;
const useDev = process.env.E2E_SERVER === 'dev';
const root = fileURLToPath(new URL('..', import.meta.url));

// The dev server's scratch content: made once by the runner (its workers inherit the variables) and
// removed by the global teardown.
if (!process.env.E2E_DEV_CONTENT_DIR) {
  process.env.E2E_DEV_CONTENT_DIR = mkdtempSync(join(tmpdir(), 'portal-dev-content-'));
  process.env.E2E_DEV_CONTENT_SCRATCH = '1';
  cpSync(DEMO_SCHOOL, process.env.E2E_DEV_CONTENT_DIR, { recursive: true });
}

/** Builds into `outDir` (unless `npm test` built it already) and serves it as the static host would. */
const preview = (outDir: string, prebuilt: boolean) =>
  `${prebuilt ? '' : `npx vite build --logLevel warn --outDir ${JSON.stringify(outDir)} && `}npx vite preview --outDir ${JSON.stringify(outDir)}`;

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

function server(name: ProjectName, command: string, contentDir?: string): WebServer {
  return {
    command,
    // Run from the project folder (this file lives in tests/).
    cwd: root,
    env: { PORT: String(PORTS[name]), ...(contentDir ? { PORTAL_CONTENT_DIR: contentDir } : {}) },
    url: `https://localhost:${PORTS[name]}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

// The school-content sweep's long walks first: started last, they would leave a worker idle at the end.
const projects: NonNullable<PlaywrightTestConfig['projects']> = [
  { name: 'school-content', testDir: 'e2e/school-content' },
  { name: 'dev-server', testDir: 'e2e/dev-server' },
  { name: 'demo-school', testDir: 'e2e', testIgnore: ['school-content/**', 'dev-server/**'] },
].filter((p) => wanted(p.name as ProjectName));

const servers = [
  wanted('demo-school') &&
    server('demo-school', useDev ? 'npx vite' : preview(DEMO_SCHOOL_DIST, Boolean(process.env.E2E_PREBUILT_DEMO)), DEMO_SCHOOL),
  // The school's content: PORTAL_CONTENT_DIR as the build had it, else content/.
  wanted('school-content') && server('school-content', preview('dist', Boolean(process.env.E2E_PREBUILT))),
  wanted('dev-server') && server('dev-server', 'npx vite', process.env.E2E_DEV_CONTENT_DIR),
].filter((s) => s !== false);

export default defineConfig({
  outputDir: '../test-results',
  globalTeardown: './e2e/support/teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // On GitHub, failures also appear as notes on the lines of the tests that failed.
  reporter: process.env.GITHUB_ACTIONS ? [['list'], ['github']] : [['list']],
  use: {
    ignoreHTTPSErrors: true,
    // A failed test keeps its trace (DOM snapshots, network, console) without the screencast, whose
    // screenshots cost a quarter of the e2e run's time on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The service worker is tested on its own (offline.spec.ts opts in); elsewhere every request reaches the
    // network, so the tests' own routes and faults see it.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: projects.map((p) => ({ ...p, use: { baseURL: `https://localhost:${PORTS[p.name as ProjectName]}` } })),
  webServer: servers,
});
