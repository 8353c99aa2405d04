/**
 * The shape of scripts/bench/results.json, written by `npm run bench`. Times are in ms, sizes in bytes
 * (JS gzipped at level 9), ratios rounded to one decimal.
 */
import type { NewTabResults } from './new-tab.ts';
import type { PublicGuideResults } from './public-guide.ts';
import type { Summary } from './stats.ts';
import type { Waits } from './waits.ts';

/**
 * What the issues ask: the first guide step's portal / reference at most this, cold and warm; the content
 * build's ratio; and a guide opened in a new tab, through the sign-in redirect, against the reference doing
 * the same.
 */
export const GOALS = {
  /** Cold portal median / cold reference median. */
  coldRatio: 1.3,
  /** Warm portal median (served by the service worker) / cold reference median. */
  warmRatio: 0.5,
  /** The 1,000-step content build / the @mdx-js/mdx floor for the same files. */
  contentBuildRatio: 1.5,
  /** A new tab's guide through the sign-in redirect on the slow laptop: portal median / reference median. */
  newTabRatio: 1.2,
  /** A public guide opened cold in a new tab on a slow phone: portal median / its static HTML copy's median. */
  publicGuideRatio: 1.2,
} as const;

export interface BenchResults {
  date: string;
  machine: { node: string; cpus: number };
  firstLoadJsGzip: {
    /** index.html's entry chunk and its static imports. */
    home: number;
    /** How many guides the content has: home's first load at that size. */
    homeGuides: number;
    /** Home's first-load JS in the scale build (the content plus generated guides, 100 in all). */
    homeAtScale: { guides: number; gzip: number };
    homeFiles: { file: string; gzip: number }[];
    /** The reference page's entry chunk and its static imports (MSAL, React, react-router and its step). */
    reference: number;
    /** Each guide's own chunk, by guide id. */
    guides: Record<string, number>;
    redirectBridge: number;
  };
  firstGuideStep: {
    path: string;
    /** Cold loads (HTTP cache off, no service worker), navigation start to the first step painted. */
    portal: Summary;
    /** Cold loads of the reference page, alternated with the portal's. */
    reference: Summary;
    /** Cold portal / cold reference. */
    ratioMedian: number;
    ratioP95: number;
    warm: {
      /** Loads served by the portal's service worker (from its precache), HTTP cache still off. */
      portal: Summary;
      /** Warm portal median / cold reference median. */
      ratioToColdReferenceMedian: number;
      /** Loads whose entry chunk the worker answered without fetching it from the network: all of them, or the bench stops. */
      loadsServedFromWorkerCache: number;
    };
    goals: typeof GOALS;
    /** Medians from navigation start: entry (and guide) chunk fetched, and each of the page's own marks. */
    waits: { coldPortal: Waits; coldReference: Waits; warmPortal: Waits };
    /** Requests to the demo tenant across the cold loads, by path: the reference's silent token must make none to the token endpoint. */
    tenantRequests: { portal: Record<string, number>; reference: Record<string, number> };
    /**
     * The same loads over a simulated school network (scripts/bench/school-network.ts), for context: the
     * goals above are the local figures'.
     */
    schoolNetwork: {
      conditions: { latencyMs: number; downloadMbps: number; uploadMbps: number };
      portal: Summary;
      reference: Summary;
      warm: Summary;
      /** Cold portal / cold reference. */
      ratioMedian: number;
      /** Warm portal / cold reference. */
      warmRatioToColdReferenceMedian: number;
      waits: { coldPortal: Waits; coldReference: Waits };
    };
  };
  /** A guide opened in a new tab (the provider's session only) through the sign-in redirect, on a slow laptop (scripts/bench/new-tab.ts). */
  newTabSignIn: NewTabResults;
  /** A public guide opened cold in a new tab, signed out, on a slow phone, against its static copy (scripts/bench/public-guide.ts); absent for a school with no public guide. */
  publicGuide?: PublicGuideResults;
  nextStep: { path: string } & Summary;
  search: {
    indexGzip: number;
    panelGzip: number;
    firstResultsMs: number;
    queries: number;
    answer: Summary;
  };
  contentBuildScale: {
    generatedMdxFiles: number;
    mdxFilesCompiled: number;
    portalBuildMs: number;
    mdxFloorMs: number;
    ratio: number;
    /** The content plugin's check within that build: read, validate and compile every step (once). */
    contentCheckMs: number;
    contentCheckRatio: number;
    portalBuildMsWithOwnContent: number;
  };
}
