/**
 * Test isolation for the cloud function's "one pass per person per window" in the demo tenant (dev and
 * preview servers only; the Function App has nothing of the kind). A request carrying the
 * `demo-pass-window-scope` cookie gets windows of its own: `<scope>_<oid>` instead of `<oid>`. The e2e
 * sign-in helper gives each test's browser context a new random scope, so tests running in parallel, or a
 * test retried, never find a window an earlier one left. Without the cookie (a person trying `npm start`)
 * the window is per person, exactly as in production.
 */
import type { IncomingMessage } from 'node:http';
import type { PassWindows } from '@school-it-portal/function-app/src/pass-windows.ts';
import type { StudentPassLimits } from '@school-it-portal/function-app/src/student-pass-limits.ts';
import { cookieValue } from './http.ts';

export const PASS_WINDOW_SCOPE_COOKIE = 'demo-pass-window-scope';

export function passWindowScopeOf(req: IncomingMessage): string | undefined {
  return cookieValue(req, PASS_WINDOW_SCOPE_COOKIE);
}

/** The same windows (and sign-outs), keyed within `scope` (or unchanged without one). */
export function scopedPassWindows(windows: PassWindows, scope: string | undefined): PassWindows {
  if (!scope) return windows;
  return {
    claim: (request, call) => windows.claim({ ...request, userId: `${scope}_${request.userId}` }, call),
    recordSignOut: (request, call) => windows.recordSignOut({ ...request, userId: `${scope}_${request.userId}` }, call),
  };
}

/** The limits on passes staff give students, keyed within `scope` too, for the same reason. */
export function scopedStudentPassLimits(limits: StudentPassLimits, scope: string | undefined): StudentPassLimits {
  if (!scope) return limits;
  return {
    claim: (request, call) =>
      limits.claim({ ...request, staffId: `${scope}_${request.staffId}`, studentId: `${scope}_${request.studentId}` }, call),
  };
}
