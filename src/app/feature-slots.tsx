import { lazy, Suspense, type ReactNode } from 'react';
import { FeatureSlotsContext, type FeatureSlots } from '../features/guides/kit/feature-slots';
import { useContent } from '../shared/content/content-context';

// The generator is its own chunk: only the Windows Hello guide needs it.
const TemporaryAccessPass = lazy(() => import('../features/hello-pass/TemporaryAccessPass').then((m) => ({ default: m.TemporaryAccessPass })));

/** The pass generator, pointed at the school's function from settings. */
function TemporaryAccessPassSlot() {
  const { manifest } = useContent();
  return (
    <Suspense fallback={<p role="status">Loading the pass generator…</p>}>
      <TemporaryAccessPass functionUrl={manifest.settings.temporaryAccessPass.functionUrl} />
    </Suspense>
  );
}

/** What guides may embed from other features. */
const FEATURE_SLOTS: FeatureSlots = { TemporaryAccessPass: TemporaryAccessPassSlot };

/** Wraps the guide screens (loaded with their routes, so none of this is in the home page's first load). */
export function WithFeatureSlots({ children }: { children: ReactNode }) {
  return <FeatureSlotsContext value={FEATURE_SLOTS}>{children}</FeatureSlotsContext>;
}
