import { lazy, Suspense } from 'react';
import { useContent } from '../../content/content-context';

// The generator is its own chunk: only the Windows Hello guide needs it.
const TemporaryAccessPass = lazy(() => import('../../hello-pass/TemporaryAccessPass').then((m) => ({ default: m.TemporaryAccessPass })));

/** `<TemporaryAccessPass />` in MDX: the pass generator, pointed at the school's function from settings. */
export function TemporaryAccessPassSlot() {
  const { manifest } = useContent();
  return (
    <Suspense fallback={<p role="status">Loading the pass generator…</p>}>
      <TemporaryAccessPass functionUrl={manifest.settings.temporaryAccessPass.functionUrl} />
    </Suspense>
  );
}
