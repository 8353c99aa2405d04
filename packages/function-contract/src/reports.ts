/**
 * `POST reports`: a step that did not work ("This step didn't work?"), or a search that found nothing.
 * JSON, at most 4 kB; nothing in it names the person (who they are comes from the verified ID token). The
 * function cleans the words and the search of anything that could name or unlock someone, and keeps at
 * most the lengths below.
 */
import type { CommonRefusal, Refusal, WaitRefusal } from './refusals.ts';

/** The largest body taken, in bytes. */
export const MAX_REPORT_BYTES = 4 * 1024;
/**
 * How long a report made offline may wait in the browser before it is sent: an older one is refused. Short,
 * because each day a report may claim is another day one person may report the same step, and another day
 * whose key (report-store.ts) must be kept before its rows are tied to nobody.
 */
export const MAX_REPORT_AGE_DAYS = 2;
/** The longest text kept of "what happened", in characters (a longer one is cut). */
export const MAX_WORDS_LENGTH = 280;
/** The longest search kept. */
export const MAX_QUERY_LENGTH = 80;

/** The longest (or, for `step`, the largest) value each field may have: a longer one is refused. */
export const REPORT_FIELD_LIMITS = { guide: 60, stepName: 80, step: 99, variant: 40, words: 2_000, query: 500 } as const;

/** The devices a report is made on: every device the portal knows (the engine's DEVICES, in its order). */
export const PLATFORMS = ['windows', 'mac', 'iphone', 'ipad', 'chromebook', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What happened at a step, as the person chose it. */
export const WHAT_HAPPENED = ['looks_different', 'error', 'other'] as const;
export type WhatHappened = (typeof WHAT_HAPPENED)[number];

interface MadeOn {
  platform: Platform;
  /** When the person made the report (it may have waited offline), ISO 8601 with an offset: decides its day. */
  madeAt: string;
}

export interface StepReportRequest extends MadeOn {
  kind: 'step';
  /** The guide's id: lowercase words joined by `-`. */
  guide: string;
  /** The step's name: its file's slug (`03-open-setup-page.mdx` is `open-setup-page`), or `page` for a single page. */
  stepName: string;
  /** Its place in the steps the person saw, from 1. */
  step: number;
  variant?: string;
  what: WhatHappened;
  words?: string;
  /** A support code as the portal shows it (Crockford base 32, 4-4), e.g. `4KQ7-M2XB`. */
  supportCode?: string;
  /** The browser's name and major version, e.g. `Safari 18`. */
  browser?: string;
}

export interface SearchReportRequest extends MadeOn {
  kind: 'search';
  query: string;
}

export type ReportRequest = StepReportRequest | SearchReportRequest;

/**
 * Who may read what a person typed, and for how long it is kept: in every answer that takes a report and in
 * guide health, so the portal can tell people ("IT support (ITSupport) reads what you write; it is deleted
 * after 30 days").
 */
export interface ReportPrivacy {
  /** The app roles (the `roles` claim values) whose holders may read the typed words; groups are not named. */
  wordsReadBy: string[];
  /** Whether holders of some groups (REPORTS_WORDS_GROUPS) may read them too. */
  wordsReadByGroups: boolean;
  /** Days a report is kept before the daily clean-up deletes it. */
  keepDays: number;
}

/** Stored (201 `recorded`), or the same person reported the same step or search that day already (200). */
export type ReportAnswer = ({ status: 'recorded' } | { status: 'already_reported' }) & { privacy: ReportPrivacy };

/**
 * 400 `invalid_report` also answers a guide or step the portal does not publish; 503 `subjects_unavailable`
 * says the function could not read the list of published guides (the report is sent again later).
 */
export type ReportRefusal =
  | CommonRefusal
  | Refusal<'invalid_report' | 'too_large' | 'unsupported_media_type' | 'not_configured' | 'subjects_unavailable'>
  | WaitRefusal<'daily_limit'>;
