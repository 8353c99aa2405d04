/**
 * `npm run bench`: builds the portal and the reference page, serves both with the demo tenant (`vite
 * preview`), measures them in headless Chromium (cold, then the portal warm from its service worker, then a
 * guide opened in a new tab through the sign-in redirect on a slow laptop) and prints a table; the figures
 * also go to scripts/bench/results.json. It never fails on a slow result: the budgets in `npm test` do that
 * (`school-portal budgets`, packages/engine/cli/check-budgets.ts). It stops when a measurement would be unfair (a cold load under a service
 * worker, a warm one not served from its cache, a reference token not from the cache, a new tab that did not
 * go through the redirect). `npm run bench -- --only new-tab` runs the new tab scenario alone and updates
 * only its figures. See scripts/bench/README.md. Uses BENCH_PORT (default 5231) and a temporary folder it
 * removes at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { MAIN_MANIFEST, manifestDirFor } from '../packages/engine/tooling/integrations/build-manifests.ts';
import { resolveContentDir } from '../packages/engine/tooling/content/check/content-dir.ts';
import { DEMO_PROVIDER_PATH, DEMO_PROVIDER_ROUTES } from '../packages/engine/src/shared/config/demo-tenant.ts';
import { launchBrowser, signIn, timeNextStep, timeSearch } from './bench/browser.ts';
import { PROFILES, timeProfile, type FirstStepSetup, type ProfileResults } from './bench/first-step.ts';
import { htmlClassicScripts, readBuildSizes, sizeOf, staticClosure } from '../packages/engine/tooling/budgets/build-sizes.ts';
import {
  contentBuildFigures,
  GENERATED_STEPS,
  generateContent,
  SCALE_GUIDES,
  timeMdxFloor,
  timePortalBuild,
  type TimedBuild,
} from './bench/content-scale.ts';
import { loadContent } from '../packages/engine/tooling/content/check/load-content.ts';
import { flowPhases, openNewTabContext, SLOW_LAPTOP, timeNewTab, type NewTabResults, type NewTabTrace } from './bench/new-tab.ts';
import { contentBuildRows, firstStepRows, newTabRows, printRows, printTable, publicGuideRows } from './bench/print-table.ts';
import { publicGuidePath, saveStaticCopy, timePublicGuide, type PublicGuideResults } from './bench/public-guide.ts';
import { buildReference, REFERENCE_BASE } from './bench/reference-build.ts';
import { REFERENCE_NEW_TAB_PARAM } from './bench/reference/page-signals.ts';
import { GOALS, type BenchResults } from './bench/results.ts';
import { STUDENT_QUERIES } from './bench/search-queries.ts';
import { percentile, summarise } from './bench/stats.ts';
import type { WaitedFiles } from './bench/waits.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5231);
const BASE = `https://localhost:${PORT}`;
/** Untimed loads of each page first, so the first timed ones do not pay the renderer's own warm-up. */
const WARM_UP_LOADS = 2;
const CLICKS = 100;
/** Runs of each build in the content build's scale (their medians are the figures). */
const CONTENT_BUILD_RUNS = 3;
/** New-tab loads of each page on the slow laptop (each goes through the whole sign-in redirect: seconds). */
const NEW_TAB_LOADS = 10;
/** The reference page, doing the new tab's sign-in redirect itself. */
const NEW_TAB_REFERENCE = `${REFERENCE_BASE}?${REFERENCE_NEW_TAB_PARAM}`;
const GUIDE_ID = 'wifi';
const GUIDE_PATH = '/wifi';
const USER = { username: 'ava.nguyen@school.example', name: 'Ava Nguyen' };
const RESULTS_FILE = 'scripts/bench/results.json';
/** The demo tenant's token endpoint: a reference load that asks it did not take its token from the cache. */
const TOKEN_PATH = `${DEMO_PROVIDER_PATH}${DEMO_PROVIDER_ROUTES.token}`;

/** Scenarios that can run alone (`--only <name>`), updating only their own figures in RESULTS_FILE. */
const SCENARIOS = ['first-step', 'new-tab', 'public-guide', 'content-build'] as const;
type Scenario = (typeof SCENARIOS)[number];

