/**
 * `POST /createStudentPass`: a member of staff gives a student a one-time Temporary Access Pass. Written
 * against the standard Fetch Request/Response, as create-temp-access-pass.ts: the Azure Functions
 * registration and the demo server wrap this one handler.
 *
 * The checks, in this order, each answered before the next is tried (nothing the browser says about who
 * may do what is believed; it only names the student and the lifetime):
 *  1. the route is configured, the method is POST, the staff member's ID token is valid    -> 503, 405, 401
 *  2. the body, read to at most 1 kB, names a student (an object id) and a lifetime within the school's
 *     range                                                                    -> 413 too_large, 400 invalid_request
 *  3. the token says: the claims are there, a recent authentication (`auth_time`), a staff app role
 *                                                -> 403 claim_missing, 401 stale_sign_in, 403 not_staff
 *  4. Graph: the staff member holds a role that may give passes (student-pass-roles.ts)   -> 403 no_pass_role
 *  5. Graph: the student exists, holds a student licence (the allow-list), holds no directory role (never
 *     staff or an admin), is not the caller, and, for a role scoped to administrative units, is in one
 *                    -> 404 student_not_found, 403 not_a_student / privileged_target / outside_scope
 *  6. the limits (student-pass-limits.ts): one pass per student per window, N per staff member per hour
 *                                                                     -> 429 student_has_pass / staff_pass_limit
 *  7. the audit row is written (`creating_pass`): no pass without it                        -> 503
 *  8. Graph creates the pass, once, never retried                                           -> 200, or 502 / 504
 * A Graph read that fails is 502 graph_failed; one that has not answered by the deadline is 504
 * graph_timeout. When no pass reached the staff member after step 6, the limits are given back.
 *
 * One deadline (deadline.ts) bounds every storage and Graph call; every request writes one audit row with
 * who asked, for whom, the outcome and the request id, and the log line of each. Never the pass, never the
 * token, in either.
 */
import { ENDPOINTS } from '@school-it-portal/function-contract/endpoints';
import { MAX_STUDENT_PASS_BYTES, type StudentPassRequest } from '@school-it-portal/function-contract/student-pass';
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
import { BodyTooLargeError, boundedText } from './bounded-body.ts';
import { GUID } from './guid.ts';
import { InvalidIdTokenError, type VerifiedCaller } from './id-token.ts';
import { CLOCK_TOLERANCE_SECONDS } from './pass-policy.ts';
import { logAudit, requestFacts, writeAuditRow, type Log, type RequestContext } from './request-audit.ts';
import * as said from './student-pass-answers.ts';
import type { StudentPassPolicy } from './student-pass-config.ts';
import type { StudentPassGraph } from './student-pass-graph.ts';
import type { LimitClaim, StudentPassLimits } from './student-pass-limits.ts';
import { coversStudent, passGivingScope } from './student-pass-roles.ts';

export interface StudentPassDependencies {
  verifyIdToken: (authorization: string | null) => Promise<VerifiedCaller>;
  graph: StudentPassGraph;
  limits: StudentPassLimits;
  audit: AuditLog;
  /** Undefined when the settings are missing or wrong: the route answers 503 not_configured. */
  policy: StudentPassPolicy | undefined;
  now?: () => Date;
  /** Structured log; never given a token or a pass. */
  log?: Log;
  deadlineMs?: number;
  storagePolicy?: StoragePolicy;
}

