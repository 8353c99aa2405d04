/**
 * A warning when school.yaml says who reads reports and for how long (`reports:`) but the content has no
 * Guide Health: the portal then sends no reports at all (src/shared/content/derive/reports-read.ts), so
 * what `reports:` would tell students is never shown. A warning, not an error: the portal works either way.
 */
import { reportsAreRead } from '../../../src/shared/content/derive/reports-read.ts';
import type { ContentManifest } from '../../../src/shared/content/schema/manifest.ts';
import type { Finding } from '../check/output-format.ts';
import { lineOfPath } from '../check/yaml-lines.ts';

export function unreadReportsWarnings(
  manifest: Pick<ContentManifest, 'school' | 'guides'>,
  schoolYaml: { file: string; text: string },
): Finding[] {
  if (!manifest.school.reports || reportsAreRead(manifest)) return [];
  return [
    {
      file: schoolYaml.file,
      line: lineOfPath(schoolYaml.text, ['reports']),
      severity: 'warning',
      message:
        'reports: says who reads what students report, but no guide is Guide Health, so the portal sends no reports and never shows this.',
      hint: 'Add the Guide Health guide (a guide.yaml with layout: tool and tool: guide-health; see "What students report, and Guide Health" in the authors\' guide), or remove reports: from school.yaml.',
    },
  ];
}

/** The line after the warning. */
export const UNREAD_REPORTS_SUMMARY = 'A setting of school.yaml has no effect (a warning: the check still passes).';