/** The scenario asked for with `--only`, or null for the whole bench. */
function onlyScenario(): Scenario | null {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (values.only === undefined) return null;
  const known = SCENARIOS.find((s) => s === values.only);
  if (!known) throw new Error(`--only ${values.only}: no such scenario. Scenarios that run alone: ${SCENARIOS.join(', ')}.`);
  return known;
}

const work = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const appDir = join(work, 'app');
// The demo school's content, or another school's (PORTAL_CONTENT_DIR).
const contentDir = process.env.PORTAL_CONTENT_DIR ? resolveContentDir() : resolve('sites/demo-school/content');
let server: ChildProcess | null = null;
let browser: Browser | null = null;

const log = (message: string) => console.error(`bench: ${message}`);
const round = (n: number) => Math.round(n * 10) / 10;
/** Ratios to two decimals: a goal such as "at most 1.3x" must not be met by rounding 1.34 down. */
const ratio = (n: number) => Math.round(n * 100) / 100;

type Manifest = Record<string, { file: string; src?: string; imports?: string[] }>;
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

function responds(url: string): Promise<boolean> {
  return new Promise((done) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      done((res.statusCode ?? 500) < 500);
    });
    req.on('error', () => done(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

async function startPreview(): Promise<void> {
  const site = dirname(contentDir);
  const args = ['packages/engine/bin/school-portal.js', 'preview', '--site', site, '--content', contentDir, '--out', appDir, '--prebuilt'];
  server = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    if (await responds(`${BASE}/`)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The preview server did not answer on ${BASE} within 60 s (is port ${PORT} free?).`);
}

function stopPreview() {
  // The server runs in its own process group (npx, then vite): end the group, by its id.
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already ended.
    }
  }
  server = null;
}

/**
 * A guide opened in a new tab, through the whole sign-in redirect, on the slow laptop, against the reference
 * page doing the same redirect; alternated, after two untimed loads of each, as the cold loads are.
 */
async function timeNewTabSignIn(b: Browser): Promise<NewTabResults> {
  const context = await openNewTabContext(b, BASE);
  const first = await context.newPage();
  await signIn(first, USER.username, USER.name);
  await first.close();
  log(`timing ${NEW_TAB_LOADS} new-tab loads each of ${GUIDE_PATH} and the reference page through the sign-in redirect, on a slow laptop`);
  const portal: NewTabTrace[] = [];
  const reference: NewTabTrace[] = [];
  for (let i = 0; i < WARM_UP_LOADS; i++) {
    await timeNewTab(context, GUIDE_PATH, SLOW_LAPTOP);
    await timeNewTab(context, NEW_TAB_REFERENCE, SLOW_LAPTOP);
  }
  for (let i = 0; i < NEW_TAB_LOADS; i++) {
    portal.push(await timeNewTab(context, GUIDE_PATH, SLOW_LAPTOP));
    reference.push(await timeNewTab(context, NEW_TAB_REFERENCE, SLOW_LAPTOP));
  }
  await context.close();
  const portalSummary = summarise(portal.map((t) => t.readyMs));
  const referenceSummary = summarise(reference.map((t) => t.readyMs));
  return {
    date: new Date().toISOString(),
    path: GUIDE_PATH,
    referencePath: NEW_TAB_REFERENCE,
    conditions: SLOW_LAPTOP,
    portal: portalSummary,
    reference: referenceSummary,
    ratioMedian: ratio(portalSummary.medianMs / referenceSummary.medianMs),
    ratioP95: ratio(portalSummary.p95Ms / referenceSummary.p95Ms),
    goal: GOALS.newTabRatio,
    phases: { portal: flowPhases(portal), reference: flowPhases(reference) },
  };
}

/** `--only new-tab`: the new tab scenario alone; its figures replace the last ones in RESULTS_FILE, the rest stay. */
async function mainNewTabOnly() {
  log(`serving the build on ${BASE}`);
  await startPreview();
  browser = await launchBrowser();
  const newTabSignIn = await timeNewTabSignIn(browser);
  await browser.close();
  browser = null;
  stopPreview();
  const previous = existsSync(RESULTS_FILE) ? readJson<BenchResults>(RESULTS_FILE) : undefined;
  if (previous) writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...previous, newTabSignIn }, null, 2)}\n`);
  printRows(newTabRows(newTabSignIn), previous ? RESULTS_FILE : null);
}

/** New-tab loads of the public guide and of its static copy, each in a new context, on the slow phone. */
const PUBLIC_GUIDE_LOADS = 10;

/**
 * The public guide's static copy is drawn by the portal itself, and saved into the build before the server
 * that serves the timed loads starts (it lists the build's files when it starts): a preview of its own.
 */
async function prepareStaticCopy(): Promise<string | null> {
  const path = publicGuidePath((await loadContent(contentDir)).manifest!);
  if (!path) return null;
  log(`drawing ${path} once, to save its static copy`);
  await startPreview();
  const drawer = await launchBrowser();
  try {
    await saveStaticCopy(drawer, BASE, path, appDir);
  } finally {
    await drawer.close();
    stopPreview();
    await new Promise((r) => setTimeout(r, 1000));
  }
  return path;
}

async function timePublic(b: Browser, path: string | null): Promise<PublicGuideResults | undefined> {
  if (!path) return undefined;
  log(`timing ${PUBLIC_GUIDE_LOADS} new-tab loads each of the public guide ${path} and its static copy, signed out, on a slow phone`);
  return timePublicGuide(b, BASE, path, { loads: PUBLIC_GUIDE_LOADS, warmUp: WARM_UP_LOADS, goal: GOALS.publicGuideRatio });
}

/** `--only public-guide`: that scenario alone; its figures replace the last ones in RESULTS_FILE, the rest stay. */
async function mainPublicGuideOnly() {
  const path = await prepareStaticCopy();
  if (!path) throw new Error('The content has no public guide (public: true) to time.');
  await startPreview();
  browser = await launchBrowser();
  const publicGuide = (await timePublic(browser, path))!;
  await browser.close();
  browser = null;
  stopPreview();
  const previous = existsSync(RESULTS_FILE) ? readJson<BenchResults>(RESULTS_FILE) : undefined;
  if (previous) writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...previous, publicGuide }, null, 2)}\n`);
  printRows(publicGuideRows(publicGuide), previous ? RESULTS_FILE : null);
}

/** The libraries' classic script index.html loads (tooling/integrations/libraries-script.ts), by its path. */
function librariesScriptOf(dir: string): string {
  const script = htmlClassicScripts(readFileSync(join(dir, 'index.html'), 'utf8')).find((file) =>
    /^assets\/libraries-[\w-]+\.js$/.test(file),
  );
  if (!script) throw new Error(`${dir}/index.html loads no libraries script.`);
  return `/${script}`;
}

/** What the first-step loads wait for and check: the build's entry and guide chunks, the reference's entry. */
function firstStepSetup(referenceDir: string): FirstStepSetup {
  const referenceManifest = readJson<Manifest>(join(referenceDir, '.vite/manifest.json'));
  const guideChunk = readBuildSizes(appDir).guides.find((g) => g.id === GUIDE_ID)?.chunk.file;
  if (!guideChunk) throw new Error(`The build has no chunk for the ${GUIDE_ID} guide.`);
  const files: Record<'portal' | 'reference', WaitedFiles> = {
    portal: {
      entry: `/${readJson<Manifest>(join(manifestDirFor(appDir), MAIN_MANIFEST))['index.html']!.file}`,
      guide: `/${guideChunk}`,
      libraries: librariesScriptOf(appDir),
    },
    reference: { entry: `${REFERENCE_BASE}${referenceManifest['index.html']!.file}` },
  };
  return { guidePath: GUIDE_PATH, referencePath: REFERENCE_BASE, user: USER, files, tokenPath: TOKEN_PATH, log };
}

/** The first step on every profile, each in tabs of its own; `inLocalColdTab` runs in the local profile's cold tab. */
async function timeFirstSteps(
  b: Browser,
  setup: FirstStepSetup,
  inLocalColdTab?: (page: Page) => Promise<void>,
): Promise<ProfileResults[]> {
  const profiles: ProfileResults[] = [];
  for (const profile of PROFILES) {
    profiles.push(await timeProfile(b, BASE, profile, setup, profile.conditions ? undefined : inLocalColdTab));
  }
  return profiles;
}

/** `--only first-step`: the first step on every profile alone; its figures replace the last ones in RESULTS_FILE. */
async function mainFirstStepOnly(referenceDir: string) {
  log(`serving the build on ${BASE}`);
  await startPreview();
  browser = await launchBrowser();
  const profiles = await timeFirstSteps(browser, firstStepSetup(referenceDir));
  await browser.close();
  browser = null;
  stopPreview();
  const firstGuideStep = { path: GUIDE_PATH, goals: GOALS, profiles };
  const previous = existsSync(RESULTS_FILE) ? readJson<BenchResults>(RESULTS_FILE) : undefined;
  if (previous) writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...previous, firstGuideStep }, null, 2)}\n`);
  printRows(firstStepRows(firstGuideStep), previous ? RESULTS_FILE : null);
}

