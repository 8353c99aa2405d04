import { useFocusOnChange } from '../../shared/ui/use-focus-on-change';
import { useNavigate } from 'react-router-dom';
import { useContent } from '../../shared/content/content-context';
import { setupGuideItems, setupGuideNav } from '../../shared/content/derive/setup-guide';
import { initialVariant } from '../../shared/content/derive/variants';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { GuideContent } from './GuideContent';
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
 */
export function SetupGuidePage() {
  const { manifest } = useContent();
  const { setupGuide } = manifest;
  useDocumentTitle(setupGuide.title);
  const viewer = useViewer();
  const navigate = useNavigate();
  const items = setupGuideItems(manifest, viewer);
  const [item, goTo] = useQueryNumber('item', items.length);
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
        <>
          <p className="step-counter">
            Part {item} of {items.length}
          </p>
          <h2 ref={heading} tabIndex={-1}>
            {current.guide.title}
          </h2>
          <GuideContent key={current.guide.id} guide={current.guide} viewer={viewer} variant={initialVariant(current.guide, viewer)} headingLevel={3} />
          <nav className="item-nav" aria-label="Setup Guide parts">
            {nav.previous !== null && (
              <button type="button" className="button button-secondary" onClick={() => goTo(item - 1, ['step'])}>
                <Arrow direction="previous" /> {nav.previous}
              </button>
            )}
            <button type="button" className="button item-next" onClick={next}>
              {nav.next} {nav.nextTarget.kind === 'item' && <Arrow direction="next" />}
            </button>
          </nav>
        </>
      ) : (
        <p className="notice">There is nothing in the Setup Guide for you yet.</p>
      )}
    </section>
  );
}
