/**
 * Where a page's load time goes, as medians across its loads: when its entry chunk and the guide's chunk (the
 * portal's; the reference compiles its step into its entry) were requested and received, and when each of
 * the page's own performance marks was set, all in ms from navigation start. Marks missing from a load are
 * skipped, so the figures work before and after the portal sets its marks. (What each page asked the demo
 * tenant is counted apart: `tenantRequests` in the results.)
 */
import type { LoadTrace } from './browser.ts';
import { percentile } from './stats.ts';

export interface FetchWait {
  /** The path on the server, e.g. /assets/main-abc.js. */
  file: string;
  /** Median time its fetch started; null when no load fetched it. */
  startMs: number | null;
  /** Median time its last byte arrived. */
  responseEndMs: number | null;
  /** How many loads fetched it. */
  samples: number;
}

export interface MarkWait {
  medianMs: number;
  /** How many loads set the mark. */
  samples: number;
}

export interface Waits {
  /** The page's entry chunk (index.html's module script). */
  entryChunk: FetchWait;
  /** The guide's own chunk; absent for a page that has none. */
  guideChunk?: FetchWait;
  /** The portal's libraries script (React, the router and MSAL, a classic script before the entry); absent for the reference. */
  librariesScript?: FetchWait;
  /** Each mark's median, in order of that median. */
  marks: Record<string, MarkWait>;
}

const round = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => (values.length === 0 ? null : round(percentile(values, 50)));

function fetchWait(traces: readonly LoadTrace[], file: string): FetchWait {
  const timings = traces.flatMap((t) => (t.fetches[file] ? [t.fetches[file]] : []));
  return {
    file,
    startMs: median(timings.map((s) => s.startTime)),
    responseEndMs: median(timings.map((s) => s.responseEnd)),
    samples: timings.length,
  };
}

/** The paths to look for: the entry chunk, and the guide's chunk and libraries script if the page has them. */
export interface WaitedFiles {
  entry: string;
  guide?: string;
  libraries?: string;
}

export function medianWaits(traces: readonly LoadTrace[], files: WaitedFiles): Waits {
  const names = [...new Set(traces.flatMap((t) => Object.keys(t.marks)))];
  const marks = names
    .map((name): [string, MarkWait] => {
      const times = traces.flatMap((t) => (name in t.marks ? [t.marks[name]!] : []));
      return [name, { medianMs: median(times)!, samples: times.length }];
    })
    .sort(([, a], [, b]) => a.medianMs - b.medianMs);
  return {
    entryChunk: fetchWait(traces, files.entry),
    ...(files.guide ? { guideChunk: fetchWait(traces, files.guide) } : {}),
    ...(files.libraries ? { librariesScript: fetchWait(traces, files.libraries) } : {}),
    marks: Object.fromEntries(marks),
  };
}
