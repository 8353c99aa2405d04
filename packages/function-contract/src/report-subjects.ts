/**
 * The guides and steps the portal publishes, as the site's build writes them (`report-subjects.json` at the
 * site's root) and the report function reads them: a report must name one of them. Nothing in it is more
 * than the site itself already serves (guide ids, step file slugs, variant ids).
 */

/** The file's name in the site's build output, at its root. */
export const REPORT_SUBJECTS_FILE = 'report-subjects.json';

/** The step name of a guide shown as one screen (a single page, or only its message): every guide has it. */
export const PAGE_STEP_NAME = 'page';

export interface PublishedGuide {
  /** Its steps' names: each step file's slug (`03-open-setup-page.mdx` is `open-setup-page`). */
  steps: string[];
  /** Its variants' ids (`laptop`, `ios`); empty when it has none. */
  variants: string[];
}

export interface ReportSubjects {
  version: 1;
  /** By guide id (its folder's name). */
  guides: Record<string, PublishedGuide>;
}