/** The scale build and the floor, against `own` (the build of the content's own steps). */
/**
 * The scale build, the build of the content's own steps and the floor, CONTENT_BUILD_RUNS times each,
 * interleaved (own, scale, floor), each figure the median of its runs: on this 2-core machine one build
 * varies by a quarter from the next, and the figure per added step is a difference of two builds.
 */
async function timeContentBuildScale() {
  const content = (await loadContent(contentDir)).manifest!;
  const existing = { guides: content.guides.length, steps: content.guides.reduce((n, g) => n + g.steps.length, 0) };
  log(`content build scale: generating ${GENERATED_STEPS} MDX steps, up to ${SCALE_GUIDES} guides`);
  const scaleContent = join(work, 'scale-content');
  const generated = generateContent(contentDir, scaleContent, existing);
  const scaleOut = join(work, 'scale-out');
  const runs: { own: TimedBuild; scale: TimedBuild; floor: { ms: number; files: number } }[] = [];
  for (let run = 1; run <= CONTENT_BUILD_RUNS; run++) {
    log(`content build scale, run ${run} of ${CONTENT_BUILD_RUNS}: the own content's build, the scale build, the @mdx-js/mdx floor`);
    const own = await timePortalBuild(contentDir, join(work, 'own-out'));
    const scale = await timePortalBuild(scaleContent, scaleOut);
    const floor = await timeMdxFloor(scaleContent);
    runs.push({ own, scale, floor });
  }
  const homeAtScale = readBuildSizes(scaleOut).homeFirstLoad.reduce((sum, f) => sum + f.gzip, 0);
  const median = (values: number[]) => percentile(values, 50);
  const medianBuild = (builds: TimedBuild[]): TimedBuild => ({
    ms: median(builds.map((b) => b.ms)),
    contentMs: median(builds.map((b) => b.contentMs)),
    phases: {
      modulesMs: median(builds.map((b) => b.phases.modulesMs)),
      bundleMs: median(builds.map((b) => b.phases.bundleMs)),
      afterBundleMs: median(builds.map((b) => b.phases.afterBundleMs)),
    },
  });
  const floor = { ms: median(runs.map((r) => r.floor.ms)), files: runs[0]!.floor.files };
  const figures = contentBuildFigures(medianBuild(runs.map((r) => r.own)), medianBuild(runs.map((r) => r.scale)), floor, generated);
  return { homeAtScale, ownGuides: existing.guides, figures: { ...figures, runs: CONTENT_BUILD_RUNS } };
}

