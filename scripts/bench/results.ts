/**
 * The shape of scripts/bench/results.json, written by `npm run bench`. Times are in ms, sizes in bytes
 * (JS gzipped at level 9), ratios rounded to one decimal.
 */
import type { ProfileResults } from './first-step.ts';
import type { NewTabResults } from './new-tab.ts';
import type { PublicGuideResults } from './public-guide.ts';
import type { Summary } from './stats.ts';

/**
 * What the issues ask: the first guide step's portal / reference at most this, cold and warm; the content
 * build's ratio; and a guide opened in a new tab, through the sign-in redirect, against the reference doing
 * the same.
 */
export const GOALS = {
  /** Cold portal median / cold reference median, on every profile. */
  coldRatio: 1.3,
  /** Warm portal median (served by the service worker) / cold reference median, on the school WiFi and slow laptop profiles. */
  warmRatio: 0.5,
  /** Warm portal median / cold portal median, on every profile: the worker never makes a guide slower. */
  warmToColdPortal: 1,
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
    goals: typeof GOALS;
    /** Cold and warm loads on each profile: the local server, the school WiFi, the slow laptop (scripts/bench/first-step.ts). */
    profiles: ProfileResults[];
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
    /** The content check within the build of the content's own steps. */
    contentCheckMsWithOwnContent: number;
    /** The floor's time per step: mdxFloorMs / mdxFilesCompiled. */
    floorPerStepMs: number;
    /** What each generated step adds to the build: (portalBuildMs - portalBuildMsWithOwnContent) / generatedMdxFiles. */
    buildPerAddedStepMs: number;
    /** buildPerAddedStepMs / floorPerStepMs: the measure (goal at most contentBuildRatio). */
    buildPerAddedStepRatio: number;
    /** What each generated step adds to the content check, and that against the floor's step. */
    checkPerAddedStepMs: number;
    checkPerAddedStepRatio: number;
    /** Where the rest of each added step goes: the app bundle's phases after the check (ms per added step). */
    perAddedStep: BuildPhases;
    /** Runs of each build and of the floor; every figure above is the median of its runs. */
    runs: number;
  };
}

/**
 * The app bundle's phases after the content check, as timed-build.mjs measures them: its modules (each step's
 * module read, transformed and parsed into the graph, until buildEnd), the bundle (chunks rendered,
 * minified and written, until writeBundle), and what follows it (the redirect bridge's build, the
 * prerendered public guides, the service worker's build and its precache list).
 */
export interface BuildPhases {
  modulesMs: number;
  bundleMs: number;
  afterBundleMs: number;
}
