/**
 * Who reads the words of a report and how long reports are kept, as the portal tells students (the step
 * report form, the search box): school.yaml's `reports`, or these defaults. The days default to the Function
 * App's own REPORTS_KEEP_DAYS default (tests/unit/reports keeps them equal); a school that changes one
 * changes the other. Plain constants and a pure function, so the app reads them without the schema (and Zod).
 */
/** Who reads the words of a report when school.yaml's `reports.wordsReadBy` does not say. */
export const DEFAULT_REPORT_READERS = 'the school’s IT team';
/** How long reports are kept when school.yaml's `reports.keptDays` does not say: the function's default. */
export const DEFAULT_REPORT_KEPT_DAYS = 30;

export interface ReportPrivacy {
  /** Who reads the words, e.g. "the school's IT team". */
  readers: string;
  keptDays: number;
}

/** What the portal says of reports, from school.yaml (its `reports`, written here so the schema needs no import back). */
export function reportPrivacy(school: { reports?: { wordsReadBy?: string; keptDays?: number } }): ReportPrivacy {
  return {
    readers: school.reports?.wordsReadBy ?? DEFAULT_REPORT_READERS,
    keptDays: school.reports?.keptDays ?? DEFAULT_REPORT_KEPT_DAYS,
  };
}