interface Decision {
  response: Response;
  outcome: AuditOutcome;
  caller?: VerifiedCaller;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

/** The body, or why it will not do (for the 400's message); BodyTooLargeError past MAX_STUDENT_PASS_BYTES. */
async function readBody(request: Request, range: { min: number; max: number }): Promise<StudentPassRequest | string> {
  const text = await boundedText(request, MAX_STUDENT_PASS_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The request is not JSON.';
  }
  const { studentId, lifetimeInMinutes } = (body ?? {}) as Record<string, unknown>;
  if (typeof studentId !== 'string' || !GUID.test(studentId)) return 'The request names no student.';
  if (typeof lifetimeInMinutes !== 'number' || !Number.isInteger(lifetimeInMinutes)) return 'The request gives no lifetime.';
  if (lifetimeInMinutes < range.min || lifetimeInMinutes > range.max)
    return `A pass lasts from ${range.min} to ${range.max} minutes at this school.`;
  return { studentId: studentId.toLowerCase(), lifetimeInMinutes };
}

/** What the token alone says against giving a pass (pure), or undefined. */
export function staffRefusalOf(
  caller: VerifiedCaller,
  policy: StudentPassPolicy,
  now: Date,
): { reason: 'claim_missing'; claims: string[] } | { reason: 'in_future' | 'stale_sign_in' | 'not_staff' } | undefined {
  const missing = [...(caller.authTime === undefined ? ['auth_time'] : []), ...(caller.roleTemplateIds === undefined ? ['wids'] : [])];
  if (missing.length > 0 || caller.authTime === undefined) return { reason: 'claim_missing', claims: missing };
  const toleranceMs = CLOCK_TOLERANCE_SECONDS * 1000;
  if (caller.issuedAt.getTime() - now.getTime() > toleranceMs || caller.authTime.getTime() - now.getTime() > toleranceMs)
    return { reason: 'in_future' };
  if (now.getTime() - caller.authTime.getTime() > policy.signInMaxAgeSeconds * 1000) return { reason: 'stale_sign_in' };
  if (!(caller.roles ?? []).some((role) => policy.staffRoles.includes(role))) return { reason: 'not_staff' };
  return undefined;
}

export function createStudentPassHandler({
  verifyIdToken,
  graph,
  limits,
  audit,
  policy,
  now = () => new Date(),
  log = () => {},
  deadlineMs = REQUEST_DEADLINE_MS,
  storagePolicy,
}: StudentPassDependencies) {
  return async (request: Request, context?: RequestContext): Promise<Response> => {
    const time = now();
    const facts = requestFacts(request, context);
    const deadline = deadlineIn(deadlineMs);
    const call = storageCalls(deadline, storagePolicy);
    let targetId: string | undefined;
    const entry = (outcome: AuditOutcome, status: number, caller?: VerifiedCaller): AuditEntry => ({
      time,
      requestId: facts.requestId,
      clientAddress: facts.clientAddress,
      userAgent: facts.userAgent,
      userId: caller?.oid,
      tokenId: caller?.tokenId,
      targetId,
      outcome,
      status,
    });
    const fields = (caller?: VerifiedCaller) => ({
      requestId: facts.requestId,
      ...(caller ? { oid: caller.oid } : {}),
      ...(targetId ? { targetId } : {}),
    });
    /** A Graph call within the deadline: a hang becomes DeadlinePassedError even if the call ignores its signal. */
    const withinDeadline = <T>(work: () => Promise<T>): Promise<T> =>
      deadline.passed() ? Promise.reject(new DeadlinePassedError()) : raceAbort(work(), deadline.signal, () => new DeadlinePassedError());
    const graphTrouble = (caller: VerifiedCaller, what: string, error: unknown): Decision => {
      const timedOut = error instanceof DeadlinePassedError || deadline.passed();
      log(timedOut ? `Graph did not answer in time: ${what}` : `Graph failed: ${what}`, { ...fields(caller), error: errorName(error) });
      return timedOut
        ? { caller, outcome: 'graph_timeout', response: said.graphTimeout() }
        : { caller, outcome: 'graph_failed', response: said.graphFailed() };
    };

    type Granted = { caller: VerifiedCaller; body: StudentPassRequest; claim: Extract<LimitClaim, { granted: true }> };

    /** Steps 1 to 6: a refusal, or the caller with the limits claimed. */
    async function decide(): Promise<Decision | Granted> {
      const { method } = ENDPOINTS.createStudentPass;
      if (!policy) return { outcome: 'not_configured', response: said.notConfigured() };
      if (request.method !== method) return { outcome: 'method_not_allowed', response: answer.methodNotAllowed(method) };

      let caller: VerifiedCaller;
      try {
        caller = await raceAbort(verifyIdToken(request.headers.get('Authorization')), deadline.signal, () => new DeadlinePassedError());
      } catch (error) {
        if (!(error instanceof InvalidIdTokenError)) {
          log('Could not check a sign-in', { ...fields(), error: errorName(error) });
          return { outcome: 'keys_unavailable', response: answer.keysUnavailable() };
        }
        return { outcome: 'invalid_token', response: answer.invalidToken(error.message) };
      }

      let body: StudentPassRequest | string;
      try {
        body = await raceAbort(readBody(request, policy.lifetimeMinutes), deadline.signal, () => new DeadlinePassedError());
      } catch (error) {
        if (error instanceof BodyTooLargeError) return { caller, outcome: 'too_large', response: said.tooLarge(error.maxBytes) };
        body = 'The request could not be read.';
      }
      if (typeof body === 'string') return { caller, outcome: 'invalid_request', response: said.invalidRequest(body) };
      targetId = body.studentId;

      const refusal = staffRefusalOf(caller, policy, time);
      if (refusal) {
        switch (refusal.reason) {
          case 'claim_missing':
            log('Refused a pass: the ID token lacks claims the app registration must add (see the README)', {
              ...fields(caller),
              claims: refusal.claims.join(','),
            });
            return { caller, outcome: 'claim_missing', response: said.claimMissing(refusal.claims) };
          case 'in_future':
            return { caller, outcome: 'invalid_token', response: answer.invalidToken('The token was issued in the future.') };
          case 'stale_sign_in':
            return { caller, outcome: 'stale_sign_in', response: said.staleStaffSignIn(policy.signInMaxAgeSeconds) };
          case 'not_staff':
            return { caller, outcome: 'not_staff', response: said.notStaff() };
        }
      }

      // 4. The staff member's role, by Graph and `wids`.
      let scope;
      try {
        const assignments = await withinDeadline(() => graph.roleAssignmentsOf(caller.oid, deadline.signal));
        scope = passGivingScope(caller.roleTemplateIds ?? [], assignments);
      } catch (error) {
        return graphTrouble(caller, "the staff member's roles", error);
      }
      if (scope.kind === 'none') return { caller, outcome: 'no_pass_role', response: said.noPassRole() };

      // 5. The student: on the allow-list, no role of their own, within the staff member's scope.
      if (body.studentId === caller.oid) return { caller, outcome: 'privileged_target', response: said.privilegedTarget() };
      try {
        const [licences, theirRoles] = await withinDeadline(() =>
          Promise.all([graph.licencesOf(body.studentId, deadline.signal), graph.roleAssignmentsOf(body.studentId, deadline.signal)]),
        );
        if (licences === null) return { caller, outcome: 'student_not_found', response: said.studentNotFound() };
        if (!licences.some((l) => policy.studentLicences.includes(l)))
          return { caller, outcome: 'not_a_student', response: said.notAStudent() };
        if (theirRoles.length > 0) {
          log('Refused a pass for an account that holds a directory role', { ...fields(caller), roles: theirRoles.length });
          return { caller, outcome: 'privileged_target', response: said.privilegedTarget() };
        }
        if (scope.kind === 'units') {
          const units = await withinDeadline(() => graph.administrativeUnitsOf(body.studentId, deadline.signal));
          if (!coversStudent(scope, units)) return { caller, outcome: 'outside_scope', response: said.outsideScope() };
        }
      } catch (error) {
        return graphTrouble(caller, 'the student', error);
      }

      // 6. The limits.
      let claim: LimitClaim;
      try {
        claim = await limits.claim({ staffId: caller.oid, studentId: body.studentId, now: time }, call);
      } catch (error) {
        log('Could not reach the pass limits table', { ...fields(caller), error: errorName(error) });
        return { caller, outcome: 'storage_unavailable', response: said.storageUnavailable() };
      }
      if (!claim.granted) {
        return claim.reason === 'student_has_pass'
          ? { caller, outcome: 'student_has_pass', response: said.studentHasPass(claim.retryAfterSeconds) }
          : { caller, outcome: 'staff_pass_limit', response: said.staffPassLimit(claim.retryAfterSeconds) };
      }
      return { caller, body, claim };
    }

    const graceCalls = () => storageCalls(deadlineIn(Math.max(deadline.remainingMs(), AUDIT_GRACE_MS)), storagePolicy);

    async function giveBack({ caller, claim }: Granted): Promise<void> {
      try {
        await claim.release(graceCalls());
      } catch (error) {
        log('Could not give back the pass limits', { ...fields(caller), error: errorName(error) });
      }
    }

    /** Steps 7 and 8. */
    async function issue(granted: Granted): Promise<Decision> {
      const { caller, body } = granted;
      try {
        await audit.write(entry('creating_pass', 0, caller), call);
      } catch (error) {
        log('Could not write the audit row before creating a pass, so none was created', { ...fields(caller), error: errorName(error) });
        await giveBack(granted);
        return { caller, outcome: 'storage_unavailable', response: said.storageUnavailable() };
      }
      try {
        const pass = await withinDeadline(() => graph.createPass(body.studentId, body.lifetimeInMinutes, deadline.signal));
        const starts =
          pass.startDateTime && !Number.isNaN(Date.parse(pass.startDateTime)) ? Date.parse(pass.startDateTime) : time.getTime();
        log('Created a Temporary Access Pass for a student', fields(caller));
        return {
          caller,
          outcome: 'issued',
          response: said.studentPassCreated({
            temporaryAccessPass: pass.temporaryAccessPass,
            lifetimeInMinutes: pass.lifetimeInMinutes,
            expiresAt: new Date(Math.max(starts, time.getTime()) + pass.lifetimeInMinutes * 60_000).toISOString(),
            isUsableOnce: true,
          }),
        };
      } catch (error) {
        // No pass reached anyone: the limits are given back. Should Graph have made one whose answer was
        // lost, the next one replaces it.
        await giveBack(granted);
        return graphTrouble(caller, 'creating the pass', error);
      }
    }

    const decided = await decide();
    if ('claim' in decided) {
      const { caller, response, outcome } = await issue(decided);
      const settled = entry(outcome, response.status, caller);
      logAudit(log, settled);
      if (outcome !== 'storage_unavailable') {
        // The row says `creating_pass` until this lands; if it cannot, that is still true.
        await audit
          .settle(settled, graceCalls())
          .catch((error: unknown) => log('Could not settle the audit row', { ...fields(caller), outcome, error: errorName(error) }));
      }
      return response;
    }
    const { response, outcome, caller } = decided;
    await writeAuditRow(audit, entry(outcome, response.status, caller), graceCalls(), log);
    return response;
  };
}
