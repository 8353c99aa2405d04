/**
 * Who the pass was for when the function asked for a recent sign-in: kept in the tab's sessionStorage
 * across the trip to the sign-in page, so the teacher comes back to the same student, asked again (the
 * pass is never created without a new Give pass). Kept until the teacher acts on it (gives the pass, starts
 * again or searches), since the tool may be drawn more than once as the portal starts.
 */
import type { Student } from '../../shared/students/student-search';

const KEY = 'portal.studentPass.afterSignIn';

export interface PendingPass {
  student: Student;
  minutes: number;
}

export function rememberForSignIn(pending: PendingPass): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (a private window's quota): the teacher searches again after signing in.
  }
}

export function forgetAfterSignIn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The student and lifetime of before the sign-in; null when there is none (or it is unreadable). */
export function pendingAfterSignIn(): PendingPass | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<PendingPass>;
    const student = value.student;
    if (typeof student?.id !== 'string' || typeof student.displayName !== 'string' || typeof value.minutes !== 'number') return null;
    return { student, minutes: value.minutes };
  } catch {
    return null;
  }
}
