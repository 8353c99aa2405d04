/** The table `npm run bench` prints: every figure of results.json worth reading at a glance. */
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
  if (waits.guideChunk) rows.push([`${page}: guide chunk requested / received`, fetched(waits.guideChunk)]);
  for (const [name, mark] of Object.entries(waits.marks)) {
    rows.push([`${page}: ${name}`, `${mark.medianMs} ms${mark.samples < loads ? ` (${mark.samples} of ${loads} loads)` : ''}`]);
  }
  return rows;
}

/** The first step over the simulated school network: context for the local figures, not their goals. */
function schoolNetworkRows(n: BenchResults['firstGuideStep']['schoolNetwork']): Row[] {
  const over = `over school WiFi (${n.conditions.latencyMs} ms round trip, ${n.conditions.downloadMbps} Mbit/s)`;
  return [
    [`First guide step, cold, ${over}`, spread(n.portal)],
    [`Reference page, cold, ${over}`, spread(n.reference)],
    ['  Portal / reference, cold', `median ${n.ratioMedian}x`],
    [`First guide step, warm (service worker), ${over}`, spread(n.warm)],
    ['  Warm portal / cold reference', `median ${n.warmRatioToColdReferenceMedian}x`],
    ...waitRows('School WiFi, cold portal', n.waits.coldPortal, n.portal.samples),
    ...waitRows('School WiFi, cold reference', n.waits.coldReference, n.reference.samples),
  ];
}

export function printTable(r: BenchResults, resultsFile: string): void {
  const step = r.firstGuideStep;
  const loads = step.portal.samples;
  const rows: Row[] = [
    [`First-load JS, home, ${r.firstLoadJsGzip.homeGuides} guides (gzip)`, kB(r.firstLoadJsGzip.home)],
    [`First-load JS, home, ${r.firstLoadJsGzip.homeAtScale.guides} guides (gzip)`, kB(r.firstLoadJsGzip.homeAtScale.gzip)],
    ['First-load JS, reference page (gzip)', kB(r.firstLoadJsGzip.reference)],
    ...Object.entries(r.firstLoadJsGzip.guides).map(([id, n]): Row => [`Guide chunk ${id} (gzip)`, kB(n)]),
    ['Redirect-bridge JS (gzip)', kB(r.firstLoadJsGzip.redirectBridge)],
    [`First guide step ${step.path}, cold, signed in (${loads} loads)`, spread(step.portal)],
    [`Reference page, cold (${step.reference.samples} loads)`, spread(step.reference)],
    ['Portal / reference, cold', `median ${step.ratioMedian}x (goal <= ${step.goals.coldRatio}x), p95 ${step.ratioP95}x`],
    [`First guide step ${step.path}, warm: service worker (${step.warm.portal.samples} loads)`, spread(step.warm.portal)],
    ['Warm portal / cold reference', `median ${step.warm.ratioToColdReferenceMedian}x (goal <= ${step.goals.warmRatio}x)`],
    ...waitRows('Cold portal', step.waits.coldPortal, loads),
    ...waitRows('Cold reference', step.waits.coldReference, step.reference.samples),
    ...waitRows('Warm portal', step.waits.warmPortal, step.warm.portal.samples),
    ...schoolNetworkRows(step.schoolNetwork),
    [`Next Step, click to painted (${r.nextStep.samples} clicks)`, spread(r.nextStep)],
    ['Search index (gzip)', kB(r.search.indexGzip)],
    ['Search panel: results, filtering, MiniSearch (gzip)', kB(r.search.panelGzip)],
    ['First search, focus to results painted (downloads both)', `${r.search.firstResultsMs} ms`],
    [`Search answer, keystroke to painted (${r.search.answer.samples} keys, ${r.search.queries} queries)`, spread(r.search.answer)],
    [
      `Content build, ${r.contentBuildScale.generatedMdxFiles} generated MDX steps, ${r.firstLoadJsGzip.homeAtScale.guides} guides in all`,
      `${r.contentBuildScale.portalBuildMs} ms`,
    ],
    [`@mdx-js/mdx floor, same ${r.contentBuildScale.mdxFilesCompiled} MDX files, one process`, `${r.contentBuildScale.mdxFloorMs} ms`],
    ['Content build / floor', `${r.contentBuildScale.ratio}x (goal <= ${step.goals.contentBuildRatio}x)`],
    // What the build costs before the generated steps: with it at or above the goal's allowance, no compile of them fits.
    [
      "The portal's build with its own content / the same floor",
      `${r.contentBuildScale.portalBuildMsWithOwnContent} ms, ${ratioOf(r.contentBuildScale.portalBuildMsWithOwnContent, r.contentBuildScale.mdxFloorMs)}x`,
    ],
    [
      'Its content check (read, validate, compile each step once) / floor',
      `${r.contentBuildScale.contentCheckMs} ms, ${r.contentBuildScale.contentCheckRatio}x`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n${'Measure'.padEnd(width)}  Result\n${'-'.repeat(width)}  ${'-'.repeat(34)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  console.log(`\nWaits are medians from navigation start. Written to ${resultsFile}`);
}
