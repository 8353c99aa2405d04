import { Suspense } from 'react';
import { guideAccess } from '../../shared/content/derive/access';
import { visibleSteps } from '../../shared/content/derive/steps';
import type { Viewer } from '../../shared/content/derive/viewer';
import type { GuideEntry } from '../../shared/content/schema/manifest';
import { usePrinting } from '../../shared/ui/use-printing';
import { GuideLoadBoundary } from './GuideLoadBoundary';
import { GuidePrintSteps } from './GuidePrintSteps';
import { GuidePageParts, GuideSteps } from './GuideSteps';

/**
 * A guide's content for this viewer: only the licence or platform message when it does not apply to them,
 * otherwise its steps (or parts), loaded from the guide's own chunk. When printed, every step at once.
 */
export function GuideContent({ guide, viewer, variant, headingLevel }: { guide: GuideEntry; viewer: Viewer; variant?: string; headingLevel: 2 | 3 }) {
  const printing = usePrinting();
  const access = guideAccess(guide, viewer);
  if (access.kind !== 'ok') {
    return (
      <p className="notice guide-message" role="note">
        {access.message}
      </p>
    );
  }
  const steps = visibleSteps(guide, viewer, variant);
  const Body = guide.layout === 'page' ? GuidePageParts : printing ? GuidePrintSteps : GuideSteps;
  return (
    <GuideLoadBoundary>
      <Suspense
        fallback={
          <p role="status" className="loading">
            <span className="spinner" aria-hidden="true" /> Loading the guide…
          </p>
        }
      >
        <Body guide={guide} steps={steps} headingLevel={headingLevel} />
      </Suspense>
    </GuideLoadBoundary>
  );
}
