/**
 * Build time: `report-subjects.json` at the site's root, the guides and steps the portal publishes, which
 * the report function checks each report against (its REPORTS_SUBJECTS_URL setting names this file on the
 * site's origin). Every guide, whoever it is for: the site already serves their ids and step names to
 * every visitor in its content, so the file tells nobody more. The demo tenant serves the same list
 * (reportSubjectsOf) from the content it loads.
 */
import { PAGE_STEP_NAME, REPORT_SUBJECTS_FILE, type ReportSubjects } from '@school-it-portal/function-contract/report-subjects';
import type { Plugin, ResolvedConfig } from 'vite';
import type { GuideEntry } from '../../src/shared/content/schema/manifest.ts';
import { stepNames } from '../../src/shared/progress/derive.ts';
import { contentPluginApi } from '../content/plugin/plugin.ts';

/** The published guides, each with its step names (and `page`, its one-screen name) and its variants' ids. Pure. */
export function reportSubjectsOf(guides: readonly Pick<GuideEntry, 'id' | 'steps' | 'variants'>[]): ReportSubjects {
  return {
    version: 1,
    guides: Object.fromEntries(
      guides.map((guide) => [
        guide.id,
        {
          steps: [...new Set([PAGE_STEP_NAME, ...stepNames(guide.steps.map((step) => step.file))])],
          variants: (guide.variants ?? []).map((variant) => variant.id),
        },
      ]),
    ),
  };
}

export function reportSubjectsFile(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'portal:report-subjects',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const manifest = (await contentPluginApi(config!)?.loadedContent())?.manifest;
      if (!manifest) throw new Error('The report subjects need the content plugin and valid content.');
      this.emitFile({ type: 'asset', fileName: REPORT_SUBJECTS_FILE, source: `${JSON.stringify(reportSubjectsOf(manifest.guides))}\n` });
    },
  };
}
