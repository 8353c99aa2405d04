import { Suspense, useMemo } from 'react';
import { asksOwner, guideAccess } from '../../shared/content/derive/access';
import { visibleSteps } from '../../shared/content/derive/steps';
import type { Viewer } from '../../shared/user/viewer';
import type { GuideEntry } from '../../shared/content/schema/manifest';
import { LoadingStatus } from '../../shared/ui/LoadingStatus';
import { usePrinting } from '../../shared/ui/use-printing';
import { trackedOf } from '../../shared/progress/derive';
import { progressKey } from '../../shared/progress/progress';
import { deviceNote } from '../../shared/content/derive/guide-notes';
import { DeviceNotCovered } from '../../shared/content/DeviceNotCovered';
import { OwnerAnswer, OwnerQuestion } from './OwnerQuestion';
import { usePlatform } from '../../shared/platform/PlatformProvider';
import { GuideLoadBoundary } from './GuideLoadBoundary';
import { GuideMessage } from './GuideMessage';
import { StepNav, type GuideEnds } from './StepNav';
import { GuidePrintSteps } from './GuidePrintSteps';
import { GuidePageParts, GuideSteps } from './GuideSteps';
import { useGuideProgress, useRecordShown } from './use-guide-progress';

interface GuideContentProps {
  guide: GuideEntry;
  viewer: Viewer;
  variant?: string;
  headingLevel: 2 | 3;
  /** Show the list of all steps beside (or above) a step-by-step guide's step. */
  outline?: boolean;
  /**
   * What lies past the guide's ends: Finish on a guide's own screen; the parts before and after in the Setup
   * Guide, where a single page or a message is one screen with the same buttons.
   */
  ends?: GuideEnds;
}

/**
 * A guide's content for this viewer: only the licence or platform message when it does not apply to them,
 * otherwise its steps (or parts), loaded from the guide's own chunk; when printed, every step at once. What is
 * shown counts as progress: each step, the one screen of a single page (once its parts are there), or the
 * message.
 */
export function GuideContent({ guide, viewer, variant, headingLevel, outline, ends }: GuideContentProps) {
  const printing = usePrinting();
  const access = guideAccess(guide, viewer);
  // The viewer's steps, worked out once a render: the screen shows them and progress counts them.
  const steps = useMemo(() => visibleSteps(guide, viewer, variant), [guide, viewer, variant]);
  const followable = access.kind === 'ok';
  const tracked = useMemo(() => trackedOf(guide, followable, steps), [guide, followable, steps]);
  const { uncovered, devices } = usePlatform();
  const asking = access.kind === 'ok' && asksOwner(guide, viewer);
  const progress = useGuideProgress(progressKey(guide.id, viewer.platform, variant), tracked);
  useRecordShown(progress.record, access.kind !== 'ok' && !uncovered ? 1 : null);
  // On a device the school's guides do not cover, no other device's steps unless asked for.
  if (uncovered) return <DeviceNotCovered headingLevel={headingLevel} />;
  // A guide for one owner's devices asks whose this one is, once, before its steps or its message.
  if (asking) return <OwnerQuestion headingLevel={headingLevel} />;
  // A single page or a message is one screen: past it, only what lies beyond its ends.
  const oneScreenNav = ends && <StepNav step={1} total={1} ends={ends} onMove={() => {}} onFinish={progress.finish} />;
  if (access.kind !== 'ok') {
    return (
      <>
        <GuideMessage access={access} guide={guide} viewer={viewer} />
        {oneScreenNav}
      </>
    );
  }
  const note = deviceNote(guide, viewer, devices);
  return (
    <>
      {note && <p className="notice device-note">{note}</p>}
      {guide.ownership && <OwnerAnswer />}
      <GuideLoadBoundary>
        <Suspense fallback={<LoadingStatus>Loading the guide…</LoadingStatus>}>
          {guide.layout === 'page' ? (
            <>
              <GuidePageParts
                guide={guide}
                viewer={viewer}
                variant={variant}
                steps={steps}
                headingLevel={headingLevel}
                progress={progress}
              />
              {oneScreenNav}
            </>
          ) : printing ? (
            <GuidePrintSteps guide={guide} steps={steps} headingLevel={headingLevel} />
          ) : (
            <GuideSteps
              guide={guide}
              viewer={viewer}
              variant={variant}
              steps={steps}
              headingLevel={headingLevel}
              progress={progress}
              outline={outline}
              ends={ends}
            />
          )}
        </Suspense>
      </GuideLoadBoundary>
    </>
  );
}
