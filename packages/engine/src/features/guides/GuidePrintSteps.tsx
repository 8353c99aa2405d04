import type { GuideEntry, StepMeta } from '../../shared/content/schema/manifest';
import { useGuideModule } from '../../shared/content/content-context';
import { GuideAssetsContext } from './guide-assets';
import { kitComponents } from './kit/kit-components';

/**
 * A `layout: steps` guide as it prints: every step this viewer sees (their platform and variant), each under
 * its number and title, one after another (the print stylesheet starts each on a new page).
 */
export function GuidePrintSteps({ guide, steps, headingLevel }: { guide: GuideEntry; steps: StepMeta[]; headingLevel: 2 | 3 }) {
  const module = useGuideModule(guide.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <GuideAssetsContext value={module.images}>
      {steps.map((meta, index) => {
        const Step = module.steps[meta.file];
        return (
          <section key={meta.file} className="print-step">
            <Heading>
              Step {index + 1} of {steps.length}: {meta.title}
            </Heading>
            {Step && <Step components={kitComponents(headingLevel - 2)} />}
          </section>
        );
      })}
    </GuideAssetsContext>
  );
}
