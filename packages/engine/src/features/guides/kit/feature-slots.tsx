import { createContext, useContext, type ComponentType } from 'react';
import { usePrinting } from '../../../shared/ui/use-printing';
import { KitError } from './KitError';

/**
 * Screens of other features that a guide may embed (`<TemporaryAccessPass />` in the Windows Hello guide).
 * Features never import each other, so the app shell, which knows every feature, supplies them.
 */
export interface FeatureSlots {
  TemporaryAccessPass: ComponentType;
  /** The school's current notices that name this guide, shown at its top. */
  GuideNotices: ComponentType<{ guideId: string }>;
}

export const FeatureSlotsContext = createContext<FeatureSlots | null>(null);

/** `<TemporaryAccessPass />` in MDX: the pass generator the app shell supplies. */
export function TemporaryAccessPassSlot() {
  const slots = useContext(FeatureSlotsContext);
  // A pass lasts minutes and is for one person: paper says where to make one instead.
  if (usePrinting()) return <p>Create your pass on this step of the portal when you are ready to set up Windows Hello.</p>;
  if (!slots) return <KitError message="The Temporary Access Pass generator is not available on this page." />;
  return <slots.TemporaryAccessPass />;
}

/** The notices about a guide, at its top: from the app shell; none where it supplies no slots. */
export function GuideNoticesSlot({ guideId }: { guideId: string }) {
  const slots = useContext(FeatureSlotsContext);
  if (!slots) return null;
  return <slots.GuideNotices guideId={guideId} />;
}
