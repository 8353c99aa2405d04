import { conditionMatches } from '../schema/condition.ts';
import type { GuideEntry, StepMeta } from '../schema/manifest.ts';
import type { Viewer } from '../../user/viewer.ts';

/** Whether a step is for a person with these roles: its `roles` condition, or everyone when it has none. */
export function stepForRoles(step: Pick<StepMeta, 'roles'>, roles: readonly string[]): boolean {
  return !step.roles || conditionMatches(step.roles, roles);
}

/** The steps a viewer sees, in order: filtered by platform, roles and (for guides with variants) variant. */
export function visibleSteps(guide: Pick<GuideEntry, 'steps'>, viewer: Pick<Viewer, 'platform' | 'roles'>, variant?: string): StepMeta[] {
  return guide.steps.filter(
    (step) =>
      (!step.platforms || step.platforms.includes(viewer.platform)) &&
      stepForRoles(step, viewer.roles) &&
      (variant === undefined || step.variant === variant),
  );
}

/**
 * The step the URL asks for, kept within 1..total. `canonical` is false when the URL should be rewritten
 * (junk, out of range, or `01` for `1`), so a shared link always shows the number it lands on. With no step
 * in the URL, `resumeAt` (where the person left off, 1 by default), written into the URL unless it is 1.
 */
export function stepFromQuery(raw: string | null, total: number, resumeAt = 1): { step: number; canonical: boolean } {
  const max = Math.max(1, total);
  if (raw === null) {
    const step = Math.min(max, Math.max(1, Math.trunc(resumeAt) || 1));
    return { step, canonical: step === 1 };
  }
  const parsed = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  const step = Number.isNaN(parsed) ? 1 : Math.min(max, Math.max(1, parsed));
  return { step, canonical: String(step) === raw };
}
