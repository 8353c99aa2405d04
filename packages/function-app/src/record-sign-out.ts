/**
 * `POST /signOut`: the portal says, as a person selects Sign out, that their sign-in session has ended.
 * From then on no ID token of that session (its `sid`) gets a pass, even one copied before Sign out, unless
 * the person authenticated again after it (pass-windows.ts keeps the sign-out and when it happened).
 *
 * The portal sends the ID token it holds, which may have expired while the person read a guide, so this
 * accepts a token that expired (the registration's verifier allows the refresh token's lifetime). That is
 * safe: the notice can only ever take passes away, and only from the token's own session.
 *
 * What Sign out cannot revoke: access tokens already issued (Graph accepts them until they expire, about an
 * hour), and a pass already created (it lasts its lifetime unless IT deletes it).
 */
import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import * as answer from './answers.ts';
import type { AuditLog, AuditOutcome } from './audit-log.ts';
import {
  AUDIT_GRACE_MS,
  DeadlinePassedError,
  deadlineIn,
  raceAbort,
  REQUEST_DEADLINE_MS,
  storageCalls,
  type StoragePolicy,
} from './deadline.ts';
import { InvalidIdTokenError, type VerifiedCaller } from './id-token.ts';
import type { PassWindows } from './pass-windows.ts';
import { requestFacts, writeAuditRow, type Log, type RequestContext } from './request-audit.ts';

export interface SignOutDependencies {
  /** Checks the token as for a pass, except that an expired one is accepted. */
  verifyIdToken: (authorization: string | null) => Promise<VerifiedCaller>;
  passWindows: PassWindows;
  audit: AuditLog;
  now?: () => Date;
  log?: Log;
  deadlineMs?: number;
  storagePolicy?: StoragePolicy;
}

export function recordSignOutHandler({
  verifyIdToken,
  passWindows,
  audit,
  now = () => new Date(),
  log = () => {},
  deadlineMs = REQUEST_DEADLINE_MS,
  storagePolicy,
}: SignOutDependencies) {
  return async (request: Request, context?: RequestContext): Promise<Response> => {
    const time = now();
    const facts = requestFacts(request, context);
    const deadline = deadlineIn(deadlineMs);

    async function decide(): Promise<{ response: Response; outcome: AuditOutcome; caller?: VerifiedCaller }> {
      const { method } = ENDPOINTS.signOut;
      if (request.method !== method) return { outcome: 'method_not_allowed', response: answer.methodNotAllowed(method) };
      let caller: VerifiedCaller;
      try {
        caller = await raceAbort(verifyIdToken(request.headers.get('Authorization')), deadline.signal, () => new DeadlinePassedError());
      } catch (error) {
        if (!(error instanceof InvalidIdTokenError)) return { outcome: 'keys_unavailable', response: answer.keysUnavailable() };
        return { outcome: 'invalid_token', response: answer.invalidToken(error.message) };
      }
      if (caller.sessionId === undefined) return { caller, outcome: 'claim_missing', response: answer.claimMissing(['sid']) };
      try {
        await passWindows.recordSignOut(
          { userId: caller.oid, sessionId: caller.sessionId, now: time },
          storageCalls(deadline, storagePolicy),
        );
      } catch (error) {
        log('Could not record a sign-out', {
          requestId: facts.requestId,
          oid: caller.oid,
          error: error instanceof Error ? error.name : 'unknown',
        });
        return { caller, outcome: 'storage_unavailable', response: answer.storageUnavailable() };
      }
      return {
        caller,
        outcome: 'session_signed_out',
        response: new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }),
      };
    }

    const { response, outcome, caller } = await decide();
    await writeAuditRow(
      audit,
      {
        time,
        requestId: facts.requestId,
        clientAddress: facts.clientAddress,
        userAgent: facts.userAgent,
        userId: caller?.oid,
        tokenId: caller?.tokenId,
        outcome,
        status: response.status,
      },
      storageCalls(deadlineIn(Math.max(deadline.remainingMs(), AUDIT_GRACE_MS)), storagePolicy),
      log,
    );
    return response;
  };
}
