/**
 * The report functions' answers: JSON, never cached, each refusal with an `error` code the portal reads and
 * a `message` a person (or the IT technician reading the browser's console) understands.
 */
import type { GuideHealth, GuideHealthRefusal } from '@school-it-portal/function-contract/guide-health';
import type { ReportAnswer, ReportPrivacy, ReportRefusal } from '@school-it-portal/function-contract/reports';
import { json, refuse, RETRY_AFTER_UNAVAILABLE_SECONDS } from './answers.ts';

export { invalidToken, keysUnavailable, methodNotAllowed } from './answers.ts';

/** What the report routes and guide health may refuse. */
type ReportsRefusal = ReportRefusal | GuideHealthRefusal;

export const recorded = (privacy: ReportPrivacy) => json(201, { status: 'recorded', privacy } satisfies ReportAnswer);
/** The same person reported the same step (or search) today already: nothing more to do. */
export const alreadyReported = (privacy: ReportPrivacy) => json(200, { status: 'already_reported', privacy } satisfies ReportAnswer);
export const guideHealth = (health: GuideHealth) => json(200, health);

export function dailyLimit(retryAfterSeconds: number): Response {
  return refuse<ReportsRefusal>(
    {
      error: 'daily_limit',
      message: 'You have sent as many reports as we take in a day. Thank you: IT has them. Ask the helpdesk if you still need help.',
      retryAfterSeconds,
    },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export const invalidReport = (message: string) => refuse<ReportsRefusal>({ error: 'invalid_report', message });
/** A report of a guide or step the site does not publish (an invented one, or one since removed). */
export const UNKNOWN_SUBJECT = 'That guide or step is not one the portal publishes.';

/** The published guides could not be read (REPORTS_SUBJECTS_URL): the portal sends the report again later. */
export function subjectsUnavailable(): Response {
  return refuse<ReportsRefusal>(
    { error: 'subjects_unavailable', message: "We couldn't take your report just now. Please try again in a minute." },
    { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
  );
}
export const tooLarge = (maxBytes: number) =>
  refuse<ReportsRefusal>({ error: 'too_large', message: `A report is at most ${maxBytes} bytes.` });
export const notJson = () => refuse<ReportsRefusal>({ error: 'unsupported_media_type', message: 'Send the report as application/json.' });

export function notStaff(): Response {
  return refuse<ReportsRefusal>({ error: 'not_staff', message: 'Guide health is for IT staff.' });
}

export const invalidPeriod = (allowed: readonly number[]) =>
  refuse<ReportsRefusal>({ error: 'invalid_period', message: `days must be one of ${allowed.join(', ')}.` });

export function storageUnavailable(what: string): Response {
  return refuse<ReportsRefusal>(
    { error: 'storage_unavailable', message: `We couldn't ${what} just now. Please try again in a minute.` },
    { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS) },
  );
}

/** The Function App lacks the report settings (REPORTS_SALT, ...): its log names them. */
export function notConfigured(): Response {
  return refuse<ReportsRefusal>(
    { error: 'not_configured', message: 'Reports are not set up on this portal yet. Please tell IT support.' },
    { 'Retry-After': String(60 * 60) },
  );
}
