/** The table `npm run bench` prints: every figure of results.json worth reading at a glance. */
import type { ProfileResults } from './first-step.ts';
import type { FlowPhases, NewTabResults } from './new-tab.ts';
import type { PublicGuideResults } from './public-guide.ts';
import type { BenchResults } from './results.ts';
import type { Summary } from './stats.ts';
import type { FetchWait, Waits } from './waits.ts';

type Row = [string, string];

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const spread = (s: Summary) => `median ${s.medianMs} ms, p95 ${s.p95Ms} ms`;
const ratioOf = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const ms = (n: number | null) => (n === null ? 'not fetched' : `${n} ms`);
const fetched = (f: FetchWait) => (f.startMs === null ? 'not fetched' : `${f.startMs} ms / ${f.responseEndMs} ms`);

/** One row per wait: the chunks' fetches, then each mark (with how many loads set it, when not all). */
function waitRows(page: string, waits: Waits, loads: number): Row[] {
  const rows: Row[] = [[`${page}: entry chunk received`, ms(waits.entryChunk.responseEndMs)]];
  if (waits.librariesScript) rows.push([`${page}: libraries script received`, ms(waits.librariesScript.responseEndMs)]);
  if (waits.guideChunk) rows.push([`${page}: guide chunk requested / received`, fetched(waits.guideChunk)]);
  for (const [name, mark] of Object.entries(waits.marks)) {
    rows.push([`${page}: ${name}`, `${mark.medianMs} ms${mark.samples < loads ? ` (${mark.samples} of ${loads} loads)` : ''}`]);
  }
  return rows;
}

/** One profile's first step: cold against the reference, warm against both, and where each load's time goes. */
function profileRows(p: ProfileResults, goals: BenchResults['firstGuideStep']['goals']): Row[] {
  const warmGoal = p.warmGoal ? ` (goal <= ${goals.warmRatio}x)` : '';
  return [
    [`First guide step, cold, ${p.label} (${p.portal.samples} loads)`, spread(p.portal)],
    [`Reference page, cold, ${p.label}`, spread(p.reference)],
    ['  Portal / reference, cold', `median ${p.ratioMedian}x (goal <= ${goals.coldRatio}x), p95 ${p.ratioP95}x`],
    [`First guide step, warm (service worker), ${p.label}`, spread(p.warm)],
    ['  Warm portal / cold reference', `median ${p.warmRatioToColdReferenceMedian}x${warmGoal}`],
    ['  Warm portal / cold portal', `median ${p.warmToColdPortalMedian}x (goal <= ${goals.warmToColdPortal}x)`],
    ...waitRows(`${p.name}, cold portal`, p.waits.coldPortal, p.portal.samples),
    ...waitRows(`${p.name}, cold reference`, p.waits.coldReference, p.reference.samples),
    ...waitRows(`${p.name}, warm portal`, p.waits.warmPortal, p.warm.samples),
  ];
}

/** The first step on every profile. */
export function firstStepRows(step: BenchResults['firstGuideStep']): Row[] {
  return step.profiles.flatMap((p) => profileRows(p, step.goals));
}

/** Where a new-tab flow's time goes: the pages, the first page's marks, the phases, then the marks of the page after the bridge (each from its page's start). */
function phaseRows(page: string, p: FlowPhases): Row[] {
  return [
    [`${page}: pages loaded`, p.pages.join(' > ')],
    ...Object.entries(p.marksBeforeRedirect).map(([name, at]): Row => [`${page}: ${name}, first page`, `${at} ms`]),
    [`${page}: first page, until it leaves for the provider`, `${p.toProviderMs} ms`],
    [`${page}: the provider and the bridge page, until back on the page`, `${p.providerAndBridgeMs} ms`],
    [`${page}: back on the page, to the step painted`, `${p.afterBridgeMs} ms`],
    ...Object.entries(p.marksAfterBridge).map(([name, at]): Row => [`${page}: ${name}, after the bridge`, `${at} ms`]),
  ];
}

/** The new tab scenario: a guide through the sign-in redirect on the slow laptop, against the reference. */
export function newTabRows(n: NewTabResults): Row[] {
  const c = n.conditions;
  const on = `slow laptop (${c.latencyMs} ms round trip, ${c.downloadMbps} Mbit/s, CPU ${c.cpuSlowdown}x slower)`;
  return [
    [`Guide ${n.path} in a new tab, through the sign-in redirect, ${on}`, spread(n.portal)],
    [`Reference page, the same redirect, ${on}`, spread(n.reference)],
    ['  Portal / reference, new tab', `median ${n.ratioMedian}x (goal <= ${n.goal}x), p95 ${n.ratioP95}x`],
    ...phaseRows('New tab, portal', n.phases.portal),
    ...phaseRows('New tab, reference', n.phases.reference),
  ];
}

