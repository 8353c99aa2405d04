import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { initialVariant, toggleTarget } from '../content/derive/variants';
import type { GuideEntry } from '../content/schema/manifest';
import { useDocumentTitle } from '../layout/use-document-title';
import { GuideContent } from './GuideContent';
import { useViewer } from './use-viewer';

/** A guide's own screen (e.g. /adobe): its title, the variant toggle if it has variants, its content. */
export function GuidePage({ guide }: { guide: GuideEntry }) {
  useDocumentTitle(guide.title);
  const viewer = useViewer();
  const [variant, setVariant] = useState(() => initialVariant(guide, viewer));
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<string | null>(null);
  const toggle = toggleTarget(guide, variant);
  // The other variant's steps are a different list and start at step 1. Switch only once the URL no longer
  // names a step, so the new list never sees (and clamps to its last step) a number from the old one.
  if (pending !== null && !params.has('step')) {
    setVariant(pending);
    setPending(null);
  }
  const switchVariant = (id: string) => {
    setPending(id);
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('step');
      return next;
    });
  };
  return (
    <section className="page guide" key={guide.id}>
      <h1>{guide.title}</h1>
      {toggle && (
        <p>
          <button type="button" className="button button-secondary" onClick={() => switchVariant(toggle.id)}>
            {toggle.label}
          </button>
        </p>
      )}
      {pending === null && <GuideContent key={variant} guide={guide} viewer={viewer} variant={variant} headingLevel={2} />}
    </section>
  );
}
