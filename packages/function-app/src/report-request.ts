/**
 * What the portal sends to `POST /reports` (the contract's ReportRequest): a step that did not work, or a
 * search that found nothing. JSON, at most 4 kB, checked field by field; nothing in it names the person
 * (who they are comes from the verified ID token, and is kept only as a salted hash: report-store.ts).
 */
import {
  MAX_REPORT_AGE_DAYS,
  PLATFORMS,
  REPORT_FIELD_LIMITS as LIMITS,
  WHAT_HAPPENED,
  type ReportRequest,
} from '@school-it-portal/function-contract/reports';
import { z } from 'zod';
import { cleanQuery, cleanWords } from '@school-it-portal/function-contract/report-text';

const kebab = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase name such as open-setup-page');

/** A support code as the portal shows it (Crockford base 32, 4-4). */
const SUPPORT_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** A browser's name and major version, e.g. `Safari 18`, `Edge 138`. */
const BROWSER = /^[A-Za-z][A-Za-z ]{0,29}( \d{1,4})?$/;

const common = {
  platform: z.enum(PLATFORMS, { error: `must be one of ${PLATFORMS.join(', ')}` }),
  /** When the person made the report (it may have waited offline): decides its day. */
  madeAt: z.iso.datetime({ offset: true, error: 'must be a date and time such as 2026-11-23T09:00:00Z' }),
};

const StepReportSchema = z.strictObject({
  kind: z.literal('step'),
  guide: kebab(LIMITS.guide),
  /** The step's name: its file's slug (`03-open-setup-page.mdx` is `open-setup-page`), or `page` for a single page. */
  stepName: kebab(LIMITS.stepName),
  /** Its place in the steps the person saw, from 1. */
  step: z.number().int().min(1).max(LIMITS.step),
  variant: kebab(LIMITS.variant).optional(),
  what: z.enum(WHAT_HAPPENED, { error: `must be one of ${WHAT_HAPPENED.join(', ')}` }),
  words: z.string().max(LIMITS.words).optional(),
  supportCode: z.string().regex(SUPPORT_CODE, 'must be a support code such as 4KQ7-M2XB').optional(),
  browser: z.string().regex(BROWSER, 'must be a browser name and version such as Safari 18').optional(),
  ...common,
});

const SearchReportSchema = z.strictObject({
  kind: z.literal('search'),
  query: z.string().min(1).max(LIMITS.query),
  ...common,
});

const ReportSchema = z.discriminatedUnion('kind', [StepReportSchema, SearchReportSchema], { error: 'kind must be step or search' });

/** True when A and B are the same type, field for field (optional ones too). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Fields<T> = { [K in keyof T]: T[K] };
type Kind<K extends ReportRequest['kind']> = Fields<Extract<ReportRequest, { kind: K }>>;
// The schema reads exactly the contract's report: a field added, dropped or changed on either side fails the type check here.
const schemaIsTheContract: [
  Same<z.input<typeof StepReportSchema>, Kind<'step'>>,
  Same<z.input<typeof SearchReportSchema>, Kind<'search'>>,
] = [true, true];
void schemaIsTheContract;

/** A report as stored: its words and query already cleaned (the contract's report-text.ts). */
export type Report =
  | (Omit<z.output<typeof StepReportSchema>, 'words' | 'madeAt'> & { words: string; madeAt: Date })
  | (Omit<z.output<typeof SearchReportSchema>, 'madeAt'> & { madeAt: Date });
export type StepReport = Extract<Report, { kind: 'step' }>;
export type SearchReport = Extract<Report, { kind: 'search' }>;

export type ReportReading = { ok: true; report: Report } | { ok: false; message: string };

/**
 * The report in `body` (parsed JSON), cleaned, or what is wrong with it. `now` bounds its time: not in the
 * future (beyond a few minutes of clock difference) and at most MAX_REPORT_AGE_DAYS (2) old. `names` are the
 * person's own names, from their verified ID token: taken out of the words and the search.
 */
export function readReport(body: unknown, now: Date, names: readonly string[] = []): ReportReading {
  const parsed = ReportSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: `${issue.path.join('.') || 'report'}: ${issue.message}` };
  }
  const madeAt = new Date(parsed.data.madeAt);
  if (madeAt.getTime() - now.getTime() > 5 * 60_000) return { ok: false, message: 'madeAt: is in the future' };
  if (now.getTime() - madeAt.getTime() > MAX_REPORT_AGE_DAYS * 86_400_000) {
    return { ok: false, message: `madeAt: the report is more than ${MAX_REPORT_AGE_DAYS} days old` };
  }
  if (parsed.data.kind === 'search') {
    const query = cleanQuery(parsed.data.query, names);
    if (!query) return { ok: false, message: 'query: nothing is left to count once personal details are removed' };
    return { ok: true, report: { ...parsed.data, query, madeAt } };
  }
  return { ok: true, report: { ...parsed.data, words: cleanWords(parsed.data.words ?? '', { names }), madeAt } };
}
