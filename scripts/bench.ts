/**
 * `npm run bench`: builds the portal, serves the build with the demo tenant (`vite preview`), measures it in
 * headless Chromium and prints a table; the figures also go to scripts/bench/results.json. It never fails on a
 * slow result: the budgets in `npm test` do that (scripts/check-budgets.ts). See scripts/bench/README.md.
 * Uses BENCH_PORT (default 5231) and a temporary folder it removes at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { MAIN_MANIFEST, manifestDirFor } from '../tooling/build/build-manifests.ts';
import { resolveContentDir } from '../tooling/build/content-plugin/content-dir.ts';
import { openBrowser, signIn, timeLoad, timeNextStep, timeSearch, type BenchBrowser } from './bench/browser.ts';
import { readBuildSizes, sizeOf, staticClosure } from './bench/build-sizes.ts';
import { generateContent, timeMdxFloor, timePortalBuild } from './bench/content-scale.ts';
import { STUDENT_QUERIES } from './bench/search-queries.ts';
import { summarise, type Summary } from './bench/stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5231);
const BASE = `https://localhost:${PORT}`;
const LOADS = 20;
const CLICKS = 100;
const GUIDE_PATH = '/wifi';
const REFERENCE_PATH = '/bench-reference/';
const USER = { username: 'ava.nguyen@school.example', name: 'Ava Nguyen' };

const work = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const appDir = join(work, 'app');
const contentDir = resolveContentDir();
let server: ChildProcess | null = null;
let browser: BenchBrowser | null = null;

const log = (message: string) => console.error(`bench: ${message}`);
const round = (n: number) => Math.round(n * 10) / 10;

async function buildReference(): Promise<number> {
  const outDir = join(appDir, 'bench-reference');
  await build({
    configFile: false,
    root: resolve('scripts/bench/reference'),
    base: REFERENCE_PATH,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  return staticClosure(manifest, 'index.html').reduce((sum, file) => sum + sizeOf(outDir, file).gzip, 0);
}

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
  server = spawn('npx', ['vite', 'preview', '--outDir', appDir], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore', detached: true });
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

async function main() {
  log('building the portal');
  const appBuildMs = await timePortalBuild(contentDir, appDir);
  log('building the reference page');
  const referenceFirstLoadGzip = await buildReference();
  const sizes = readBuildSizes(appDir, contentDir);
  const homeFirstLoadGzip = sizes.homeFirstLoad.reduce((sum, f) => sum + f.gzip, 0);
  const searchPanelGzip = searchPanelSize(appDir);

  log(`serving the build on ${BASE}`);
  await startPreview();
  browser = await openBrowser(BASE);
  const { page } = browser;
  await signIn(page, USER.username, USER.name);
  log(`timing ${LOADS} loads each of ${GUIDE_PATH} and the reference page`);
  await timeLoad(page, GUIDE_PATH);
  await timeLoad(page, REFERENCE_PATH);
  const guideLoads: number[] = [];
  const referenceLoads: number[] = [];
  // Alternated, so a slower moment of the machine affects both alike.
  for (let i = 0; i < LOADS; i++) {
    guideLoads.push(await timeLoad(page, GUIDE_PATH));
    referenceLoads.push(await timeLoad(page, REFERENCE_PATH));
  }
  log(`timing ${CLICKS} Next Step clicks on ${GUIDE_PATH}`);
  const clicks = await timeNextStep(page, GUIDE_PATH, CLICKS);
  log(`timing search: ${STUDENT_QUERIES.length} queries typed a key at a time`);
  const search = await timeSearch(page, STUDENT_QUERIES);
  await browser.browser.close();
  browser = null;
  stopPreview();

  log('content build scale: generating 1,000 MDX steps in 50 guides');
  const scaleContent = join(work, 'scale-content');
  const generated = generateContent(contentDir, scaleContent);
  log('content build scale: portal build');
  const scaleBuildMs = await timePortalBuild(scaleContent, join(work, 'scale-out'));
  log('content build scale: @mdx-js/mdx floor');
  const floor = await timeMdxFloor(scaleContent);

  const guide = summarise(guideLoads);
  const reference = summarise(referenceLoads);
  const results = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
    firstLoadJsGzip: {
      home: homeFirstLoadGzip,
      homeFiles: sizes.homeFirstLoad.map((f) => ({ file: f.file, gzip: f.gzip })),
      reference: referenceFirstLoadGzip,
      guides: Object.fromEntries(sizes.guides.map((g) => [g.id, g.chunk.gzip])),
      redirectBridge: sizes.redirect.reduce((sum, f) => sum + f.gzip, 0),
    },
    firstGuideStep: { path: GUIDE_PATH, portal: guide, reference, ratioMedian: round(guide.medianMs / reference.medianMs), ratioP95: round(guide.p95Ms / reference.p95Ms) },
    nextStep: { path: GUIDE_PATH, ...summarise(clicks) },
    search: {
      indexGzip: sizes.searchIndex?.gzip ?? 0,
      panelGzip: searchPanelGzip,
      firstResultsMs: round(search.firstResultsMs),
      queries: STUDENT_QUERIES.length,
      answer: summarise(search.answers),
    },
    contentBuildScale: {
      generatedMdxFiles: generated,
      mdxFilesCompiled: floor.files,
      portalBuildMs: Math.round(scaleBuildMs),
      mdxFloorMs: Math.round(floor.ms),
      ratio: round(scaleBuildMs / floor.ms),
      portalBuildMsWithOwnContent: Math.round(appBuildMs),
    },
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('scripts/bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  printTable(results, guide, reference);
}

/** The results panel's own chunk (the popup, the filtering and MiniSearch), loaded with the index on first use. */
function searchPanelSize(distDir: string): number {
  const manifest = JSON.parse(readFileSync(join(manifestDirFor(distDir), MAIN_MANIFEST), 'utf8')) as Record<string, { file: string; src?: string }>;
  const panel = Object.values(manifest).find((chunk) => chunk.src === 'src/features/search/SearchPanel.tsx');
  return panel ? sizeOf(distDir, panel.file).gzip : 0;
}

