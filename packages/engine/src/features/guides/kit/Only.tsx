import type { ReactNode } from 'react';
import { onlyShows } from '../../../shared/content/derive/only';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { useViewer } from '../../../shared/content/use-viewer';
import { KitError } from './KitError';

/** `<Only platform="mac">` or `<Only roles="Staff">`: shows its content only to those viewers. */
export function Only({ children, ...props }: { children?: ReactNode; platform?: string; roles?: string }) {
  const viewer = useViewer();
  const checked = readKitProps('Only', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  return onlyShows(checked.props, viewer) ? <>{children}</> : null;
}
