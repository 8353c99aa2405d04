/**
 * `GET /createTempAccessPass`: creates a one-time Temporary Access Pass for the signed-in caller, so they
 * can set up Windows Hello. Written against the standard Fetch Request/Response: the Azure Functions
 * registration and the demo server both wrap this one handler. Stateless apart from its two tables.
 *
 * The checks, in this order, each answered before the next is tried:
 *  1. the ID token is valid (signature, issuer, audience, tenant, expiry)            -> 401 invalid_token
 *  2. what the token says allows a pass (pass-policy.ts): the claims are there, a recent authentication
 *     (`auth_time`), the authentication context when one is required, on the allow-list, no admin role
 *                                          -> 403 claim_missing, 401 stale_sign_in / insufficient_claims,
 *                                             403 not_eligible / privileged_role
 *  3. the person's row (pass-windows.ts): not signed out of this session, this token not yet spent, no
 *     pass in the last window; the window is claimed atomically -> 401 signed_out / token_spent, 429
 *  4. the audit row is written (`creating_pass`): no pass without it                 -> 503
 *  5. Graph creates the pass                                                         -> 200, or 502
 * A refused request never uses up the caller's window: only step 3 claims it. When no pass reached the
 * person after that (the audit row or Graph failed, or the deadline passed), the window is given back
 * rather than locking them out for ten minutes; so is a window whose write storage may apply after the
 * answer (its answer was lost): the write is fenced off so that, landing late, it holds no window.
 *
 * Everything happens within one deadline (deadline.ts), well under the 20 seconds the browser waits: every
 * storage call has its own time limit and a few retries, the Graph call is aborted at the deadline, and
 * no Graph call starts after it. Every request, whatever its outcome, writes one audit row.
 */
import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import * as answer from './answers.ts';
import type { AuditEntry, AuditLog, AuditOutcome } from './audit-log.ts';
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
import { refusalOf, type PassPolicy, type PolicyRefusal } from './pass-policy.ts';
import type { IssuedPass } from './graph-temporary-access-pass.ts';
import { UncertainClaimError, type PassWindows, type WindowClaim } from './pass-windows.ts';
import { logAudit, requestFacts, writeAuditRow, type Log, type RequestContext } from './request-audit.ts';

export interface HandlerDependencies {
  verifyIdToken: (authorization: string | null) => Promise<VerifiedCaller>;
  /** Creates a pass for this user id and returns it with its lifetime; stops when the signal aborts. Called at most once per request. */
  createTemporaryAccessPass: (userId: string, signal: AbortSignal) => Promise<IssuedPass>;
  passWindows: PassWindows;
  audit: AuditLog;
  policy: PassPolicy;
  /** The clock (tests turn it). */
  now?: () => Date;
  /** Structured log; never given a token or a pass. */
  log?: Log;
  /** The request's deadline in ms (tests shorten it). */
  deadlineMs?: number;
  /** Time limits and retries of each storage call. */
  storagePolicy?: StoragePolicy;
}

