import { useGuideModule } from '../../shared/content/content-context';
import { stepButtons } from '../../shared/content/derive/steps';
import type { GuideEntry, StepMeta } from '../../shared/content/schema/manifest';
import { EditStepLink } from './EditStepLink';
import { GuideAssetsContext } from './guide-assets';
import { kitComponents } from './kit/kit-components';
import { useFocusOnChange } from '../../shared/ui/use-focus-on-change';
import { useQueryNumber } from './use-query-number';

interface GuideStepsProps {
  guide: GuideEntry;
  /** The steps this viewer sees (derived from the content, platform and roles). */
  steps: StepMeta[];
  /** 2 on a guide's own screen; 3 inside the Setup Guide. */
  headingLevel: 2 | 3;
}

/** A `layout: steps` guide: one step per screen, "Step N of M", Previous Step / Next Step. */
export function GuideSteps({ guide, steps, headingLevel }: GuideStepsProps) {
  const module = useGuideModule(guide.id);
  const [step, goTo] = useQueryNumber('step', steps.length);
  const heading = useFocusOnChange<HTMLHeadingElement>(step);

  const meta = steps[step - 1];
  if (!meta) return <p className="notice">There are no steps for your device in this guide.</p>;
  const Step = module.steps[meta.file];
  const buttons = stepButtons(step, steps.length);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <GuideAssetsContext value={module.images}>
      <section className="guide-step" aria-labelledby={`step-heading-${guide.id}`}>
        <p className="step-counter">
          Step {step} of {steps.length}
        </p>
        <Heading id={`step-heading-${guide.id}`} ref={heading} tabIndex={-1} className="step-title">
          {meta.title}
        </Heading>
        <div className="step-content">{Step && <Step components={kitComponents(headingLevel - 2)} />}</div>
        <EditStepLink guideId={guide.id} file={meta.file} title={meta.title} />
        <div className="step-nav">
          {buttons.previous && (
            <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)}>
              Previous Step
            </button>
          )}
          {buttons.next && (
            <button type="button" className="button step-next" onClick={() => goTo(step + 1)}>
              Next Step
            </button>
          )}
        </div>
      </section>
    </GuideAssetsContext>
  );
}

/** A `layout: page` guide: every part on one screen, each under its own heading, no counter. */
export function GuidePageParts({ guide, steps, headingLevel }: GuideStepsProps) {
  const module = useGuideModule(guide.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <GuideAssetsContext value={module.images}>
      {steps.map((meta) => {
        const Part = module.steps[meta.file];
        return (
          <section key={meta.file} className="guide-part">
            <Heading>{meta.title}</Heading>
            {Part && <Part components={kitComponents(headingLevel - 2)} />}
            <EditStepLink guideId={guide.id} file={meta.file} title={meta.title} />
          </section>
        );
      })}
    </GuideAssetsContext>
  );
}