function printTable(r: { firstLoadJsGzip: { home: number; reference: number; guides: Record<string, number>; redirectBridge: number }; firstGuideStep: { ratioMedian: number; ratioP95: number }; nextStep: Summary; search: { indexGzip: number; panelGzip: number; firstResultsMs: number; queries: number; answer: Summary }; contentBuildScale: { generatedMdxFiles: number; mdxFilesCompiled: number; portalBuildMs: number; mdxFloorMs: number; ratio: number } }, guide: Summary, reference: Summary) {
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const rows: [string, string][] = [
    ['First-load JS, home (gzip)', kB(r.firstLoadJsGzip.home)],
    ['First-load JS, reference page (gzip)', kB(r.firstLoadJsGzip.reference)],
    ...Object.entries(r.firstLoadJsGzip.guides).map(([id, n]): [string, string] => [`Guide chunk ${id} (gzip)`, kB(n)]),
    ['Redirect-bridge JS (gzip)', kB(r.firstLoadJsGzip.redirectBridge)],
    [`First guide step ${GUIDE_PATH}, signed in (${guide.samples} loads)`, `median ${guide.medianMs} ms, p95 ${guide.p95Ms} ms`],
    [`Reference page (${reference.samples} loads)`, `median ${reference.medianMs} ms, p95 ${reference.p95Ms} ms`],
    ['Portal / reference', `median ${r.firstGuideStep.ratioMedian}x, p95 ${r.firstGuideStep.ratioP95}x`],
    [`Next Step, click to painted (${r.nextStep.samples} clicks)`, `median ${r.nextStep.medianMs} ms, p95 ${r.nextStep.p95Ms} ms`],
    ['Search index (gzip)', kB(r.search.indexGzip)],
    ['Search panel: results, filtering, MiniSearch (gzip)', kB(r.search.panelGzip)],
    ['First search, focus to results painted (downloads both)', `${r.search.firstResultsMs} ms`],
    [`Search answer, keystroke to painted (${r.search.answer.samples} keys, ${r.search.queries} queries)`, `median ${r.search.answer.medianMs} ms, p95 ${r.search.answer.p95Ms} ms`],
    [`Content build, ${r.contentBuildScale.generatedMdxFiles} generated MDX steps in 50 guides`, `${r.contentBuildScale.portalBuildMs} ms`],
    [`@mdx-js/mdx floor, same ${r.contentBuildScale.mdxFilesCompiled} MDX files, one process`, `${r.contentBuildScale.mdxFloorMs} ms`],
    ['Content build / floor', `${r.contentBuildScale.ratio}x`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${'Measure'.padEnd(width)}  Result\n${'-'.repeat(width)}  ${'-'.repeat(34)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  console.log('\nWritten to scripts/bench/results.json');
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await (browser as BenchBrowser | null)?.browser.close().catch(() => undefined);
  stopPreview();
  rmSync(work, { recursive: true, force: true });
}
