import { useState } from 'react';
import { useGuideModule } from '../../shared/content/content-context';
import type { GuideEntry, StepMeta } from '../../shared/content/schema/manifest';
import { EditStepLink } from './EditStepLink';
import { ProgressBar } from './ProgressBar';
import { ResumeNotice } from './ResumeNotice';
import { StepOutline } from './StepOutline';
import { StepNav, type GuideEnds } from './StepNav';
import { useRecordShown, type GuideProgressState } from './use-guide-progress';
import { GuideAssetsContext } from './guide-assets';
import { kitComponents } from './kit/kit-components';
import { useFocusOnChange } from '../../shared/ui/use-focus-on-change';
import { useQueryNumber } from './use-query-number';
import { StepHelp } from './StepHelp';
import type { Viewer } from '../../shared/user/viewer';

interface GuideStepsProps {
  guide: GuideEntry;
  /** Who the steps are shown to (their support code and phone address say so). */
  viewer: Viewer;
  variant?: string;
  /** The steps this viewer sees (derived from the content, platform and roles). */
  steps: StepMeta[];
  /** 2 on a guide's own screen; 3 inside the Setup Guide. */
  headingLevel: 2 | 3;
  /** The viewer's progress in this guide: where it reopens, which steps are done. */
  progress: GuideProgressState;
  /** Show the list of all steps and a progress bar (a guide's own screen; the Setup Guide has its checklist). */
  outline?: boolean;
  /** What lies past the first and last step (Finish; the Setup Guide's parts). */
  ends?: GuideEnds;
}

/** A `layout: steps` guide: one step per screen, "Step N of M", Previous Step / Next Step, and what lies past its ends. */
export function GuideSteps({ guide, viewer, variant, steps, headingLevel, progress, outline, ends }: GuideStepsProps) {
  const module = useGuideModule(guide.id);
  // Where the guide reopened (its address named no step), kept for this visit: Back to that address
  // shows the same step rather than wherever the person has got to since.
  const [resumeAt] = useState(progress.resumeAt);
  const [noticeShown, setNoticeShown] = useState(resumeAt > 1);
  const [step, goTo, linkTo] = useQueryNumber('step', steps.length, resumeAt);
  const heading = useFocusOnChange<HTMLHeadingElement>(step);
  const meta = steps[step - 1];
  useRecordShown(progress.record, meta ? step : null);

  if (!meta) return <p className="notice">There are no steps for your device in this guide.</p>;
  const Step = module.steps[meta.file];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const move = (to: number) => {
    setNoticeShown(false);
    goTo(to);
  };
  const startAgain = () => {
    progress.startAgain();
    move(1);
  };
  const section = (
    <section className="guide-step" aria-labelledby={`step-heading-${guide.id}`}>
      {noticeShown && step === resumeAt && <ResumeNotice step={step} total={steps.length} onStartAgain={startAgain} />}
      <p className="step-counter">
        Step {step} of {steps.length}
      </p>
      {outline && <ProgressBar value={step} max={steps.length} />}
      <Heading id={`step-heading-${guide.id}`} ref={heading} tabIndex={-1} className="step-title">
        {meta.title}
      </Heading>
      <div className="step-content">{Step && <Step components={kitComponents(headingLevel - 2)} />}</div>
      {/* Next first: on a phone it stays on the first screen; help for the step comes after it. */}
      <StepNav step={step} total={steps.length} ends={ends} onMove={move} onFinish={progress.finish} />
      <StepHelp guide={guide} viewer={viewer} variant={variant} step={step} />
      <EditStepLink guideId={guide.id} file={meta.file} title={meta.title} />
    </section>
  );
  if (!outline) return <GuideAssetsContext value={module.images}>{section}</GuideAssetsContext>;
  const entries = steps.map((s, i) => ({ title: s.title, to: linkTo(i + 1), done: progress.seen.includes(i + 1) }));
  return (
    <GuideAssetsContext value={module.images}>
      <div className="guide-layout">
        <StepOutline label="All steps" entries={entries} current={step} onSelect={() => setNoticeShown(false)} />
        {section}
      </div>
    </GuideAssetsContext>
  );
}

/** A `layout: page` guide: every part on one screen, each under its own heading, no counter. */
export function GuidePageParts({ guide, viewer, variant, steps, headingLevel, progress }: GuideStepsProps) {
  const module = useGuideModule(guide.id);
  useRecordShown(progress.record, steps.length > 0 ? 1 : null);
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
      {steps.length > 0 && <StepHelp guide={guide} viewer={viewer} variant={variant} />}
    </GuideAssetsContext>
  );
}
