/**
 * What every request leaves behind: for a verified caller, its audit row (audit-log.ts) and the same entry
 * as one line in the function's log; for anyone else, only a short line in the log (logUnverified). The
 * Function App's diagnostic settings can send the log to a Log Analytics workspace (README: "Forward the
 * audit to Log Analytics"). Never the token, never the pass.
 */
import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditLog } from './audit-log.ts';
import type { StorageCall } from './deadline.ts';

/** The function's structured log; never given a token or a pass. */
export type Log = (message: string, fields?: Record<string, string | number>) => void;

/** The log line every audit entry is written as. */
export const AUDIT_LOG_MESSAGE = 'Temporary Access Pass audit';

/** What the platform knows about a request that the Fetch Request does not carry. */
export interface RequestContext {
  /** The platform's id for this request (the Functions invocation id); a new one is made when absent. */
  requestId?: string;
  /** The client's address as the platform reports it. */
  clientAddress?: string;
}

export interface RequestFacts {
  requestId: string;
  clientAddress: string | undefined;
  userAgent: string | undefined;
}

/** Ids that are safe in a table key and a log line: letters, digits, `-` and `_`. */
const SAFE_ID = /^[\w-]{1,100}$/;

export function requestFacts(request: Request, { requestId, clientAddress }: RequestContext = {}): RequestFacts {
  return {
    requestId: requestId && SAFE_ID.test(requestId) ? requestId : randomUUID(),
    clientAddress,
    userAgent: request.headers.get('User-Agent') ?? undefined,
  };
}

export function logAudit(
  log: Log,
  { time, requestId, userId, tokenId, targetId, clientAddress, userAgent, outcome, status }: AuditEntry,
): void {
  log(AUDIT_LOG_MESSAGE, {
    time: time.toISOString(),
    requestId,
    outcome,
    status,
    ...(userId ? { oid: userId } : {}),
    ...(tokenId ? { tokenId } : {}),
    ...(targetId ? { targetId } : {}),
    ...(clientAddress ? { clientAddress } : {}),
    ...(userAgent ? { userAgent: userAgent.slice(0, 256) } : {}),
  });
}

/** The log line of a request from nobody verified. */
export const UNVERIFIED_LOG_MESSAGE = 'Request without a verified sign-in';
/** The most of a user agent an unverified request's log line keeps: the browser's name and version, about. */
export const MAX_UNVERIFIED_USER_AGENT = 64;

/**
 * A request whose caller was never verified (no token, a bad one, the keys out of reach, a wrong method):
 * one line in the host's log, never an audit row, since all it could hold is what anyone may send. The
 * address is the hop the platform added (the last of X-Forwarded-For), the user agent cut short.
 */
export function logUnverified(log: Log, { time, requestId, clientAddress, userAgent, outcome, status }: AuditEntry): void {
  const platformHop = clientAddress?.split(',').at(-1)?.trim();
  log(UNVERIFIED_LOG_MESSAGE, {
    time: time.toISOString(),
    requestId,
    outcome,
    status,
    ...(platformHop ? { clientAddress: platformHop.slice(0, 64) } : {}),
    ...(userAgent ? { userAgent: userAgent.replace(/[^\x20-\x7e]/g, '').slice(0, MAX_UNVERIFIED_USER_AGENT) } : {}),
  });
}

/**
 * Writes a refusal's (or any settled answer's) row; a failure is logged, and the answer is still sent. A
 * request from nobody verified (no `userId`) is only logged (logUnverified).
 */
export async function writeAuditRow(audit: AuditLog, entry: AuditEntry, call: StorageCall, log: Log): Promise<void> {
  if (!entry.userId) return logUnverified(log, entry);
  logAudit(log, entry);
  try {
    await audit.write(entry, call);
  } catch (error) {
    log('Could not write the audit row', {
      requestId: entry.requestId,
      outcome: entry.outcome,
      ...(entry.userId ? { oid: entry.userId } : {}),
      error: error instanceof Error ? error.name : 'unknown',
    });
  }
}
