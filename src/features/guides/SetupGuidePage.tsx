import { useState } from 'react';
import { useFocusOnChange } from '../../shared/ui/use-focus-on-change';
import { useNavigate } from 'react-router-dom';
import { useManifest } from '../../shared/content/content-context';
import { setupGuideNav } from '../../shared/content/derive/setup-guide';
import { setupGuideChecklist, setupGuideResumeItem } from '../../shared/progress/setup-guide-progress';
import { useProgress } from '../../shared/progress/use-progress';
import { initialVariant } from '../../shared/content/derive/variants';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { GuideContent } from './GuideContent';
import { StepOutline } from './StepOutline';
import { useQueryNumber } from './use-query-number';
import { useViewer } from '../../shared/content/use-viewer';

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <span aria-hidden="true" className="arrow">
      {direction === 'previous' ? '←' : '→'}
    </span>
  );
}

/**
 * The Setup Guide (/guide): one screen at a time from the content's sequence (`?item=N`, and that screen's
 * own `&step=M`). The buttons are named after the previous and next screens; the last one is "Complete".
 * Its checklist shows every item, done ones ticked; opened with no item, it goes to the first not done.
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

  const current = items[item - 1];
  const nav = setupGuideNav(items, item);
  const next = () => {
    if (nav.nextTarget.kind === 'home') void navigate('/');
    else goTo(nav.nextTarget.item, ['step']);
  };
  return (
    <section className="page guide setup-guide">
      <h1>{setupGuide.heading}</h1>
      {current ? (
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
            <GuideContent
              key={current.guide.id}
              guide={current.guide}
              viewer={viewer}
              variant={initialVariant(current.guide, viewer)}
              headingLevel={3}
            />
            <nav className="item-nav" aria-label="Previous and next part">
              {nav.previous !== null && (
                <button type="button" className="button button-secondary" onClick={() => goTo(item - 1, ['step'])}>
                  <Arrow direction="previous" /> {nav.previous}
                </button>
              )}
              <button type="button" className="button item-next" onClick={next}>
                {nav.next} {nav.nextTarget.kind === 'item' && <Arrow direction="next" />}
              </button>
            </nav>
          </div>
        </div>
      ) : (
        <p className="notice">There is nothing in the Setup Guide for you yet.</p>
      )}
    </section>
  );
}
