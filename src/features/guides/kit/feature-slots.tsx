import { createContext, useContext, type ComponentType } from 'react';
import { KitError } from './KitError';

/**
 * Screens of other features that a guide may embed (`<TemporaryAccessPass />` in the Windows Hello guide).
 * Features never import each other, so the app shell, which knows every feature, supplies them.
 */
export interface FeatureSlots {
  TemporaryAccessPass: ComponentType;
}

export const FeatureSlotsContext = createContext<FeatureSlots | null>(null);

/** `<TemporaryAccessPass />` in MDX: the pass generator the app shell supplies. */
export function TemporaryAccessPassSlot() {
  const slots = useContext(FeatureSlotsContext);
  if (!slots) return <KitError message="The Temporary Access Pass generator is not available on this page." />;
  return <slots.TemporaryAccessPass />;
}
