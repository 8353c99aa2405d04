import type { ReactNode } from 'react';
import { conditionMatches } from '../../../shared/content/schema/condition';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { useViewer } from '../../../shared/content/use-viewer';
import { KitError } from './KitError';

/** `<Only platform="mac">` or `<Only roles="Staff">`: shows its content only to those viewers. */
export function Only({ children, ...props }: { children?: ReactNode; platform?: string; roles?: string }) {
  const viewer = useViewer();
  const checked = readKitProps('Only', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const { platform, roles } = checked.props;
  const shown = platform ? viewer.platform === platform : roles ? conditionMatches(roles, viewer.roles) : false;
  return shown ? <>{children}</> : null;
}
