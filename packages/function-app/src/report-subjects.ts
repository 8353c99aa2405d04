/**
 * Whether a report names a guide and step the portal publishes. The list is the site build's
 * `report-subjects.json` (packages/engine/tooling/integrations/report-subjects.ts), fetched from the
 * site's origin (REPORTS_SUBJECTS_URL) by the report function itself:
 *  - kept for `maxAgeMs` (10 minutes), so a new guide is taken within minutes of being published;
 *  - each fetch bounded (`timeoutMs`, and the request's deadline), its body at most 1 MB, its shape checked;
 *  - when a fetch fails, the last good list is used, and the next fetch waits a minute (so an outage of the
 *    site does not slow every report); with no list yet, the answer is `unavailable` (503: the portal keeps
 *    the report on the device and sends it again later).
 * One fetch at a time: requests that arrive while it runs wait for the same one.
 */
import { PAGE_STEP_NAME, type PublishedGuide, type ReportSubjects } from '@school-it-portal/function-contract/report-subjects';
import { z } from 'zod';
import { boundedBytes } from './bounded-body.ts';

/** What a step report is about. */
export interface Subject {
  guide: string;
  stepName: string;
  variant?: string | undefined;
}

export type SubjectCheck = 'published' | 'unknown' | 'unavailable';

export interface PublishedSubjects {
  /** Whether the subject is published; `signal` ends a fetch the request can no longer wait for. */
  check(subject: Subject, signal: AbortSignal): Promise<SubjectCheck>;
}

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SubjectsSchema = z.object({
  version: z.literal(1),
  guides: z.record(
    z.string().regex(NAME),
    z.object({ steps: z.array(z.string().regex(NAME)).max(500), variants: z.array(z.string().regex(NAME)).max(50) }),
  ),
});

/** Whether a published list holds the subject: the guide, one of its steps (or `page`), and its variant if one is named. Pure. */
export function isPublished(subjects: ReportSubjects, { guide, stepName, variant }: Subject): boolean {
  const published: PublishedGuide | undefined = Object.hasOwn(subjects.guides, guide) ? subjects.guides[guide] : undefined;
  if (!published) return false;
  if (stepName !== PAGE_STEP_NAME && !published.steps.includes(stepName)) return false;
  return variant === undefined || published.variants.includes(variant);
}

/** A list known in advance (the demo tenant's, from the content it serves; tests). */
export function fixedSubjects(subjects: ReportSubjects): PublishedSubjects {
  return { check: async (subject) => (isPublished(subjects, subject) ? 'published' : 'unknown') };
}

export interface FetchedSubjectsOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** How long a fetched list is used before it is fetched again. */
  maxAgeMs?: number;
  /** The longest wait for one fetch. */
  timeoutMs?: number;
  /** Told when a fetch fails (for the log). */
  onFailure?: (error: unknown) => void;
}

/** After a failed fetch, the last good list is used this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 60_000;

/** The largest list taken, in bytes: a school's guides are a few kilobytes. */
export const MAX_SUBJECTS_BYTES = 1024 * 1024;

/** The site's published list, fetched from `url` and kept a while (see the top of this file). */
export function fetchedSubjects(
  url: string,
  { fetch: get = fetch, now = Date.now, maxAgeMs = 10 * 60_000, timeoutMs = 2_000, onFailure = () => {} }: FetchedSubjectsOptions = {},
): PublishedSubjects {
  let known: { subjects: ReportSubjects; at: number } | undefined;
  let fetching: Promise<void> | undefined;
  let failedAt = -Infinity;

  const load = async () => {
    const response = await get(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' }, redirect: 'error' });
    if (!response.ok) throw new Error(`The published guides answered ${response.status}.`);
    const bytes = await boundedBytes(response.body, MAX_SUBJECTS_BYTES);
    known = { subjects: SubjectsSchema.parse(JSON.parse(new TextDecoder().decode(bytes))), at: now() };
  };
  const refresh = () =>
    (fetching ??= load()
      .catch((error: unknown) => {
        failedAt = now();
        onFailure(error);
      })
      .finally(() => {
        fetching = undefined;
      }));

  return {
    async check(subject, signal) {
      const due = !known || now() - known.at > maxAgeMs;
      if (due && (!known || now() - failedAt > RETRY_AFTER_FAILURE_MS)) {
        // The request waits at most until its own deadline; the fetch itself at most `timeoutMs`.
        await Promise.race([
          refresh(),
          new Promise<void>((resolve) => {
            if (signal.aborted) resolve();
            signal.addEventListener('abort', () => resolve(), { once: true });
          }),
        ]);
      }
      if (!known) return 'unavailable';
      return isPublished(known.subjects, subject) ? 'published' : 'unknown';
    },
  };
}