interface Decision {
  response: Response;
  outcome: AuditOutcome;
  caller?: VerifiedCaller;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

function policyAnswer(refusal: PolicyRefusal, policy: PassPolicy): Pick<Decision, 'response' | 'outcome'> {
  switch (refusal.reason) {
    case 'claim_missing':
      return { outcome: 'claim_missing', response: answer.claimMissing(refusal.claims) };
    case 'signed_in_in_future':
      return { outcome: 'invalid_token', response: answer.invalidToken('The token was issued in the future.') };
    case 'stale_sign_in':
      return { outcome: 'stale_sign_in', response: answer.staleSignIn(policy.signInMaxAgeSeconds, policy.requiredAuthContext) };
    case 'auth_context_missing':
      return { outcome: 'auth_context_missing', response: answer.authContextMissing(policy.requiredAuthContext!) };
    case 'not_eligible':
      return { outcome: 'not_eligible', response: answer.notEligible() };
    case 'privileged_role':
      return { outcome: 'privileged_role', response: answer.privilegedRole() };
  }
}

function claimAnswer(claim: Exclude<WindowClaim, { granted: true }>): Pick<Decision, 'response' | 'outcome'> {
  switch (claim.reason) {
    case 'signed_out':
      return { outcome: 'signed_out', response: answer.signedOut() };
    case 'token_spent':
      return { outcome: 'token_spent', response: answer.tokenSpent() };
    case 'too_many_passes':
      return { outcome: 'too_many_passes', response: answer.tooManyPasses(claim.retryAfterSeconds) };
  }
}

export function createTempAccessPassHandler({
  verifyIdToken,
  createTemporaryAccessPass,
  passWindows,
  audit,
  policy,
  now = () => new Date(),
  log = () => {},
  deadlineMs = REQUEST_DEADLINE_MS,
  storagePolicy,
}: HandlerDependencies) {
  return async (request: Request, context?: RequestContext): Promise<Response> => {
    const time = now();
    const facts = requestFacts(request, context);
    const deadline = deadlineIn(deadlineMs);
    const call = storageCalls(deadline, storagePolicy);
    const entry = (outcome: AuditOutcome, status: number, caller?: VerifiedCaller): AuditEntry => ({
      time,
      requestId: facts.requestId,
      clientAddress: facts.clientAddress,
      userAgent: facts.userAgent,
      userId: caller?.oid,
      tokenId: caller?.tokenId,
      outcome,
      status,
    });
    const fields = (caller?: VerifiedCaller) => ({ requestId: facts.requestId, ...(caller ? { oid: caller.oid } : {}) });

    /** Steps 1 to 3: a refusal, or the caller with their window claimed. */
    async function decide(): Promise<Decision | { caller: VerifiedCaller; claim: Extract<WindowClaim, { granted: true }> }> {
      const { method } = ENDPOINTS.createTempAccessPass;
      if (request.method !== method) return { outcome: 'method_not_allowed', response: answer.methodNotAllowed(method) };

      let caller: VerifiedCaller;
      try {
        caller = await raceAbort(verifyIdToken(request.headers.get('Authorization')), deadline.signal, () => new DeadlinePassedError());
      } catch (error) {
        if (!(error instanceof InvalidIdTokenError)) {
          log('Could not check a sign-in', { ...fields(), error: errorName(error) });
          return { outcome: 'keys_unavailable', response: answer.keysUnavailable() };
        }
        log('Refused a pass request', { ...fields(), reason: error.message });
        return { outcome: 'invalid_token', response: answer.invalidToken(error.message) };
      }

      const refusal = refusalOf(caller, policy, time);
      if (refusal) {
        if (refusal.reason === 'claim_missing') {
          log('Refused a pass: the ID token lacks claims the app registration must add (see the README)', {
            ...fields(caller),
            claims: refusal.claims.join(','),
          });
        } else if (refusal.reason === 'privileged_role') {
          log('Refused a pass for a privileged account', { ...fields(caller), roles: refusal.roles.join(',') });
        }
        return { caller, ...policyAnswer(refusal, policy) };
      }

      let claim: WindowClaim;
      try {
        claim = await passWindows.claim(
          { userId: caller.oid, tokenId: caller.tokenId!, sessionId: caller.sessionId!, authTime: caller.authTime!, now: time },
          call,
        );
      } catch (error) {
        log('Could not reach the pass table', { ...fields(caller), error: errorName(error) });
        // A window write that may land after the answer must not lock the person out with no pass.
        if (error instanceof UncertainClaimError) await giveBackUncertain(error, caller);
        return { caller, outcome: 'storage_unavailable', response: answer.storageUnavailable() };
      }
      if (!claim.granted) return { caller, ...claimAnswer(claim) };
      return { caller, claim };
    }

    /** Gives the window back: no pass reached the person. Within the audit grace, so it is tried even just after the deadline. */
    async function giveBack(claim: Extract<WindowClaim, { granted: true }>, caller: VerifiedCaller): Promise<void> {
      try {
        await claim.release(storageCalls(deadlineIn(Math.max(deadline.remainingMs(), AUDIT_GRACE_MS)), storagePolicy));
      } catch (error) {
        log('Could not give back the pass window', { ...fields(caller), error: errorName(error) });
      }
    }

    /** Makes sure a window write whose answer was lost holds no window (pass-windows.ts), within the audit grace. */
    async function giveBackUncertain(uncertain: UncertainClaimError, caller: VerifiedCaller): Promise<void> {
      try {
        await uncertain.release(storageCalls(deadlineIn(Math.max(deadline.remainingMs(), AUDIT_GRACE_MS)), storagePolicy));
      } catch (error) {
        log('Could not release a pass window write that may still land', { ...fields(caller), error: errorName(error) });
      }
    }

    /** Steps 4 and 5. */
    async function issue(caller: VerifiedCaller, claim: Extract<WindowClaim, { granted: true }>): Promise<Decision> {
      // 4. No pass without its audit row.
      try {
        await audit.write(entry('creating_pass', 0, caller), call);
      } catch (error) {
        log('Could not write the audit row before creating a pass, so none was created', { ...fields(caller), error: errorName(error) });
        await giveBack(claim, caller);
        return { caller, outcome: 'storage_unavailable', response: answer.storageUnavailable() };
      }
      // 5. The pass, for the caller's own id only (from the verified token, never from the request), and
      // never started once the deadline has passed.
      try {
        if (deadline.passed()) throw new DeadlinePassedError();
        const { temporaryAccessPass, lifetimeInMinutes } = await raceAbort(
          createTemporaryAccessPass(caller.oid, deadline.signal),
          deadline.signal,
          () => new DeadlinePassedError(),
        );
        log('Created a Temporary Access Pass', fields(caller));
        return { caller, outcome: 'issued', response: answer.passCreated({ temporaryAccessPass, lifetimeInMinutes }) };
      } catch (error) {
        log('Graph did not create a pass', { ...fields(caller), error: errorName(error) });
        // No pass reached the person, so they may try again at once. Should Graph have made one whose
        // answer was lost (or came after the deadline), the next one replaces it: still one usable pass.
        await giveBack(claim, caller);
        return { caller, outcome: 'graph_failed', response: answer.graphFailed() };
      }
    }

    const decided = await decide();
    if ('claim' in decided) {
      const { caller, response, outcome } = await issue(decided.caller, decided.claim);
      const settled = entry(outcome, response.status, caller);
      logAudit(log, settled);
      if (outcome !== 'storage_unavailable') {
        // The row says `creating_pass` until this lands; if it cannot, that is still true.
        await audit
          .settle(settled, storageCalls(deadlineIn(Math.max(deadline.remainingMs(), AUDIT_GRACE_MS)), storagePolicy))
          .catch((error: unknown) => log('Could not settle the audit row', { ...fields(caller), outcome, error: errorName(error) }));
      }
      return response;
    }
    const { response, outcome, caller } = decided;
    await writeAuditRow(
      audit,
      entry(outcome, response.status, caller),
      storageCalls(deadlineIn(Math.max(deadline.remainingMs(), AUDIT_GRACE_MS)), storagePolicy),
      log,
    );
    return response;
  };
}
