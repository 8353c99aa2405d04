import { useState } from 'react';
import { useFocusOnChange } from '../../shared/ui/use-focus-on-change';
import { useNavigate } from 'react-router-dom';
import { EditContentLink } from '../../shared/content/EditContentLink';
import { useManifest } from '../../shared/content/content-context';
import { setupGuideEnds } from '../../shared/content/derive/step-nav';
import { trackedSteps } from '../../shared/progress/derive';
import { finishedState } from '../../shared/progress/finished-notice';
import { setupGuideChecklist, setupGuideResumeItem } from '../../shared/progress/setup-guide-progress';
import { useProgress } from '../../shared/progress/use-progress';
import { initialVariant } from '../../shared/content/derive/variants';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { GuideContent } from './GuideContent';
import { OwnerAnswer, OwnerQuestion } from './OwnerQuestion';
import { DeviceAnswer } from './DeviceAnswer';
import { asksOwner } from '../../shared/content/derive/access';
import { GuideNoticesSlot } from './kit/feature-slots';
import { StepOutline } from './StepOutline';
import type { GuideEnds } from './StepNav';
import { useQueryNumber } from './use-query-number';
import { useViewer } from '../../shared/content/use-viewer';

/** What home says when the Setup Guide's Complete is pressed: finished, or which parts are still to do. */
function completeMessage(items: readonly { name: string; done: boolean }[], current: number): string {
  const left = items.filter((it, i) => !it.done && i !== current - 1).map((it) => it.name);
  return left.length === 0
    ? "You've finished the Setup Guide: every part is done."
    : `You've reached the end of the Setup Guide. Still to finish: ${left.join(', ')}.`;
}

/**
 * The Setup Guide (/guide): one screen at a time from the content's sequence (`?item=N`, and that screen's
 * own `&step=M`). One Next walks the part's steps, then goes on to the next part, named; the last is
 * "Complete". Passing a part with Next is what makes it done. The checklist of every part, done ones
 * ticked, is the secondary way to jump: a jump leaves the part it leaves as it was (not done). Opened with
 * no item, it goes to the first part not done.
 */
export function SetupGuidePage() {
  const manifest = useManifest();
  const { setupGuide } = manifest;
  useDocumentTitle(setupGuide.title);
  const viewer = useViewer();
  const navigate = useNavigate();
  const progress = useProgress();
  const items = setupGuideChecklist(manifest, viewer, progress?.record ?? {});
  // Decided once per visit, as a guide's resume step is (see GuideSteps).
  const [resumeAt] = useState(() => setupGuideResumeItem(items));
  const [item, goTo] = useQueryNumber('item', items.length, resumeAt);
  const heading = useFocusOnChange<HTMLHeadingElement>(item);

  // Whose device it is decides which parts there are, so the answer (and a way to change it) stays in view.
  const dependsOnOwner = setupGuide.sequence.some((id) => manifest.guides.some((g) => g.id === id && g.ownership));
  const current = items[item - 1];
  const previous = items[item - 2];
  const labels = setupGuideEnds(items, item);
  const { afterTarget } = labels;
  const ends: GuideEnds = {
    before:
      previous && labels.before
        ? {
            label: labels.before,
            // Back to the previous part's last step: the one a person came from.
            go: () => {
              const { total } = trackedSteps(previous.guide, viewer, initialVariant(previous.guide, viewer));
              void navigate({ search: `?item=${item - 1}${total > 1 ? `&step=${total}` : ''}` });
            },
          }
        : null,
    after: {
      label: labels.after,
      go: () => {
        if (afterTarget.kind === 'home') void navigate('/', { state: finishedState(completeMessage(items, item)) });
        else goTo(afterTarget.item, ['step']);
      },
    },
  };
  return (
    <section className="page guide setup-guide">
      <h1>{setupGuide.heading}</h1>
      {/* What the Setup Guide needs to know: the device (detected, and changeable here) and whose it is. */}
      <DeviceAnswer />
      {dependsOnOwner && <OwnerAnswer />}
      {/* Asked before the first part when a part depends on it: which parts there are follows from it. */}
      {items.some((it) => asksOwner(it.guide, viewer)) ? (
        <OwnerQuestion why="Some parts of the Setup Guide are only for school devices, so it needs to know before you start. You can change your answer later." />
      ) : current ? (
        <div className="guide-layout">
          <StepOutline
            label="All parts"
            entries={items.map((it, i) => ({ title: it.name, to: { search: `?item=${i + 1}` }, done: it.done }))}
            current={item}
          />
          <div className="setup-guide-item">
            <p className="step-counter">
              Part {item} of {items.length}
            </p>
            <h2 ref={heading} tabIndex={-1}>
              {current.guide.title}
            </h2>
            <GuideNoticesSlot guideId={current.guide.id} />
            <GuideContent
              key={current.guide.id}
              guide={current.guide}
              viewer={viewer}
              variant={initialVariant(current.guide, viewer)}
              headingLevel={3}
              ends={ends}
            />
          </div>
        </div>
      ) : (
        <p className="notice">There is nothing in the Setup Guide for you yet.</p>
      )}
      <EditContentLink path="setup-guide.yaml" label="Edit the Setup Guide's parts" about="their order and names, in setup-guide.yaml" />
    </section>
  );
}
