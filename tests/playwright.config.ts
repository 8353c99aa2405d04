import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../packages/engine/sweep/support/chromium';
import { BANKSIA_DIST, BANKSIA_SCHOOL, BANKSIA_SITE, DEMO_SCHOOL, DEMO_SCHOOL_DIST, DEMO_SITE, SCHOOL_PORTAL_BIN } from './support/paths';

/**
 * Four projects, all signing in through the real MSAL redirect flow against the embedded demo tenant:
 * - `demo-school`: the engine and the spec's rules, on a production build of the demo school's site
 *   (sites/demo-school), served as the static host would;
 * - `school-content`: the engine's sweep (packages/engine/sweep, what `school-portal sweep` runs for a
 *   school), over the same build: checks generated from the content's manifest;
 * - `dev-server`: `school-portal dev` as technicians use it (preview, live edits), on a scratch copy of
 *   the demo school's content that the tests edit;
 * - `second-school`: a production build of the second fixture school (Banksia: its own roles, iPads,
 *   Chromebooks and Android), walked on those devices.
 * E2E_PROJECT=<name> runs one project and starts only its server.
 * E2E_SERVER=dev serves the demo school from the dev server instead of a build.
 */
const port = Number(process.env.E2E_PORT ?? 5183);
const PORTS = { 'demo-school': port, 'school-content': port, 'dev-server': port + 2, 'second-school': port + 4 };
type ProjectName = keyof typeof PORTS;
const only = process.env.E2E_PROJECT as ProjectName | undefined;
if (only && !(only in PORTS)) throw new Error(`E2E_PROJECT is "${only}"; use one of ${Object.keys(PORTS).join(', ')}.`);
const wanted = (name: ProjectName) => !only || only === name;
const useDev = process.env.E2E_SERVER === 'dev';

// The sweep reads the content it sweeps from PORTAL_CONTENT_DIR (the runner's workers inherit it).
process.env.PORTAL_CONTENT_DIR = DEMO_SCHOOL;

// The dev server's scratch content: made once by the runner (its workers inherit the variables) and
// removed by the global teardown.
if (!process.env.E2E_DEV_CONTENT_DIR) {
  process.env.E2E_DEV_CONTENT_DIR = mkdtempSync(join(tmpdir(), 'portal-dev-content-'));
  process.env.E2E_DEV_CONTENT_SCRATCH = '1';
  cpSync(DEMO_SCHOOL, process.env.E2E_DEV_CONTENT_DIR, { recursive: true });
}

const portal = (...args: string[]) => [process.execPath, SCHOOL_PORTAL_BIN, ...args].map((a) => JSON.stringify(a)).join(' ');

/** Serves the demo school's build as the static host would, building it first unless `npm test` did. */
const preview = () =>
  portal('preview', '--site', DEMO_SITE, '--out', DEMO_SCHOOL_DIST, ...(process.env.E2E_PREBUILT ? ['--prebuilt'] : []));

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

function server(name: ProjectName, command: string): WebServer {
  return {
    command,
    env: { PORT: String(PORTS[name]) },
    url: `https://localhost:${PORTS[name]}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

// The sweep's long walks first: started last, they would leave a worker idle at the end.
const projects: NonNullable<PlaywrightTestConfig['projects']> = [
  { name: 'school-content', testDir: '../packages/engine/sweep', testMatch: 'sweep.spec.ts' },
  { name: 'dev-server', testDir: 'e2e/dev-server' },
  { name: 'second-school', testDir: 'e2e/second-school', metadata: { contentDir: BANKSIA_SCHOOL } },
  { name: 'demo-school', testDir: 'e2e', testIgnore: ['dev-server/**', 'second-school/**'] },
].filter((p) => wanted(p.name as ProjectName));

const servers = [
  (wanted('demo-school') || wanted('school-content')) && server('demo-school', useDev ? portal('dev', '--site', DEMO_SITE) : preview()),
  wanted('dev-server') && server('dev-server', portal('dev', '--site', DEMO_SITE, '--content', process.env.E2E_DEV_CONTENT_DIR)),
  wanted('second-school') &&
    server('second-school', portal('preview', '--site', BANKSIA_SITE, '--content', BANKSIA_SCHOOL, '--out', BANKSIA_DIST)),
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