/** `--only content-build`: the content build's scale alone; its figures replace the last ones in RESULTS_FILE. */
async function mainContentBuildOnly() {
  const { figures } = await timeContentBuildScale();
  const previous = existsSync(RESULTS_FILE) ? readJson<BenchResults>(RESULTS_FILE) : undefined;
  if (!previous) throw new Error(`--only content-build updates ${RESULTS_FILE}, which a whole run of the bench writes first.`);
  const results = { ...previous, contentBuildScale: figures };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  printRows(contentBuildRows(results), RESULTS_FILE);
}

async function main() {
  const only = onlyScenario();
  if (only === 'content-build') {
    await mainContentBuildOnly();
    return;
  }
  log('building the portal');
  await timePortalBuild(contentDir, appDir);
  log('building the reference page');
  const referenceDir = await buildReference(appDir, contentDir);
  if (only === 'first-step') {
    await mainFirstStepOnly(referenceDir);
    return;
  }
  if (only === 'new-tab') {
    await mainNewTabOnly();
    return;
  }
  if (only === 'public-guide') {
    await mainPublicGuideOnly();
    return;
  }
  const publicPath = await prepareStaticCopy();
  const referenceManifest = readJson<Manifest>(join(referenceDir, '.vite/manifest.json'));
  const referenceFirstLoadGzip = staticClosure(referenceManifest, 'index.html').reduce(
    (sum, file) => sum + sizeOf(referenceDir, file).gzip,
    0,
  );
  const sizes = readBuildSizes(appDir);
  const homeFirstLoadGzip = sizes.homeFirstLoad.reduce((sum, f) => sum + f.gzip, 0);
  const searchPanelGzip = searchPanelSize(appDir);

  log(`serving the build on ${BASE}`);
  await startPreview();
  browser = await launchBrowser();
  let clicks: number[] = [];
  let search: Awaited<ReturnType<typeof timeSearch>> | undefined;
  // Next Step and search are timed in the local profile's cold tab, after its loads.
  const profiles = await timeFirstSteps(browser, firstStepSetup(referenceDir), async (page) => {
    log(`timing ${CLICKS} Next Step clicks on ${GUIDE_PATH}`);
    clicks = await timeNextStep(page, GUIDE_PATH, CLICKS);
    log(`timing search: ${STUDENT_QUERIES.length} queries typed a key at a time`);
    search = await timeSearch(page, STUDENT_QUERIES);
  });
  if (!search) throw new Error('The local profile did not time search.');
  const newTabSignIn = await timeNewTabSignIn(browser);
  const publicGuide = await timePublic(browser, publicPath);
  await browser.close();
  browser = null;
  stopPreview();

  const { homeAtScale, ownGuides, figures: contentBuildScale } = await timeContentBuildScale();

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length },
    firstLoadJsGzip: {
      home: homeFirstLoadGzip,
      homeGuides: ownGuides,
      homeAtScale: { guides: SCALE_GUIDES, gzip: homeAtScale },
      homeFiles: sizes.homeFirstLoad.map((f) => ({ file: f.file, gzip: f.gzip })),
      reference: referenceFirstLoadGzip,
      guides: Object.fromEntries(sizes.guides.map((g) => [g.id, g.chunk.gzip])),
      redirectBridge: sizes.redirect.reduce((sum, f) => sum + f.gzip, 0),
    },
    firstGuideStep: { path: GUIDE_PATH, goals: GOALS, profiles },
    newTabSignIn,
    ...(publicGuide ? { publicGuide } : {}),
    nextStep: { path: GUIDE_PATH, ...summarise(clicks) },
    search: {
      indexGzip: sizes.searchIndex?.gzip ?? 0,
      panelGzip: searchPanelGzip,
      firstResultsMs: round(search.firstResultsMs),
      queries: STUDENT_QUERIES.length,
      answer: summarise(search.answers),
    },
    contentBuildScale,
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  printTable(results, RESULTS_FILE);
}

/** The results panel's own chunk (the popup, the filtering and MiniSearch), loaded with the index on first use. */
function searchPanelSize(distDir: string): number {
  const manifest = readJson<Manifest>(join(manifestDirFor(distDir), MAIN_MANIFEST));
  const panel = Object.values(manifest).find((chunk) => chunk.src === 'src/features/search/SearchPanel.tsx');
  return panel ? sizeOf(distDir, panel.file).gzip : 0;
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await (browser as Browser | null)?.close().catch(() => undefined);
  stopPreview();
  rmSync(work, { recursive: true, force: true });
}
