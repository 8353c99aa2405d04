/**
 * How soon the Function App answers. Every request is done within one deadline, so the browser, which
 * waits longer than this, never tells a person "it failed" while a pass or a report is still on its way.
 */

/** How long a request may take, checks, storage and Graph together, before the audit row of its answer. */
export const REQUEST_DEADLINE_MS = 10_000;
/** Extra time the audit row of an answer may take once the deadline has passed; the answer is then at most this late. */
export const AUDIT_GRACE_MS = 1_000;
/** The latest any answer comes: the browser's waits for an answer it needs are longer. */
export const LATEST_ANSWER_MS = REQUEST_DEADLINE_MS + AUDIT_GRACE_MS;
