/**
 * What the Guide health page shows, from the function's answer and the content: each reported step with
 * its guide's title, its current title and file, where it opens, its edit link and the support code that
 * opens it in Preview as…; and the guides whose `reviewed:` day is older than a threshold. Pure.
 */
import type { HealthStep } from '@school-it-portal/function-contract/guide-health';
import { inAudience } from '../../shared/content/derive/access';
import { guideEditUrl, stepEditUrl } from '../../shared/content/derive/edit-url';
import { daysSince } from '../../shared/content/derive/reviewed';
import { visibleSteps } from '../../shared/content/derive/steps';
import { encodeSupportCode, type CodeContent } from '../../shared/content/derive/support-code';
import type { GuideEntry, StepMeta } from '../../shared/content/schema/manifest';
import { STEP_FILE } from '../../shared/patterns';
import type { PreviewDevice } from '../../shared/user/preview';
import { everyAudience, type SchoolRoles } from '../../shared/user/roles';

export interface StepRow extends HealthStep {
  key: string;
  guideTitle: string;
  /** The step's title now, if the guide still has it. */
  title?: string;
  /** Its variant's name ("Laptop Steps"). */
  variantName?: string;
  /** Where it opens on this platform (Windows and Mac; an iPhone's screen opens through Preview as…). */
  openPath?: string;
  /** Its file in GitHub's editor, when the settings name the repository. */
  editUrl?: string;
  /** The code that opens it in Preview as…, as a person who reported it saw it. */
  previewCode?: string;
}

const slugOf = (file: string) => STEP_FILE.exec(file)?.[2] ?? file;

/** A guide's step by its name and variant, if it still has it. */
function stepNamed(guide: GuideEntry, name: string, variant: string | undefined): StepMeta | undefined {
  return guide.steps.find((s) => slugOf(s.file) === name && (s.variant ?? undefined) === (variant || undefined));
}

/** The first kind of user who sees that step (its place in what they see), for a code to preview it with. */
function placeFor(
  guide: GuideEntry,
  file: string | undefined,
  device: PreviewDevice,
  variant: string | undefined,
  schoolRoles: SchoolRoles,
) {
  const platform = device === 'mac' ? 'mac' : 'windows';
  for (const roles of everyAudience(schoolRoles)) {
    if (!inAudience(guide, roles)) continue;
    if (!file) return { roles, number: 1 };
    const index = visibleSteps(guide, { platform, roles }, variant).findIndex((s) => s.file === file);
    if (index >= 0) return { roles, number: index + 1 };
  }
  return undefined;
}

const variantNameOf = (guide: GuideEntry | undefined, variant: string | undefined) =>
  variant && (guide?.variants?.find((v) => v.id === variant)?.showLabel.replace(/^show\s+/i, '') ?? variant);

export function stepRows(steps: readonly HealthStep[], content: CodeContent, editUrl: string | undefined): StepRow[] {
  const { guides } = content;
  return steps.map((row) => {
    const guide = guides.find((g) => g.id === row.guide);
    const key = [row.guide, row.stepName, row.platform, row.variant ?? ''].join('/');
    if (!guide) return { ...row, key, guideTitle: row.guide };
    const page = guide.layout === 'page' || row.stepName === 'page';
    const meta = page ? undefined : stepNamed(guide, row.stepName, row.variant);
    const place = placeFor(guide, meta?.file, row.platform, row.variant, content.roles);
    const number = place?.number ?? row.step;
    const query = new URLSearchParams();
    if (!page) query.set('step', String(number));
    query.set('platform', row.platform);
    if (row.variant) query.set('variant', row.variant);
    const code =
      row.supportCode ??
      (place
        ? encodeSupportCode(content, { guideId: guide.id, step: number, device: row.platform, variant: row.variant, roles: place.roles })
        : null);
    const variantName = variantNameOf(guide, row.variant);
    return {
      ...row,
      key,
      step: page ? 1 : number,
      guideTitle: guide.title,
      ...(meta ? { title: meta.title } : {}),
      ...(variantName ? { variantName } : {}),
      ...(row.platform !== 'iphone' && (page || meta) ? { openPath: `${guide.route}?${query}` } : {}),
      ...(editUrl && meta ? { editUrl: stepEditUrl(editUrl, guide.id, meta.file) } : {}),
      ...(editUrl && page && guide.steps[0] ? { editUrl: stepEditUrl(editUrl, guide.id, guide.steps[0].file) } : {}),
      ...(code ? { previewCode: code } : {}),
    };
  });
}

export interface StaleGuide {
  guide: GuideEntry;
  /** Its `reviewed:` day, if it has one. */
  reviewed?: string;
  /** Days since then. */
  days?: number;
  editUrl?: string;
}

/** Guides (not tools) never checked, or checked more than `thresholdDays` ago: never-checked first, then oldest first. */
export function staleGuides(guides: readonly GuideEntry[], today: Date, thresholdDays: number, editUrl: string | undefined): StaleGuide[] {
  return guides
    .filter((g) => g.layout !== 'tool')
    .map((guide) => ({
      guide,
      ...(guide.reviewed ? { reviewed: guide.reviewed, days: daysSince(guide.reviewed, today) } : {}),
      ...(editUrl ? { editUrl: guideEditUrl(editUrl, guide.id) } : {}),
    }))
    .filter((g) => g.days === undefined || g.days > thresholdDays)
    .sort((a, b) => (b.days ?? Infinity) - (a.days ?? Infinity) || a.guide.title.localeCompare(b.guide.title));
}