/** Prints `rows` as the two-column table; names the results file they were written to, if any. */
export function printRows(rows: Row[], resultsFile: string | null): void {
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${'Measure'.padEnd(width)}  Result\n${'-'.repeat(width)}  ${'-'.repeat(34)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  console.log(`\nWaits are medians from navigation start.${resultsFile ? ` Written to ${resultsFile}` : ''}`);
}

export function printTable(r: BenchResults, resultsFile: string): void {
  const step = r.firstGuideStep;
  const rows: Row[] = [
    [`First-load JS, home, ${r.firstLoadJsGzip.homeGuides} guides (gzip)`, kB(r.firstLoadJsGzip.home)],
    [`First-load JS, home, ${r.firstLoadJsGzip.homeAtScale.guides} guides (gzip)`, kB(r.firstLoadJsGzip.homeAtScale.gzip)],
    ['First-load JS, reference page (gzip)', kB(r.firstLoadJsGzip.reference)],
    ...Object.entries(r.firstLoadJsGzip.guides).map(([id, n]): Row => [`Guide chunk ${id} (gzip)`, kB(n)]),
    ['Redirect-bridge JS (gzip)', kB(r.firstLoadJsGzip.redirectBridge)],
    ...firstStepRows(step),
    ...newTabRows(r.newTabSignIn),
    ...(r.publicGuide ? publicGuideRows(r.publicGuide) : []),
    [`Next Step, click to painted (${r.nextStep.samples} clicks)`, spread(r.nextStep)],
    ['Search index (gzip)', kB(r.search.indexGzip)],
    ['Search panel: results, filtering, MiniSearch (gzip)', kB(r.search.panelGzip)],
    ['First search, focus to results painted (downloads both)', `${r.search.firstResultsMs} ms`],
    [`Search answer, keystroke to painted (${r.search.answer.samples} keys, ${r.search.queries} queries)`, spread(r.search.answer)],
    ...contentBuildRows(r),
  ];
  printRows(rows, resultsFile);
}

/** The public guide scenario's rows. */
export function publicGuideRows(n: PublicGuideResults): Row[] {
  const c = n.conditions;
  const on = `slow phone (${c.latencyMs} ms round trip, ${c.downloadMbps} Mbit/s, CPU ${c.cpuSlowdown}x slower)`;
  return [
    [`Public guide ${n.path} in a new tab, signed out, ${on}`, spread(n.portal)],
    [`Its static HTML copy, ${on}`, spread(n.reference)],
    ['  Portal / static copy, public guide', `median ${n.ratioMedian}x (goal <= ${n.goal}x), p95 ${n.ratioP95}x`],
  ];
}

/** The content build's rows: the whole against the floor, then what each added step costs and where it goes. */
export function contentBuildRows(r: BenchResults): Row[] {
  const c = r.contentBuildScale;
  const goal = r.firstGuideStep.goals.contentBuildRatio;
  const rows: Row[] = [
    [
      `Content build, ${c.generatedMdxFiles} generated MDX steps, ${r.firstLoadJsGzip.homeAtScale.guides} guides in all`,
      `${c.portalBuildMs} ms`,
    ],
    [`@mdx-js/mdx floor, same ${c.mdxFilesCompiled} MDX files, one process`, `${c.mdxFloorMs} ms (${c.floorPerStepMs} ms a step)`],
    ['Content build / floor', `${c.ratio}x`],
    // What the build costs before the generated steps: with it at or above the goal's allowance, no compile of them fits.
    [
      "The portal's build with its own content / the same floor",
      `${c.portalBuildMsWithOwnContent} ms, ${ratioOf(c.portalBuildMsWithOwnContent, c.mdxFloorMs)}x`,
    ],
    ['Its content check (read, validate, compile each step once) / floor', `${c.contentCheckMs} ms, ${c.contentCheckRatio}x`],
  ];
  // Older results (before the build's phases were timed) have no per-step figures.
  if (c.perAddedStep === undefined) return rows;
  return [
    ...rows,
    [
      `Each added step: the build / a step of the floor (medians of ${c.runs} runs)`,
      `${c.buildPerAddedStepMs} ms, ${c.buildPerAddedStepRatio}x (goal <= ${goal}x)`,
    ],
    [
      '  of which the content check (read, validate, compile)',
      `${c.checkPerAddedStepMs} ms, ${c.checkPerAddedStepRatio}x the floor's step`,
    ],
    ["  of which the app's modules (each step's module into the graph)", `${c.perAddedStep.modulesMs} ms`],
    ['  of which the bundle (chunks rendered, minified, written)', `${c.perAddedStep.bundleMs} ms`],
    ['  of which after the bundle (bridge, prerender, service worker)', `${c.perAddedStep.afterBundleMs} ms`],
  ];
}
