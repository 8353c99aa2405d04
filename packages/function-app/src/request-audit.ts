/**
 * What every request leaves behind: its audit row (audit-log.ts), and the same entry as one line in the
 * function's log, which the Function App's diagnostic settings can send to a Log Analytics workspace
 * (README: "Forward the audit to Log Analytics"). Never the token, never the pass.
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

/** Writes a refusal's (or any settled answer's) row; a failure is logged, and the answer is still sent. */
export async function writeAuditRow(audit: AuditLog, entry: AuditEntry, call: StorageCall, log: Log): Promise<void> {
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
