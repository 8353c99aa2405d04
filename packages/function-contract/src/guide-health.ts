/**
 * `GET guideHealth?days=7|30`: what IT staff see on the portal's Guide Health page, for the last 7 or 30
 * UTC days (today included): the steps people reported, ranked, one row per guide, step, platform and
 * variant; and the searches that found nothing. Aggregated, so no row is any one person's. Staff only.
 */
import type { CommonRefusal, Refusal } from './refusals.ts';
import type { Platform, ReportPrivacy, WhatHappened } from './reports.ts';

/** The periods that may be asked for, in days; the first is the default. */
export const HEALTH_PERIODS = [7, 30] as const;
export type HealthPeriod = (typeof HEALTH_PERIODS)[number];

/** Rows of each list in one answer. */
export const MAX_STEP_ROWS = 200;
export const MAX_SEARCH_ROWS = 100;
/**
 * A search is listed once it was made at least this often (by different people, or on different days: a
 * person's search counts once a day). One person's search, which may name someone, is never listed alone.
 */
export const MIN_SEARCH_COUNT = 2;
/** Words kept per step row, newest first. */
export const MAX_WORDS_PER_ROW = 20;

export interface HealthStep {
  guide: string;
  stepName: string;
  /** The step's place as the latest report saw it. */
  step: number;
  platform: Platform;
  variant?: string;
  count: number;
  what: Record<WhatHappened, number>;
  /** What people wrote, newest first; empty for a reader who may not read the words (`wordsIncluded`). */
  words: { day: string; what: WhatHappened | ''; text: string }[];
  /** How many of the reports came with words (also for a reader who may not read them). */
  withWords: number;
  /** The support code most of the reports carried: opens the step in Preview as… as they saw it. */
  supportCode?: string;
  /** Browsers, most reported first. */
  browsers: { name: string; count: number }[];
  /** The last UTC day it was reported, `YYYY-MM-DD`. */
  lastDay: string;
}

export interface HealthSearch {
  query: string;
  count: number;
  lastDay: string;
  /** Platforms the search was made on. */
  platforms: Platform[];
}

export interface GuideHealth {
  days: number;
  /** The first and last UTC day the period covers, `YYYY-MM-DD`. */
  from: string;
  to: string;
  reports: number;
  steps: HealthStep[];
  searches: HealthSearch[];
  /** More reports than one answer reads: the lists count only the first ones (`skipped` says how many were left out). */
  truncated: boolean;
  /** Reports of the period left out of the lists: past a day's cap, or not read before the deadline. */
  skipped: number;
  /** Each day of the period, newest first, as this answer read it. */
  daysRead: HealthDayRead[];
  /** Whether the steps' `words` are in this answer: only for the roles in `privacy.wordsReadBy` (or its groups). */
  wordsIncluded: boolean;
  privacy: ReportPrivacy;
}

/** The most reports one answer reads of one day: a flood on one day cannot push the other days out. */
export const MAX_DAY_ROWS = 2_000;

/** One UTC day of the period as an answer read it. */
export interface HealthDayRead {
  day: string;
  /** Its reports the lists count. */
  read: number;
  /** Its reports left out (past MAX_DAY_ROWS, or not reached before the deadline). */
  skipped: number;
  /** False when `skipped` is a lower bound: the deadline came before the day was counted to its end. */
  counted: boolean;
}

export type GuideHealthRefusal = CommonRefusal | Refusal<'not_staff' | 'invalid_period' | 'not_configured'>;
